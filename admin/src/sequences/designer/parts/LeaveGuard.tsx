import { useCallback } from 'react';
import { Confirm, useBlocker, useCanBlock, type RouterBlockerFunction } from 'react-admin';
import EditNoteIcon from '@mui/icons-material/EditNote';
import LogoutIcon from '@mui/icons-material/Logout';

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_TEXT = 'Your changes to this sequence will be lost.';

export interface LeaveGuardProps {
  /** Read when a navigation starts: whether leaving now would lose unsaved changes. */
  shouldAsk: () => boolean;
}

const BlockingGuard = ({ shouldAsk }: LeaveGuardProps) => {
  const block = useCallback<RouterBlockerFunction>(
    ({ currentLocation, nextLocation }) => nextLocation.pathname !== currentLocation.pathname && shouldAsk(),
    [shouldAsk],
  );
  const blocker = useBlocker(block);
  return (
    <Confirm
      isOpen={blocker.state === 'blocked'}
      title={LEAVE_TITLE}
      content={LEAVE_TEXT}
      confirm="Leave"
      cancel="Stay"
      confirmColor="warning"
      ConfirmIcon={LogoutIcon}
      CancelIcon={EditNoteIcon}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
};

/**
 * Asks 'Leave without saving?' (Stay / Leave) before an in-app navigation (sidebar, Back, the browser's back button)
 * leaves the page while `shouldAsk()` holds. Blocking needs the data router the app mounts; elsewhere it renders
 * nothing (closing the tab is guarded by beforeunload).
 */
export const LeaveGuard = (props: LeaveGuardProps) => (useCanBlock() ? <BlockingGuard {...props} /> : null);

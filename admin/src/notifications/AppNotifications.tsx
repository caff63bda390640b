import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { useNotificationContext, useTranslate } from 'react-admin';
import { readNotification, visibleFor, type ShownNotification } from './notification-options';

const NotificationItem = ({ item, onClose }: { item: ShownNotification; onClose: (id: number) => void }) => {
  useEffect(() => {
    if (item.duration === null) return undefined;
    const timer = setTimeout(() => onClose(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration, onClose]);

  return (
    <Alert
      severity={item.type}
      variant="filled"
      elevation={6}
      role={item.type === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      onClose={() => onClose(item.id)}
      slotProps={{ closeButton: { title: 'Close', 'aria-label': 'Close notification' } }}
      action={
        item.action ? (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              item.action?.onClick();
              onClose(item.id);
            }}
          >
            {item.action.label}
          </Button>
        ) : undefined
      }
      sx={{ minWidth: 300, maxWidth: 440, alignItems: 'center' }}
    >
      {item.title ? <AlertTitle>{item.title}</AlertTitle> : null}
      {item.message}
    </Alert>
  );
};

/**
 * Renders react-admin's notifications (everything sent with `useNotify()`, ours and react-admin's own) as a stack
 * bottom-right (top-right while a dialog is open, clear of its buttons). This replaces react-admin's <Notification> only for what it cannot do: it shows one notification
 * at a time, while ours keeps up to 3 visible (the oldest dropped), keeps errors until closed, and shows an
 * optional title and action button (`notify(message, { type, title, action: { label, onClick } })`).
 * Undoable notifications are not used here: every mutation is pessimistic.
 */
export const AppNotifications = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  const [shown, setShown] = useState<ShownNotification[]>([]);
  const nextId = useRef(1);

  // One notification is taken per render of the queue (takeNotification sees the queue of that render); taking it
  // changes the queue, which runs this again until it is empty.
  useEffect(() => {
    if (notifications.length === 0) return;
    const payload = takeNotification();
    if (!payload) return;
    const id = nextId.current++;
    const translated = (message: string | ReactNode, args: unknown): ReactNode =>
      typeof message === 'string' ? translate(message, { _: message, ...(args as object | undefined) }) : message;
    setShown((current) => visibleFor([...current, readNotification(payload, id, translated)]));
  }, [notifications, takeNotification, translate]);

  const close = useCallback((id: number) => {
    setShown((current) => current.filter((item) => item.id !== id));
  }, []);

  return (
    <Box
      aria-live="polite"
      aria-label="Notifications"
      role="region"
      sx={{
        position: 'fixed',
        right: (theme) => theme.spacing(2),
        bottom: (theme) => theme.spacing(5),
        // While a dialog is open its action buttons sit at its bottom right: the stack moves to the top right instead
        // of covering them (an error stays until closed).
        'body:has(.MuiDialog-root) &': { top: (theme) => theme.spacing(2), bottom: 'auto' },
        zIndex: (theme) => theme.zIndex.snackbar,
        pointerEvents: 'none',
      }}
    >
      <Stack spacing={1} sx={{ pointerEvents: 'auto' }}>
        {shown.map((item) => (
          <NotificationItem key={item.id} item={item} onClose={close} />
        ))}
      </Stack>
    </Box>
  );
};

import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { formatDateTime } from '../format/date';
import { useAppIdentity } from '../layout/use-app-identity';
import type { PausedMailbox } from '../providers/mailbox-pause-methods';
import { usePausedMailboxes } from './use-paused-mailboxes';

/** "Sending paused for …": what the alert says about one paused mailbox. */
export const pausedMailboxText = (item: Pick<PausedMailbox, 'mailbox' | 'status_code'>): string =>
  `Sending paused for ${item.mailbox}: the receiving server refused our mail (${item.status_code ?? 'no status code'}). Fix the sending setup, then resume.`;

/**
 * Top of the dashboard: one error alert per sending mailbox paused after a policy bounce (the engine sends nothing
 * from it until it is resumed), with the server's words and, for admins, a Resume button. Nothing when none is paused.
 */
export const PausedMailboxAlerts = () => {
  const { identity } = useAppIdentity();
  const { items, resume, resuming } = usePausedMailboxes();
  if (items.length === 0) return null;
  const isAdmin = identity?.role === 'admin';
  return (
    <Stack spacing={1} data-testid="paused-mailbox-alerts">
      {items.map((item) => (
        <Alert
          key={item.mailbox}
          severity="error"
          action={isAdmin ? (
            <Button color="inherit" size="small" startIcon={<PlayArrowIcon />} disabled={resuming !== null} onClick={() => resume(item.mailbox)} aria-label={`Resume ${item.mailbox}`}>
              Resume
            </Button>
          ) : undefined}
        >
          <AlertTitle>{pausedMailboxText(item)}</AlertTitle>
          {item.reason} · since {formatDateTime(item.paused_at)}
        </Alert>
      ))}
    </Stack>
  );
};

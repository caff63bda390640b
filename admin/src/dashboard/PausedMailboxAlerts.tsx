import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { formatDateTime } from '../format/date';
import { useAppIdentity } from '../layout/use-app-identity';
import type { PauseEvidence, PausedMailbox } from '../providers/mailbox-pause-methods';
import { inboundKindLabel } from '../replies/inbound-format';
import { ReplyMessageDialog } from '../replies/ReplyMessageDialog';
import { usePausedMailboxes } from './use-paused-mailboxes';

/** Evidence lines shown before 'Show all'. */
export const EVIDENCE_SHOWN = 5;

/** The server's sentence without a closing full stop, so it can sit inside ours. */
export const withoutFullStop = (text: string): string => text.trim().replace(/\.+$/, '');

/** "Sending paused for …: {why}. Fix the sending setup, then resume.": the alert's title for one paused mailbox. */
export const pausedMailboxText = (item: Pick<PausedMailbox, 'mailbox' | 'reason'>): string =>
  `Sending paused for ${item.mailbox}: ${withoutFullStop(item.reason)}. Fix the sending setup, then resume.`;

/** What one evidence message was: "Bounce · b.example · 5.7.1". */
export const evidenceSummary = (item: PauseEvidence): string =>
  [inboundKindLabel(item.kind), item.domain ?? 'unknown domain', item.status_code ?? 'no status code'].join(' · ');

/** Its subject and when it arrived: "Undelivered Mail Returned to Sender · Nov 27, 2026, 10:00 AM". */
export const evidenceDetails = (item: PauseEvidence): string => `${item.subject || '(no subject)'} · ${formatDateTime(item.received_at)}`;

/** The messages behind one pause, newest first; each opens the stored message. */
const EvidenceList = ({ item, onOpen }: { item: PausedMailbox; onOpen: (id: string) => void }) => {
  const [all, setAll] = useState(false);
  const shown = all ? item.evidence : item.evidence.slice(0, EVIDENCE_SHOWN);
  // A pause from before evidence was kept names only the message that tripped it.
  if (item.evidence.length === 0) {
    return item.inbound_message_id ? (
      <Button color="inherit" size="small" sx={{ mt: 0.5, px: 1 }} onClick={() => onOpen(item.inbound_message_id as string)}>
        View the message that paused it
      </Button>
    ) : null;
  }
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {item.evidence.length === 1 ? 'The message behind it:' : `The ${item.evidence.length} messages behind it:`}
      </Typography>
      <List dense disablePadding aria-label={`Evidence for ${item.mailbox}`}>
        {shown.map((evidence) => (
          <ListItemButton key={evidence.inbound_message_id} onClick={() => onOpen(evidence.inbound_message_id)} sx={{ borderRadius: 1, px: 1, py: 0.25 }} data-testid="pause-evidence">
            <ListItemText
              sx={{ my: 0.25 }}
              primary={evidenceSummary(evidence)}
              secondary={evidenceDetails(evidence)}
              slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500, overflowWrap: 'anywhere' } }, secondary: { variant: 'caption', color: 'inherit', sx: { opacity: 0.8 } } }}
            />
          </ListItemButton>
        ))}
      </List>
      {item.evidence.length > EVIDENCE_SHOWN ? (
        <Button color="inherit" size="small" sx={{ px: 1 }} onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${item.evidence.length}`}
        </Button>
      ) : null}
    </Box>
  );
};

/**
 * Top of the dashboard: one error alert per sending mailbox paused on evidence (the engine sends nothing from it
 * until it is resumed), saying why in the server's words, with the messages that tripped it (each opens the stored
 * message) and, for admins, a Resume button. Nothing when none is paused.
 */
export const PausedMailboxAlerts = () => {
  const { identity } = useAppIdentity();
  const { items, resume, resuming } = usePausedMailboxes();
  const [opened, setOpened] = useState<string | null>(null);
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
          <Typography variant="body2">{`Paused since ${formatDateTime(item.paused_at)}.`}</Typography>
          <EvidenceList item={item} onOpen={setOpened} />
        </Alert>
      ))}
      <ReplyMessageDialog messageId={opened} onClose={() => setOpened(null)} title="Message Details" />
    </Stack>
  );
};

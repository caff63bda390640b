import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { DetailField } from '../ops/deliveries/DeliveryDetailsDialog';
import { formatTime } from '../ops/shared/ops-format';
import { errorMessage } from '../providers/api-error';
import type { AppDataProvider } from '../providers/data-provider';
import type { InboundMessageRecord } from '../providers/replies-methods';
import { inboundEffectLabel, inboundKindLabel } from './inbound-format';

const MATCHED_BY: Record<string, string> = {
  in_reply_to: 'In-Reply-To header names our email',
  references: 'References header names our email',
  reply_token: 'Reply address carries the run’s token',
  sender: 'Sender is the contact of a live run',
};

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

const MessageFields = ({ message }: { message: InboundMessageRecord }) => {
  const classification = message.classification as Record<string, unknown>;
  const reasons = listOf(classification.reasons);
  const human = classification.human_reply as { text?: unknown } | null | undefined;
  return (
    <>
      {message.note ? (
        <Alert severity="info" variant="outlined" sx={{ mb: 1 }} data-testid="inbound-note">
          {message.note}
        </Alert>
      ) : null}
      <DetailField label="From">{message.from_email || '—'}</DetailField>
      <DetailField label="To">{listOf(classification.to).join(', ') || message.mailbox || '—'}</DetailField>
      <DetailField label="Subject">{message.subject || '—'}</DetailField>
      <DetailField label="Received">{formatTime(message.received_at)}</DetailField>
      <DetailField label="Message ID" mono>{message.message_id}</DetailField>
      <DetailField label="In-Reply-To" mono>{textOf(classification.in_reply_to) ?? '—'}</DetailField>
      <DetailField label="Classified as">{inboundKindLabel(message.kind)}</DetailField>
      <DetailField label="Why">
        {reasons.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5, wordBreak: 'normal', overflowWrap: 'anywhere' }} data-testid="reply-reasons">
            {reasons.map((reason) => <li key={reason}>{reason}</li>)}
          </Box>
        ) : '—'}
      </DetailField>
      <DetailField label="Matched by">{message.matched_by ? MATCHED_BY[message.matched_by] ?? message.matched_by : 'Not matched to a run'}</DetailField>
      <DetailField label="Effect">{inboundEffectLabel(message.effect)}</DetailField>
      {textOf(human?.text) ? (
        <DetailField label="Reply">
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'normal' }}>{textOf(human?.text)}</Typography>
        </DetailField>
      ) : null}
    </>
  );
};

/**
 * A stored inbound message (a reply, or the bounce, complaint or other mail behind a pause or on the Unmatched mail
 * tab): headers summary, how it was classified and why, how it was matched, what it did, and the server's note when it
 * changed nothing or less than its kind would.
 */
export const ReplyMessageDialog = ({ messageId, onClose, title = 'Reply Details' }: { messageId: string | null; onClose: () => void; title?: string }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['replies', 'message', messageId],
    queryFn: () => dataProvider.inboundMessage(messageId as string),
    enabled: messageId !== null,
    retry: false,
  });
  return (
    <Dialog open={messageId !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="reply-message-title">
      <DialogTitle id="reply-message-title">{title}</DialogTitle>
      <DialogContent dividers>
        {query.isPending ? <CircularProgress size={20} aria-label="Loading the message" /> : null}
        {query.error ? <Typography color="error">{`Failed to load the message: ${errorMessage(query.error)}`}</Typography> : null}
        {query.data ? <MessageFields message={query.data} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};

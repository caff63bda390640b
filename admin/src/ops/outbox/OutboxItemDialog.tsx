import type { ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import type { OutboxItem } from '../ops-types';
import { canRetryOutbox, formatTime, outboxStatus } from '../shared/ops-format';
import { StatusChip } from '../shared/OpsParts';

/** A label and its value on one line (stacked on phones), the same layout as 'Delivery Details'. */
const DetailField = ({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '150px 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 1, borderBottom: 1, borderColor: 'divider' }}>
    <Typography variant="body2" color="text.secondary">{label}</Typography>
    <Box sx={{ typography: 'body2', fontFamily: mono ? 'monospace' : undefined, wordBreak: 'break-all' }}>{children}</Box>
  </Box>
);

const payloadText = (payload: unknown): string => {
  if (payload === undefined || payload === null) return 'null';
  return JSON.stringify(payload, null, 2);
};

/** 'Outbox Item Details': every field, the last error when there is one, and the payload as JSON. */
export const OutboxItemDialog = ({
  item,
  retrying,
  onRetry,
  onClose,
}: {
  item: OutboxItem | null;
  retrying: boolean;
  onRetry: (item: OutboxItem) => void;
  onClose: () => void;
}) => (
  <Dialog open={item !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="outbox-item-title">
    <DialogTitle id="outbox-item-title">Outbox Item Details</DialogTitle>
    <DialogContent dividers>
      {item ? (
        <>
          <DetailField label="Event Type" mono>{item.event_type}</DetailField>
          <DetailField label="Status"><StatusChip status={outboxStatus(item)} /></DetailField>
          <DetailField label="Attempts">{item.attempts}</DetailField>
          <DetailField label="Next Run">{formatTime(item.next_run_at)}</DetailField>
          <DetailField label="Idempotency Key" mono>{item.idempotency_key || '—'}</DetailField>
          {item.last_error ? (
            <DetailField label="Last Error"><Typography variant="body2" color="error">{item.last_error}</Typography></DetailField>
          ) : null}
          <DetailField label="Created At">{formatTime(item.created_at)}</DetailField>
          <DetailField label="Processed At">{formatTime(item.processed_at)}</DetailField>
          <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>Payload</Typography>
          <Box
            component="pre"
            data-testid="outbox-payload"
            sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 12, overflow: 'auto', maxHeight: 320 }}
          >
            {payloadText(item.payload)}
          </Box>
        </>
      ) : null}
    </DialogContent>
    <DialogActions>
      {item && canRetryOutbox(item) ? (
        <Button startIcon={<ReplayIcon />} onClick={() => onRetry(item)} disabled={retrying}>Retry Now</Button>
      ) : null}
      <Button onClick={onClose}>Close</Button>
    </DialogActions>
  </Dialog>
);

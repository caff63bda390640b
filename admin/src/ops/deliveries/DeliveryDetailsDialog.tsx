import type { ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { DeliveryRow } from '../ops-types';
import { formatTime, recipientName } from '../shared/ops-format';
import { StatusChip } from '../shared/OpsParts';
import { UnknownDeliveryActions } from './UnknownDeliveryActions';

export const DetailField = ({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '150px 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 1, borderBottom: 1, borderColor: 'divider' }}>
    <Typography variant="body2" color="text.secondary">{label}</Typography>
    <Box sx={{ typography: 'body2', fontFamily: mono ? 'monospace' : undefined, wordBreak: 'break-all' }}>{children}</Box>
  </Box>
);

const DECIDED: Record<NonNullable<DeliveryRow['resolution']>['outcome'], string> = { sent: 'Marked as sent', not_sent: 'Marked as not sent' };

/** "Marked as sent by Dana on Nov 23, 2026, 10:00 AM" (who is gone: "by a removed user"). */
export const resolutionLine = (resolution: NonNullable<DeliveryRow['resolution']>): string =>
  `${DECIDED[resolution.outcome]} by ${resolution.by ?? 'a removed user'} on ${formatTime(resolution.at)}`;

/**
 * 'Delivery Details': contact, status, provider, message ID, idempotency key, sent at, delivered at; for an `unknown`
 * delivery what happened and (for admins) the decision; for a decided one who decided, when and why.
 */
export const DeliveryDetailsDialog = ({ delivery, onClose }: { delivery: DeliveryRow | null; onClose: () => void }) => (
  <Dialog open={delivery !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="delivery-details-title">
    <DialogTitle id="delivery-details-title">Delivery Details</DialogTitle>
    <DialogContent dividers>
      {delivery ? (
        <>
          {delivery.status === 'unknown' ? <UnknownDeliveryActions delivery={delivery} onResolved={onClose} /> : null}
          <DetailField label="Contact">
            <div>{recipientName(delivery)}</div>
            <Typography variant="caption" color="text.secondary">{delivery.to_email}</Typography>
          </DetailField>
          <DetailField label="Status"><StatusChip status={delivery.status} /></DetailField>
          {delivery.error ? (
            <DetailField label="Error"><Typography variant="body2" color="error">{delivery.error}</Typography></DetailField>
          ) : null}
          {delivery.resolution ? (
            <DetailField label="Resolved">
              <div>{resolutionLine(delivery.resolution)}</div>
              {delivery.resolution.note ? <Typography variant="caption" color="text.secondary">{delivery.resolution.note}</Typography> : null}
            </DetailField>
          ) : null}
          <DetailField label="Provider">{delivery.provider || '—'}</DetailField>
          <DetailField label="Message ID" mono>{delivery.message_id || '—'}</DetailField>
          <DetailField label="Idempotency Key" mono>{delivery.idempotency_key || '—'}</DetailField>
          <DetailField label="Sent At">{formatTime(delivery.created_at)}</DetailField>
          <DetailField label="Delivered At">{formatTime(delivery.delivered_at)}</DetailField>
        </>
      ) : null}
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose}>Close</Button>
    </DialogActions>
  </Dialog>
);

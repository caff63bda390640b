import type { ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { DeliveryRow } from '../ops-types';
import { formatTime, recipientName } from '../shared/ops-format';
import { StatusChip } from '../shared/OpsParts';

export const DetailField = ({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '150px 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 1, borderBottom: 1, borderColor: 'divider' }}>
    <Typography variant="body2" color="text.secondary">{label}</Typography>
    <Box sx={{ typography: 'body2', fontFamily: mono ? 'monospace' : undefined, wordBreak: 'break-all' }}>{children}</Box>
  </Box>
);

/** 'Delivery Details': contact, status, provider, message ID, idempotency key, sent at, delivered at. */
export const DeliveryDetailsDialog = ({ delivery, onClose }: { delivery: DeliveryRow | null; onClose: () => void }) => (
  <Dialog open={delivery !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="delivery-details-title">
    <DialogTitle id="delivery-details-title">Delivery Details</DialogTitle>
    <DialogContent dividers>
      {delivery ? (
        <>
          <DetailField label="Contact">
            <div>{recipientName(delivery)}</div>
            <Typography variant="caption" color="text.secondary">{delivery.to_email}</Typography>
          </DetailField>
          <DetailField label="Status"><StatusChip status={delivery.status} /></DetailField>
          {delivery.error ? (
            <DetailField label="Error"><Typography variant="body2" color="error">{delivery.error}</Typography></DetailField>
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

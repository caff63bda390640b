import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, Typography } from '@mui/material';
import DoneIcon from '@mui/icons-material/DoneOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import { useAppIdentity } from '../../layout/use-app-identity';
import type { DeliveryResolveOutcome } from '../../providers/ops-methods';
import type { DeliveryRow } from '../ops-types';
import { recipientName } from '../shared/ops-format';
import { useResolveDelivery } from './use-resolve-delivery';

/** The API keeps at most this much of a note. */
const NOTE_MAX = 500;

export const RESOLVE_LABELS: Record<DeliveryResolveOutcome, string> = { sent: 'Mark as sent', not_sent: 'Mark as not sent (send again)' };

const CONFIRM: Record<DeliveryResolveOutcome, { title: string; text: (name: string) => string; button: string }> = {
  sent: {
    title: 'Mark this email as sent?',
    text: (name) => `Only if you know ${name} received it. The run moves on to its next step (or completes after its last), and this step is never sent again.`,
    button: 'Yes, mark as sent',
  },
  not_sent: {
    title: 'Mark this email as not sent?',
    text: (name) => `Only if you know it did not go out. This delivery is marked failed and ${name} gets the step again at the next opening of the run's send window; if the first one did arrive, they will have two copies.`,
    button: 'Yes, send again',
  },
};

/** The confirm step: what the decision does, an optional note kept with it. */
const ConfirmResolveDialog = ({ outcome, name, busy, onClose, onConfirm }: {
  outcome: DeliveryResolveOutcome | null;
  name: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (note: string) => void;
}) => {
  const [note, setNote] = useState('');
  // Kept while the dialog closes, so its words do not change during the exit transition.
  const [shown, setShown] = useState<DeliveryResolveOutcome>('sent');
  if (outcome !== null && outcome !== shown) setShown(outcome);
  const copy = CONFIRM[outcome ?? shown];
  return (
    <Dialog open={outcome !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="confirm-resolve-title" slotProps={{ transition: { onExited: () => setNote('') } }}>
      <DialogTitle id="confirm-resolve-title">{copy.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{copy.text(name)}</DialogContentText>
        <TextField
          label="Note (optional)"
          helperText="Saved with your decision: what you checked"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          fullWidth
          multiline
          minRows={2}
          size="small"
          slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>Back</Button>
        <Button variant="contained" color={outcome === 'not_sent' ? 'warning' : 'primary'} disabled={busy} onClick={() => onConfirm(note)}>{copy.button}</Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * In 'Delivery Details' of an `unknown` delivery: what happened and what each decision does; admins get 'Mark as
 * sent' and 'Mark as not sent (send again)', each behind a confirm step.
 */
export const UnknownDeliveryActions = ({ delivery, onResolved }: { delivery: DeliveryRow; onResolved: () => void }) => {
  const { identity } = useAppIdentity();
  const isAdmin = identity?.role === 'admin';
  const [confirming, setConfirming] = useState<DeliveryResolveOutcome | null>(null);
  const { resolve, isPending } = useResolveDelivery(onResolved);
  const name = recipientName(delivery);
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="unknown-delivery">
      <AlertTitle>Outcome unknown</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        This send was interrupted and the mail provider could not confirm whether it went out. Its run is paused and the
        email is never sent again by itself. Check whether {name} received it (the mailbox's Sent Items, or ask), then:
      </Typography>
      <Typography component="ul" variant="body2" sx={{ pl: 2, my: 0 }}>
        <li><strong>{RESOLVE_LABELS.sent}</strong>: the run moves on to its next step, or completes after its last.</li>
        <li><strong>{RESOLVE_LABELS.not_sent}</strong>: the delivery is marked failed and the step is sent again at the next opening of the send window.</li>
      </Typography>
      {isAdmin ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          <Button variant="contained" size="small" startIcon={<DoneIcon />} disabled={isPending} onClick={() => setConfirming('sent')}>{RESOLVE_LABELS.sent}</Button>
          <Button variant="outlined" size="small" color="warning" startIcon={<ReplayIcon />} disabled={isPending} onClick={() => setConfirming('not_sent')}>{RESOLVE_LABELS.not_sent}</Button>
        </Box>
      ) : (
        <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic' }}>Only an admin can decide.</Typography>
      )}
      <ConfirmResolveDialog
        outcome={confirming}
        name={name}
        busy={isPending}
        onClose={() => setConfirming(null)}
        onConfirm={(note) => {
          if (confirming === null) return;
          setConfirming(null);
          resolve({ id: delivery.id, outcome: confirming, note });
        }}
      />
    </Alert>
  );
};

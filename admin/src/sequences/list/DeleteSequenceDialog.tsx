import { useState } from 'react';
import { useDelete, useNotify, type Identifier } from 'react-admin';
import {
  Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, TextField,
} from '@mui/material';
import type { SequenceRecord } from '../../api/types';
import { ApiError } from '../../providers/api-error';
import type { SequenceDeleteMeta } from '../../providers/sequences-methods';

export const CONFIRM_HINT = 'Please type the sequence name to confirm deletion';

export interface DeleteSequenceDialogProps {
  sequence: SequenceRecord | null;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Deleting a sequence: the exact name must be typed. A 409 (live enrollments or scheduled sends) says 'Cannot delete
 * active sequence' and reveals 'Force delete (cancel all scheduled sends)', which cancels them with the reason. After a
 * failed delete the typed name (and the conflict) stay, also when the dialog is closed and opened again for the same
 * sequence; another sequence starts empty.
 */
export const DeleteSequenceDialog = ({ sequence, onClose, onDeleted }: DeleteSequenceDialogProps) => {
  const notify = useNotify();
  const [typed, setTyped] = useState('');
  const [conflict, setConflict] = useState<string | null>(null);
  const [force, setForce] = useState(false);
  /** The sequence the dialog was last opened for, and the one whose delete failed last. */
  const [shownId, setShownId] = useState<Identifier | null>(null);
  const [failedId, setFailedId] = useState<Identifier | null>(null);
  const [deleteOne, { isPending }] = useDelete<SequenceRecord>();
  const matches = sequence !== null && typed === sequence.name;

  if (sequence !== null && sequence.id !== shownId) {
    setShownId(sequence.id);
    if (sequence.id !== failedId) {
      setTyped('');
      setConflict(null);
      setFailedId(null);
    }
  }

  const close = () => {
    setShownId(null);
    setForce(false);
    onClose();
  };

  const submit = () => {
    if (!sequence) return;
    if (!matches) {
      notify(CONFIRM_HINT, { type: 'warning' });
      return;
    }
    const meta: SequenceDeleteMeta = force ? { force: true, reason: 'sequence_deleted' } : { force: false };
    void deleteOne(
      'sequences',
      { id: sequence.id, previousData: sequence, meta },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('Sequence deleted successfully', { type: 'success' });
          setTyped('');
          setConflict(null);
          setFailedId(null);
          close();
          onDeleted();
        },
        onError: (error) => {
          setFailedId(sequence.id);
          if (error instanceof ApiError && error.status === 409) {
            setConflict(error.message);
            notify('Cannot delete active sequence', { type: 'warning', autoHideDuration: 6000 });
            return;
          }
          const message = error instanceof ApiError && error.message ? error.message : 'Failed to delete sequence';
          notify(message, { type: 'error', autoHideDuration: 6000 });
        },
      },
    );
  };

  return (
    <Dialog open={sequence !== null} onClose={close} maxWidth="xs" fullWidth aria-labelledby="delete-sequence-title">
      <DialogTitle id="delete-sequence-title">Delete sequence</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {`This deletes "${sequence?.name ?? ''}" and all of its steps, and cancels its scheduled sends. This action cannot be undone.`}
        </DialogContentText>
        {conflict !== null ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {conflict || 'Cannot delete active sequence'}
          </Alert>
        ) : null}
        <TextField
          autoFocus
          fullWidth
          size="small"
          label="Sequence name"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          helperText={matches ? ' ' : CONFIRM_HINT}
          slotProps={{ htmlInput: { 'aria-label': 'Type the sequence name to confirm' } }}
        />
        {conflict !== null ? (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={force} onChange={(event) => setForce(event.target.checked)} />}
            label="Force delete (cancel all scheduled sends)"
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button color="error" variant="contained" disabled={!matches || isPending || (conflict !== null && !force)} onClick={submit}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
};

import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import type { SuppressionRecord } from '../providers/suppressions-methods';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'Add to Suppression List': an address and why it must not be mailed (both required). */
export const AddSuppressionDialog = ({ open, saving, onSave, onClose }: {
  open: boolean;
  saving: boolean;
  onSave: (email: string, reason: string) => void;
  onClose: () => void;
}) => {
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const emailError = touched && !EMAIL.test(email.trim()) ? 'Enter an email address' : '';
  const reasonError = touched && !reason.trim() ? 'Give a reason' : '';
  const close = () => {
    setEmail('');
    setReason('');
    setTouched(false);
    onClose();
  };
  const save = () => {
    setTouched(true);
    if (EMAIL.test(email.trim()) && reason.trim()) onSave(email.trim(), reason.trim());
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" TransitionProps={{ onExited: () => { setEmail(''); setReason(''); setTouched(false); } }}>
      <DialogTitle>Add to Suppression List</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>No sequence will email this address until it is removed from the list.</DialogContentText>
        <TextField autoFocus label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={Boolean(emailError)} helperText={emailError || ' '} fullWidth margin="dense" />
        <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} error={Boolean(reasonError)} helperText={reasonError || ' '} fullWidth margin="dense" inputProps={{ maxLength: 500 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={saving}>Add</Button>
      </DialogActions>
    </Dialog>
  );
};

/** 'Remove from Suppression List': confirms with a required reason. */
export const RemoveSuppressionDialog = ({ entry, saving, onRemove, onClose }: {
  entry: SuppressionRecord | null;
  saving: boolean;
  onRemove: (entry: SuppressionRecord, reason: string) => void;
  onClose: () => void;
}) => {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && !reason.trim() ? 'Give a reason' : '';
  return (
    <Dialog open={entry !== null} onClose={onClose} fullWidth maxWidth="xs" TransitionProps={{ onExited: () => { setReason(''); setTouched(false); } }}>
      <DialogTitle>Remove from Suppression List</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{entry ? `${entry.email} may be emailed again by sequences.` : ''}</DialogContentText>
        <TextField autoFocus label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} error={Boolean(error)} helperText={error || ' '} fullWidth margin="dense" inputProps={{ maxLength: 500 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={saving}
          onClick={() => {
            setTouched(true);
            if (entry && reason.trim()) onRemove(entry, reason.trim());
          }}
        >
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
};

import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';

export interface PreheaderDialogProps {
  open: boolean;
  onClose: () => void;
  onInsert: (text: string) => void;
}

/** Asks for the preheader text (shown by mail clients after the subject). */
export const PreheaderDialog = ({ open, onClose, onInsert }: PreheaderDialogProps) => {
  const [text, setText] = useState('');
  const close = () => {
    setText('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onInsert(text.trim());
    close();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="preheader-dialog-title">
      <form onSubmit={submit}>
        <DialogTitle id="preheader-dialog-title">Insert preheader</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>The preheader goes at the top of the email; inbox lists show it after the subject.</DialogContentText>
          <TextField label="Preheader text" value={text} onChange={(event) => setText(event.target.value)} autoFocus fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained">
            Insert preheader
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

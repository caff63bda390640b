import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { LINK_INVALID_TOAST, checkLinkUrl, linkTextFor } from '../rules/link-rules';

export interface LinkDialogProps {
  open: boolean;
  /** The text selected when the dialog opened (the link text when none is typed). */
  selectedText: string;
  onClose: () => void;
  onInsert: (url: string, text: string) => void;
}

/** Asks for a link's URL and optional text; bad URLs are refused with the rule's message. */
export const LinkDialog = ({ open, selectedText, onClose, onInsert }: LinkDialogProps) => {
  const notify = useNotify();
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setUrl('');
    setText('');
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLinkUrl(url);
    if (!checked.ok) {
      setError(checked.error);
      notify(checked.error, { type: 'error', title: LINK_INVALID_TOAST, autoHideDuration: 6000 });
      return;
    }
    onInsert(checked.url, linkTextFor(text, selectedText, checked.url));
    close();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="link-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="link-dialog-title">Insert link</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="URL"
              value={url}
              onChange={(event) => {
                setUrl(event.target.value);
                setError(null);
              }}
              error={error !== null}
              helperText={error ?? 'https is added when no scheme is given'}
              autoFocus
              fullWidth
            />
            <TextField
              label="Link text (optional)"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={selectedText || undefined}
              helperText={selectedText ? 'Leave empty to use the selected text' : 'Leave empty to show the URL'}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained">
            Insert link
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

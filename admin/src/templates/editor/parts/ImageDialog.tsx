import { useRef, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { failureMessage, useEditorApi } from '../editor-api';
import { IMAGE_ACCEPT, UPLOAD_FAILED_TITLE, checkImageFile, withImageType } from '../rules/image-rules';
import { AssetPicker } from './AssetPicker';

export interface ImageDialogProps {
  open: boolean;
  onClose: () => void;
  onInsert: (src: string, alt: string) => void;
}

/** Insert an image: upload a new one, or pick one already uploaded. Images go in 600 wide. */
export const ImageDialog = ({ open, onClose, onInsert }: ImageDialogProps) => {
  const api = useEditorApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [tab, setTab] = useState<'upload' | 'assets'>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [uploading, setUploading] = useState(false);

  const close = () => {
    setFile(null);
    setFileError(null);
    setAlt('');
    setTab('upload');
    onClose();
  };

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    const problem = checkImageFile(chosen);
    setFileError(problem);
    // Said once, beside the picker (a toast as well made it appear twice).
    setFile(problem ? null : chosen);
  };

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    try {
      const uploaded = await api.uploadAsset(withImageType(file));
      void queryClient.invalidateQueries({ queryKey: ['template-assets'] });
      onInsert(uploaded.public_url, alt.trim() || file.name.replace(/\.[^.]+$/, ''));
      close();
    } catch (error) {
      notify(failureMessage(error), { type: 'error', title: UPLOAD_FAILED_TITLE });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="image-dialog-title">
      <DialogTitle id="image-dialog-title">Insert image</DialogTitle>
      <Tabs value={tab} onChange={(_event, value: 'upload' | 'assets') => setTab(value)} sx={{ px: 3 }}>
        <Tab value="upload" label="Upload" />
        <Tab value="assets" label="Existing assets" />
      </Tabs>
      <DialogContent sx={{ minHeight: 280 }}>
        {tab === 'upload' ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <input
              ref={input}
              type="file"
              accept={IMAGE_ACCEPT}
              hidden
              data-testid="image-file-input"
              onChange={(event) => {
                choose(event.target.files?.[0] ?? null);
                event.target.value = '';
              }}
            />
            <Box>
              <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
                Choose image
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                PNG, JPG, GIF, WebP or SVG. Inserted 600 pixels wide.
              </Typography>
            </Box>
            {file ? <Typography variant="body2">Selected: {file.name}</Typography> : null}
            {fileError ? <Alert severity="warning">{fileError}</Alert> : null}
            <TextField label="Alternative text" value={alt} onChange={(event) => setAlt(event.target.value)} fullWidth />
          </Stack>
        ) : (
          <AssetPicker
            onPick={(asset) => {
              onInsert(asset.url, alt.trim() || asset.filename.replace(/\.[^.]+$/, ''));
              close();
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        {tab === 'upload' ? (
          <Button variant="contained" onClick={() => void upload()} disabled={!file || uploading} loading={uploading}>
            Upload and insert
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
};

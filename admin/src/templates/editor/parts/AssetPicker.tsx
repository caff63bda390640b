import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button, IconButton, InputAdornment, Skeleton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { failureMessage, useEditorApi, type EditorAsset } from '../editor-api';

export const ASSETS_FAILED_TITLE = 'Failed to load assets';
export const COPY_FAILED = 'Failed to copy URL';
const SEARCH_DEBOUNCE_MS = 300;

const formatSize = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} B`;

/** Existing images, searchable; one click inserts, another copies the URL. */
export const AssetPicker = ({ onPick }: { onPick: (asset: EditorAsset) => void }) => {
  const api = useEditorApi();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { data, error, isPending } = useQuery({
    queryKey: ['template-assets', query],
    queryFn: () => api.listAssets(query),
    retry: false,
  });
  const errorText = error ? failureMessage(error, 'Unknown error') : null;
  useEffect(() => {
    if (errorText) notify(errorText, { type: 'error', title: ASSETS_FAILED_TITLE });
  }, [errorText, notify]);

  const copy = async (url: string) => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      notify('URL copied', { type: 'info' });
    } catch {
      notify(COPY_FAILED, { type: 'error', autoHideDuration: 6000 });
    }
  };

  return (
    <Stack spacing={2}>
      <TextField
        label="Search assets"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        size="small"
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      />
      {errorText ? (
        <Alert severity="error">
          <AlertTitle>{ASSETS_FAILED_TITLE}</AlertTitle>
          {errorText}
        </Alert>
      ) : null}
      {isPending ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1 }}>
          {[0, 1, 2, 3].map((n) => <Skeleton key={n} variant="rounded" height={120} />)}
        </Box>
      ) : null}
      {data && data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {query ? 'No assets match this search.' : 'No images uploaded yet.'}
        </Typography>
      ) : null}
      {data && data.length > 0 ? (
        <Box role="list" aria-label="Assets" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1 }}>
          {data.map((asset) => (
            <Box key={asset.key} role="listitem" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, minWidth: 0 }}>
              <Box component="img" src={asset.url} alt={asset.filename} sx={{ width: '100%', height: 72, objectFit: 'contain', bgcolor: 'action.hover', borderRadius: 0.5 }} />
              <Typography variant="caption" noWrap component="div" title={asset.filename}>
                {asset.filename}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                {formatSize(asset.size)}
              </Typography>
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Button size="small" onClick={() => onPick(asset)} aria-label={`Insert ${asset.filename}`}>
                  Insert
                </Button>
                <Tooltip title="Copy URL">
                  <IconButton size="small" onClick={() => void copy(asset.url)} aria-label={`Copy URL of ${asset.filename}`}>
                    <ContentCopyIcon fontSize="inherit" />
                  </IconButton>
                </Tooltip>
              </Stack>
            </Box>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
};

import { useState } from 'react';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import ClearIcon from '@mui/icons-material/DeleteSweepOutlined';
import MailIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { usePageTitle } from '../layout/use-page-title';
import { errorMessage } from '../providers/api-error';
import type { AppDataProvider } from '../providers/data-provider';
import { CaughtMailList } from './CaughtMailList';
import { CaughtMailViewer } from './CaughtMailViewer';
import { findCaughtMail, isCatcherOff, newestFirst } from './caught-mail-selection';

const LIST_KEY = ['mail', 'caught'] as const;

/** Mail goes out through a real provider: nothing is caught. */
const CatcherOff = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const settings = useQuery({ queryKey: ['settings'], queryFn: () => dataProvider.getSettings(), retry: false });
  const provider = settings.data?.mail.provider || 'the configured mail provider';
  return (
    <Alert severity="info" variant="outlined">
      <AlertTitle>The mail catcher is not running</AlertTitle>
      {`Mail is sent through ${provider}; the catcher is off`}
    </Alert>
  );
};

const EmptyState = () => (
  <Paper variant="outlined" sx={{ py: 8, px: 3, textAlign: 'center' }}>
    <MailIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
    <Typography variant="h6" component="p" sx={{ mt: 1 }}>
      No caught messages
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 0.5 }}>
      Send a test email from the template editor and it shows up here.
    </Typography>
  </Paper>
);

/**
 * /sent-mail: what the development mail catcher caught — the list (newest first), and the chosen message as sent
 * (its HTML in a sandboxed frame, its text, headers and raw source). `?id=` chooses a message by its caught id or
 * its Message-ID (the editor's test-send notification links here).
 */
const SentMailPage = () => {
  usePageTitle('Sent mail');
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [clearing, setClearing] = useState(false);
  const list = useQuery({ queryKey: LIST_KEY, queryFn: () => dataProvider.listCaughtMail(), retry: false });

  const messages = newestFirst(list.data ?? []);
  const wanted = params.get('id');
  const selected = wanted ? findCaughtMail(messages, wanted) : messages[0];
  const catcherOff = list.isError && isCatcherOff(list.error);

  const select = (id: string) => setParams({ id }, { replace: true });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: LIST_KEY });
  const clear = async () => {
    setClearing(true);
    try {
      const { cleared } = await dataProvider.clearCaughtMail();
      notify(`Cleared ${cleared} ${cleared === 1 ? 'message' : 'messages'}`, { type: 'success' });
      setParams({}, { replace: true });
      queryClient.removeQueries({ queryKey: ['mail', 'caught'] });
      await queryClient.invalidateQueries({ queryKey: LIST_KEY });
    } catch (error) {
      notify(`Failed to clear the caught messages: ${errorMessage(error)}`, { type: 'error' });
    } finally {
      setClearing(false);
      setConfirmingClear(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1">
            Sent mail
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Messages caught by the development mail catcher instead of being delivered
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} loading={list.isFetching} loadingPosition="start">
            Refresh
          </Button>
          <Button variant="outlined" color="error" startIcon={<ClearIcon />} onClick={() => setConfirmingClear(true)} disabled={!messages.length}>
            Clear
          </Button>
        </Stack>
      </Box>
      {catcherOff ? (
        <CatcherOff />
      ) : list.isError ? (
        <Alert severity="error" variant="outlined">
          <AlertTitle>Failed to load the caught messages</AlertTitle>
          {errorMessage(list.error)}
        </Alert>
      ) : list.isPending ? (
        <Box aria-busy="true" aria-label="Loading caught messages">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={72} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : messages.length === 0 ? (
        <EmptyState />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 360px) minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Paper variant="outlined" sx={{ maxHeight: { md: 'calc(100vh - 220px)' }, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
            <CaughtMailList messages={messages} selectedId={selected?.id ?? null} onSelect={select} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
            {selected ? (
              <CaughtMailViewer key={selected.id} id={selected.id} />
            ) : (
              <Alert severity="warning">{`No caught message has the id ${wanted ?? ''}`}</Alert>
            )}
          </Paper>
        </Box>
      )}
      <Confirm
        isOpen={confirmingClear}
        loading={clearing}
        title="Clear caught messages"
        content="Remove every caught message? This cannot be undone."
        confirm="Clear"
        confirmColor="warning"
        onConfirm={() => void clear()}
        onClose={() => setConfirmingClear(false)}
      />
    </Box>
  );
};

export default SentMailPage;

import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Grid, Skeleton, Stack, TextField, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useDataProvider, useGetList, useNotify } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SequenceRecord } from '../../api/types';
import { usePageTitle } from '../../layout/use-page-title';
import type { AppDataProvider } from '../../providers/data-provider';
import { LegacySequenceCard } from './legacy/LegacySequenceCard';
import { LegacySequenceDialog } from './legacy/LegacySequenceDialog';
import { ENTER_TEST_ADDRESS, NO_SEQUENCES, testSendFailure } from './legacy/legacy-rules';
import { TEST_SEND_SUCCESS } from './use-designer-test-send';

const SORT = { field: 'updated_at', order: 'DESC' as const };

/**
 * /ops/designer: the older designer view. Every sequence as a card with its steps (read per sequence), a test
 * address and test mode for the whole page, Refresh, and a detail dialog that sends the first step as a test.
 */
const LegacyDesignerPage = () => {
  usePageTitle('Sequence Designer');
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [address, setAddress] = useState('');
  const [testMode, setTestMode] = useState(false);
  const [opened, setOpened] = useState<SequenceRecord | null>(null);
  const list = useGetList<SequenceRecord>('sequences', { sort: SORT, filter: {} }, { retry: false });

  const testSend = useMutation({
    mutationFn: (sequence: SequenceRecord) => dataProvider.testSendSequence(sequence.id, { email: address.trim(), test_mode: testMode }),
    onSuccess: () => notify(TEST_SEND_SUCCESS, { type: 'success' }),
    onError: (error) => notify(testSendFailure(error), { type: 'error' }),
  });
  const send = (sequence: SequenceRecord) => {
    if (!address.trim()) {
      notify(ENTER_TEST_ADDRESS, { type: 'warning' });
      return;
    }
    testSend.mutate(sequence);
  };
  const refresh = () => {
    void list.refetch();
    void queryClient.invalidateQueries({ queryKey: ['sequences', 'steps'] });
  };

  const sequences = list.data ?? [];
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>Sequence Designer</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 3 }}>
        <TextField size="small" type="email" label="Test Email Address" value={address} onChange={(event) => setAddress(event.target.value)} sx={{ width: { xs: '100%', sm: 320 } }} />
        <FormControlLabel
          control={<Checkbox checked={testMode} onChange={(event) => setTestMode(event.target.checked)} />}
          label="Test Mode (adds nonce to idempotency key)"
        />
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} disabled={list.isFetching}>Refresh</Button>
      </Stack>
      {list.isPending ? (
        <Grid container spacing={2} aria-label="Loading sequences">
          {[0, 1, 2].map((card) => (
            <Grid key={card} size={{ xs: 12, md: 6, lg: 4 }}><Skeleton variant="rounded" height={220} /></Grid>
          ))}
        </Grid>
      ) : list.error ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={refresh}>Retry</Button>}>Failed to load sequences</Alert>
      ) : sequences.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="subtitle1">{NO_SEQUENCES}</Typography>
        </Box>
      ) : (
        <Grid container spacing={2}>
          {sequences.map((sequence) => (
            <Grid key={sequence.id} size={{ xs: 12, md: 6, lg: 4 }}>
              <LegacySequenceCard sequence={sequence} onOpen={() => setOpened(sequence)} />
            </Grid>
          ))}
        </Grid>
      )}
      <LegacySequenceDialog sequence={opened} address={address} onAddressChange={setAddress} sending={testSend.isPending} onSend={send} onClose={() => setOpened(null)} />
    </Box>
  );
};

export default LegacyDesignerPage;

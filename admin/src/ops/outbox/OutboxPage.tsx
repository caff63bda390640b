import { useState } from 'react';
import { ListBase, useDataProvider, useListContext, useNotify } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, IconButton, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { usePageTitle } from '../../layout/use-page-title';
import { errorMessage } from '../../providers/api-error';
import type { AppDataProvider } from '../../providers/data-provider';
import type { OutboxItem } from '../ops-types';
import { canRetryOutbox, formatTime, logListFailure, outboxStatus, QUEUE_POLL_MS } from '../shared/ops-format';
import { ErrorBox, FilterSelect, OpsHeader, StatusChip } from '../shared/OpsParts';
import { OpsTable } from '../shared/OpsTable';
import { OutboxItemDialog } from './OutboxItemDialog';

export const OUTBOX_STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
  { value: 'processed', label: 'Processed' },
] as const;
export const NO_OUTBOX_ITEMS = 'No outbox items found';

const COLUMNS = [
  { label: 'Event Type' },
  { label: 'Status' },
  { label: 'Attempts', align: 'right' as const },
  { label: 'Next Run' },
  { label: 'Created' },
  { label: 'Actions', align: 'right' as const },
];

const OutboxScreen = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { data, isPending, isFetching, error, refetch, filterValues, setFilters } = useListContext<OutboxItem>();
  const [opened, setOpened] = useState<OutboxItem | null>(null);
  const retry = useMutation({
    mutationFn: (item: OutboxItem) => dataProvider.retryOutboxItem(item.id),
    onSuccess: () => {
      notify('Retry scheduled', { type: 'success' });
      setOpened(null);
    },
    onError: (failure) => notify(`Failed to retry: ${errorMessage(failure)}`, { type: 'error' }),
    onSettled: () => void refetch(),
  });
  const rows = data ?? [];

  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <OpsHeader title="Outbox" subtitle="Events waiting to be handed to the queues, read every 5 seconds">
        <FilterSelect label="Status" value={String(filterValues.status ?? 'pending')} options={OUTBOX_STATUS_OPTIONS} onChange={(value) => setFilters({ status: value })} />
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>Refresh</Button>
      </OpsHeader>
      {error ? <ErrorBox text="Failed to load the outbox" error={error} onRetry={() => void refetch()} /> : null}
      <OpsTable label="outbox" columns={COLUMNS} loading={isPending} fetching={isFetching} empty={!error && rows.length === 0} emptyText={NO_OUTBOX_ITEMS}>
        {rows.map((item) => (
          <TableRow key={item.id} hover data-testid="outbox-row">
            <TableCell>
              <Typography variant="body2" fontWeight={600} sx={{ fontFamily: 'monospace' }}>{item.event_type}</Typography>
              {item.idempotency_key ? <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{item.idempotency_key}</Typography> : null}
            </TableCell>
            <TableCell><StatusChip status={outboxStatus(item)} /></TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{item.attempts}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(item.next_run_at)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(item.created_at)}</TableCell>
            <TableCell align="right">
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25 }}>
                <Tooltip title="View Details">
                  <IconButton size="small" aria-label="View Details" onClick={() => setOpened(item)}><ViewIcon fontSize="small" /></IconButton>
                </Tooltip>
                {canRetryOutbox(item) ? (
                  <Tooltip title="Retry Now">
                    <span>
                      <IconButton size="small" color="primary" aria-label="Retry Now" disabled={retry.isPending} onClick={() => retry.mutate(item)}><ReplayIcon fontSize="small" /></IconButton>
                    </span>
                  </Tooltip>
                ) : null}
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </OpsTable>
      <OutboxItemDialog item={opened} retrying={retry.isPending} onRetry={(item) => retry.mutate(item)} onClose={() => setOpened(null)} />
    </Box>
  );
};

/** /ops/outbox: outbox events by displayed status (default pending), read again every 5 s, with Retry Now. */
const OutboxPage = () => {
  usePageTitle('Outbox');
  return (
    <ListBase
      resource="outbox"
      perPage={100}
      filterDefaultValues={{ status: 'pending' }}
      disableSyncWithLocation
      disableAuthentication
      queryOptions={{ refetchInterval: QUEUE_POLL_MS, refetchOnWindowFocus: false, onError: logListFailure('Outbox') }}
    >
      <OutboxScreen />
    </ListBase>
  );
};

export default OutboxPage;

import { ListBase, useListContext } from 'react-admin';
import { Box, Button, Chip, TableCell, TableRow, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { usePageTitle } from '../../layout/use-page-title';
import type { RunRow } from '../ops-types';
import { contactName, formatTime, isDue, isOverdue, logListFailure, QUEUE_POLL_MS, sequenceName, stepLabel } from '../shared/ops-format';
import { ErrorBox, FilterSelect, OpsHeader, StatusChip } from '../shared/OpsParts';
import { OpsTable } from '../shared/OpsTable';
import { RunActionButtons } from '../shared/RunActionButtons';
import { useRunActions } from '../shared/use-run-actions';
import { ExplainLine } from '../runs/ExplainLine';

export const QUEUE_STATE_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'completed', label: 'Completed' },
] as const;
export const QUEUE_DUE_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'now', label: 'Due Now' },
] as const;
export const NO_ENROLLMENTS = 'No enrollments found';
/** The queue is one read (no pages): the controller's page size only keys the query. */
const RUNS_QUEUE_READ = 100;

const COLUMNS = [
  { label: 'Contact' },
  { label: 'Sequence' },
  { label: 'Status' },
  { label: 'Step' },
  { label: 'Next Run' },
  { label: 'Actions', align: 'right' as const },
];

const QueueRow = ({ run, now, actions }: { run: RunRow; now: Date; actions: ReturnType<typeof useRunActions> }) => {
  const name = [run.first_name, run.last_name].map((part) => part?.trim()).filter(Boolean).join(' ') || contactName(run);
  const due = isDue(run, now);
  return (
    <TableRow hover data-testid="queue-row" data-due={due ? 'true' : 'false'}>
      <TableCell>
        <Typography variant="body2" fontWeight={600}>{name}</Typography>
        {run.email ? <Typography variant="caption" color="text.secondary">{run.email}</Typography> : null}
      </TableCell>
      <TableCell>{sequenceName(run)}</TableCell>
      <TableCell>{due ? <StatusChip status="due" /> : <StatusChip status={run.state} />}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{stepLabel(run.current_step)}</TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
          {formatTime(run.next_run_at)}
          {isOverdue(run, now) ? <Chip size="small" color="error" variant="outlined" label="Overdue" /> : null}
        </Box>
        <ExplainLine run={run} />
      </TableCell>
      <TableCell align="right"><RunActionButtons run={run} actions={actions} offered={['reactivate', 'advance']} /></TableCell>
    </TableRow>
  );
};

const QueueScreen = () => {
  const { data, total, isPending, isFetching, error, refetch, filterValues, setFilters } = useListContext<RunRow>();
  const actions = useRunActions(() => void refetch());
  const rows = data ?? [];
  // Due and overdue are judged at each render: every poll (5 s) renders again.
  const now = new Date();
  const count = total ?? rows.length;
  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <OpsHeader title={isPending ? 'Live Queue' : `Live Queue (${count})`} subtitle="Runs waiting for their next step, read every 5 seconds">
        <FilterSelect label="State" value={String(filterValues.state ?? 'active')} options={QUEUE_STATE_OPTIONS} onChange={(value) => setFilters({ ...filterValues, state: value })} />
        <FilterSelect label="Due" value={String(filterValues.due ?? 'all')} options={QUEUE_DUE_OPTIONS} onChange={(value) => setFilters({ ...filterValues, due: value })} width={130} />
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>Refresh</Button>
      </OpsHeader>
      {error ? <ErrorBox text="Failed to load the queue" error={error} onRetry={() => void refetch()} /> : null}
      <OpsTable label="queue" columns={COLUMNS} loading={isPending} fetching={isFetching} empty={!error && rows.length === 0} emptyText={NO_ENROLLMENTS}>
        {rows.map((run) => <QueueRow key={run.id} run={run} now={now} actions={actions} />)}
      </OpsTable>
      {!isPending && !error && rows.length > 0 && count > rows.length ? (
        // The queue reads one page (the soonest runs): say so rather than let the count and the rows disagree.
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="queue-partial">
          {`Showing the first ${rows.length} of ${count} runs`}
        </Typography>
      ) : null}
    </Box>
  );
};

/** /ops/queue: runs by state and due, read again every 5 s, with Reactivate and Advance Step on every row. */
const LiveQueuePage = () => {
  usePageTitle('Live Queue');
  return (
    <ListBase
      resource="run-queue"
      perPage={RUNS_QUEUE_READ}
      filterDefaultValues={{ state: 'active', due: 'all' }}
      disableSyncWithLocation
      disableAuthentication
      queryOptions={{ refetchInterval: QUEUE_POLL_MS, refetchOnWindowFocus: false, onError: logListFailure('Live Queue') }}
    >
      <QueueScreen />
    </ListBase>
  );
};

export default LiveQueuePage;

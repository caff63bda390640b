import { Fragment } from 'react';
import { ListBase, useListContext } from 'react-admin';
import { Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import { usePageTitle } from '../../layout/use-page-title';
import { RUNS_PAGE_SIZE } from '../../providers/ops-methods';
import type { RunRow } from '../ops-types';
import { contactName, formatTime, logListFailure, rangeLabel, sequenceName, stepLabel } from '../shared/ops-format';
import { ErrorBox, OpsHeader, StatusChip } from '../shared/OpsParts';
import { OpsTable } from '../shared/OpsTable';
import { RunActionButtons, runActionsFor } from '../shared/RunActionButtons';
import { useRunActions } from '../shared/use-run-actions';
import { RunsFilters } from './ActiveRunsFilters';
import { useDemoReplies } from './demo-reply';
import { ExplainLine } from './ExplainLine';
import { RunSelectBox, RunsBulkBar, SelectPageBox } from './RunsBulkBar';
import { SimulateReplyButton } from './SimulateReplyButton';

export const NO_RUNS = 'No enrollments found';

/**
 * An address that may wrap just before its '@' when the column is narrow, so the table fits its card with every row
 * action in view (a long address would otherwise widen the table and push the actions out of sight).
 */
const breakableEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return at > 0 ? <>{email.slice(0, at)}<wbr />{email.slice(at)}</> : email;
};

const COLUMNS = [
  { label: 'Select', header: <SelectPageBox />, padding: 'checkbox' as const },
  { label: 'Contact' },
  { label: 'Sequence' },
  { label: 'Step' },
  { label: 'Next Run' },
  { label: 'Retries', align: 'right' as const },
  { label: 'State' },
  { label: 'Actions', align: 'right' as const },
];

/** Previous/Next with 'Showing a to b of n results', only when there is more than one page. */
export const RunsPagination = () => {
  const { page, perPage, total, data, setPage, isPending, error } = useListContext<RunRow>();
  if (isPending || error || !total) return null;
  const pages = Math.ceil(total / perPage);
  if (pages <= 1) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
      <Typography variant="body2" color="text.secondary" data-testid="runs-range">{rangeLabel(page, perPage, data?.length ?? 0, total)}</Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</Button>
        <Button variant="outlined" size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>Next</Button>
      </Box>
    </Box>
  );
};

const RunsScreen = () => {
  const { data, isPending, isFetching, error, refetch } = useListContext<RunRow>();
  const actions = useRunActions(() => void refetch());
  const demoReplies = useDemoReplies();
  const rows = data ?? [];
  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <OpsHeader title="Active Runs" subtitle="Every contact's run through a sequence: where it stands, when it sends next, and why">
        <RunsFilters />
      </OpsHeader>
      {error ? <ErrorBox text="Failed to load runs" error={error} onRetry={() => void refetch()} /> : null}
      <RunsBulkBar />
      <OpsTable label="runs" columns={COLUMNS} loading={isPending} fetching={isFetching} empty={!error && rows.length === 0} emptyText={NO_RUNS}>
        {rows.map((run) => (
          <Fragment key={run.id}>
            {/* The run and its explain line read as one row: hovering either highlights both. */}
            <TableRow data-testid="run-row" sx={{ '& > td': { borderBottom: 'none' }, '&:hover, &:hover + tr, &:has(+ tr:hover)': { bgcolor: 'action.hover' } }}>
              <TableCell padding="checkbox"><RunSelectBox run={run} /></TableCell>
              <TableCell>
                <Typography variant="body2" fontWeight={600}>{contactName(run)}</Typography>
                {run.email ? <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{breakableEmail(run.email)}</Typography> : null}
              </TableCell>
              <TableCell>{sequenceName(run)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{stepLabel(run.current_step)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(run.next_run_at)}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{run.retry_count ?? 0}</TableCell>
              <TableCell><StatusChip status={run.state} /></TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25 }}>
                  {demoReplies && runActionsFor(run.state).length > 0 ? <SimulateReplyButton run={run} onDone={() => void refetch()} /> : null}
                  <RunActionButtons run={run} actions={actions} offered={runActionsFor(run.state)} />
                </Box>
              </TableCell>
            </TableRow>
            <TableRow data-testid="run-explain-row" sx={{ '&:hover': { bgcolor: 'action.hover' } }}>
              <TableCell colSpan={COLUMNS.length} sx={{ pt: 0, pb: 1 }}>
                <ExplainLine run={run} />
              </TableCell>
            </TableRow>
          </Fragment>
        ))}
      </OpsTable>
      <RunsPagination />
    </Box>
  );
};

/**
 * /automation/runs: runs by contact search, sequence, state and due, 20 a page, with the explain line, the run actions
 * and the selected runs' bulk pause and cancel. The selection lives with the page (not remembered across visits).
 */
const ActiveRunsPage = () => {
  usePageTitle('Active Runs');
  return (
    <ListBase
      resource="runs"
      perPage={RUNS_PAGE_SIZE}
      filterDefaultValues={{ state: 'active', due: 'all' }}
      disableSyncWithLocation
      storeKey={false}
      disableAuthentication
      queryOptions={{ refetchOnWindowFocus: false, onError: logListFailure('Active Runs') }}
    >
      <RunsScreen />
    </ListBase>
  );
};

export default ActiveRunsPage;

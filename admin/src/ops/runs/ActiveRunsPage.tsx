import { ListBase, useListContext } from 'react-admin';
import { Box, Button, Typography, useMediaQuery, type Theme } from '@mui/material';
import { usePageTitle } from '../../layout/use-page-title';
import { RUNS_PAGE_SIZE } from '../../providers/ops-methods';
import type { RunRow } from '../ops-types';
import { logListFailure, rangeLabel } from '../shared/ops-format';
import { ErrorBox, OpsHeader } from '../shared/OpsParts';
import { OpsTable } from '../shared/OpsTable';
import { useRunActions } from '../shared/use-run-actions';
import { RunsFilters } from './ActiveRunsFilters';
import { useDemoReplies } from './demo-reply';
import { RunsBulkBar } from './RunsBulkBar';
import { PHONE_RUN_COLUMNS, RUN_COLUMNS, RunTableRow } from './RunTableRow';

export const NO_RUNS = 'No enrollments found';

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
  const onChanged = () => void refetch();
  const actions = useRunActions(onChanged);
  const demoReplies = useDemoReplies();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const rows = data ?? [];
  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <OpsHeader title="Active Runs" subtitle="Every contact's run through a sequence: where it stands, when it sends next, and why">
        <RunsFilters />
      </OpsHeader>
      {error ? <ErrorBox text="Failed to load runs" error={error} onRetry={onChanged} /> : null}
      <RunsBulkBar />
      <OpsTable
        label="runs"
        columns={phone ? PHONE_RUN_COLUMNS : RUN_COLUMNS}
        loading={isPending}
        fetching={isFetching}
        empty={!error && rows.length === 0}
        emptyText={NO_RUNS}
      >
        {rows.map((run) => (
          <RunTableRow key={run.id} run={run} phone={phone} actions={actions} demoReplies={demoReplies} onChanged={onChanged} />
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

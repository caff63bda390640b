import { useState } from 'react';
import { Box, LinearProgress, Stack } from '@mui/material';
import { usePageTitle } from '../layout/use-page-title';
import type { DashboardRange } from '../opportunities/opportunity-types';
import { dashboardErrorMessage, DEFAULT_DASHBOARD_RANGE, stuckTotal } from './dashboard-format';
import { DashboardHeader } from './DashboardHeader';
import { HealthCards, StatCards } from './DashboardMetrics';
import { DashboardError, DashboardSkeleton } from './DashboardStates';
import { RecentActivity } from './RecentActivity';
import { StuckJobsTable } from './StuckJobsTable';
import { TrendChart } from './TrendChart';
import { useDashboard } from './use-dashboard';
import { useRequeue } from './use-requeue';

/** "/": the monitoring dashboard of seed 000 §2 — health, totals, stuck syncs, trend and recent activity. */
const DashboardPage = () => {
  usePageTitle('Dashboard');
  const [range, setRange] = useState<DashboardRange>(DEFAULT_DASHBOARD_RANGE);
  const { summary, summaryRange, isPlaceholder, recent, isPending, isFetching, error, updatedAt, refresh } = useDashboard(range);
  const requeue = useRequeue(refresh);
  const reload = () => void refresh();

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1440, mx: 'auto' }}>
      <DashboardHeader
        range={range}
        onRangeChange={setRange}
        onRefresh={reload}
        refreshing={isFetching}
        workerOk={summary?.health.worker_ok}
        updatedAt={updatedAt}
      />
      <Box sx={{ height: 4 }}>{isFetching && !isPending ? <LinearProgress aria-label="Refreshing dashboard" /> : null}</Box>
      {error ? <DashboardError message={dashboardErrorMessage(error)} onRetry={reload} retrying={isFetching} /> : null}
      {summary ? (
        <>
          <HealthCards health={summary.health} last24h={summary.last24h} />
          {/* While another range loads, the figures shown are still labelled (and dimmed) as the range they count. */}
          <StatCards totals={summary.totals} range={summaryRange ?? range} stale={isPlaceholder} />
          {summary.stuck.length > 0 ? <StuckJobsTable jobs={summary.stuck} {...stuckTotal(summary)} actions={requeue} /> : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' } }}>
            <TrendChart points={summary.trend ?? []} />
            <RecentActivity items={recent} now={updatedAt || Date.now()} />
          </Box>
        </>
      ) : isPending && !error ? (
        <DashboardSkeleton />
      ) : null}
    </Stack>
  );
};

export default DashboardPage;

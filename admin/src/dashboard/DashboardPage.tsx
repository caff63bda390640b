import { lazy, Suspense, useState } from 'react';
import { Box, LinearProgress, Skeleton, Stack } from '@mui/material';
import type { DashboardRange } from '../api/types';
import { usePageTitle } from '../layout/use-page-title';
import { CallsDueCard } from './CallsDueCard';
import { dashboardErrorMessage, DEFAULT_DASHBOARD_RANGE, stuckTotal } from './dashboard-format';
import { DashboardHeader } from './DashboardHeader';
import { HealthCards, StatCards } from './DashboardMetrics';
import { HeldDomainAlerts } from './HeldDomainAlerts';
import { PausedMailboxAlerts } from './PausedMailboxAlerts';
import { DashboardError, DashboardSkeleton } from './DashboardStates';
import { RecentActivity } from './RecentActivity';
import { StuckJobsTable } from './StuckJobsTable';
import { useDashboard } from './use-dashboard';
import { useRequeue } from './use-requeue';

// The chart library is a chunk of its own: the figures show while it loads.
const TrendChart = lazy(() => import('./TrendChart'));

/** "/": the monitoring dashboard — health, totals, stuck syncs, trend and recent activity. */
const DashboardPage = () => {
  usePageTitle('Dashboard');
  const [range, setRange] = useState<DashboardRange>(DEFAULT_DASHBOARD_RANGE);
  const { summary, isPlaceholder, recent, isPending, isFetching, error, updatedAt, refresh } = useDashboard(range);
  const requeue = useRequeue(refresh);
  const reload = () => void refresh();

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1440, mx: 'auto' }}>
      <PausedMailboxAlerts />
      <HeldDomainAlerts />
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
          <HealthCards
            health={summary.health}
            last24h={summary.last24h}
            duplicates_open={summary.duplicates_open}
            duplicates_open_exact={summary.duplicates_open_exact}
          />
          {/* While another range loads, the figures shown are still labelled (and dimmed) as the range they count. */}
          <StatCards totals={summary.totals} range={summary.range} stale={isPlaceholder} />
          {summary.stuck.length > 0 ? <StuckJobsTable jobs={summary.stuck} {...stuckTotal(summary)} actions={requeue} /> : null}
          <CallsDueCard />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' } }}>
            <Suspense fallback={<Skeleton variant="rounded" height={340} />}>
              <TrendChart points={summary.trend} />
            </Suspense>
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

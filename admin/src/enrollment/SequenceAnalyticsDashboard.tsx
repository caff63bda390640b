import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Checkbox, Chip, FormControlLabel, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { AnalyticsActiveRun, SequenceAnalyticsSummary } from '../api/types';
import type { AppDataProvider } from '../providers/data-provider';
import { formatDateTime } from './enrollment-format';
import { analyticsSummaryKey } from './step-results-format';
import { StepResultsTable } from './StepResultsTable';

/** The dashboard refreshes every 10 s while auto-refresh is on. */
export const ANALYTICS_REFRESH_MS = 10_000;

const runStatus = (status: string) => (status === 'ready' || status === 'scheduled' || status === 'paused' ? status : 'running');

const StatCard = ({ label, value }: { label: string; value: string | number }) => (
  <Card variant="outlined" sx={{ flex: 1, minWidth: 130 }}>
    <CardContent>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
      <Typography variant="h5">{value}</Typography>
    </CardContent>
  </Card>
);

/** Outcome slices with at least one enrollment, labelled as a person reads them ('reply_received' → 'reply received'). */
const outcomesOf = (summary: SequenceAnalyticsSummary): Array<{ label: string; value: number }> =>
  summary.outcome_breakdown.filter((item) => item.count > 0).map((item) => ({ label: item.outcome.replace(/_/g, ' '), value: item.count }));

const percent = (rate: number) => `${(rate <= 1 ? rate * 100 : rate).toFixed(1)}%`;

const RunItem = ({ run }: { run: AnalyticsActiveRun }) => (
  <ListItem divider>
    <ListItemText
      primary={run.contact.name || run.contact.email || 'Unknown Contact'}
      secondary={`Step ${run.current_step} · next ${run.next_step_label}${run.next_run_at ? ` ${formatDateTime(run.next_run_at)}` : ''}`}
    />
    <Chip size="small" label={runStatus(run.status)} />
  </ListItem>
);

/** 'Analytics Dashboard' of one sequence: lifetime figures, live runs, outcomes, the last 30 days and each step's results. */
export const SequenceAnalyticsDashboard = ({ sequenceId }: { sequenceId: string }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [autoRefresh, setAutoRefresh] = useState(true);
  const { data, error, isPending, refetch } = useQuery({
    queryKey: analyticsSummaryKey(sequenceId),
    queryFn: () => dataProvider.getSequenceAnalyticsSummary(sequenceId),
    refetchInterval: autoRefresh ? ANALYTICS_REFRESH_MS : false,
    retry: false,
  });

  const header = (
    <Stack direction="row" alignItems="center" justifyContent="space-between">
      <Typography variant="h6">Analytics Dashboard</Typography>
      <FormControlLabel control={<Checkbox checked={autoRefresh} onChange={(event) => setAutoRefresh(event.target.checked)} />} label="Auto-refresh (10s)" />
    </Stack>
  );
  if (error) {
    const message = error instanceof Error && error.message ? error.message : 'Failed to fetch analytics';
    return (
      <Stack spacing={2}>
        {header}
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>Retry</Button>}>
          {`Error loading analytics: ${message}`}
        </Alert>
      </Stack>
    );
  }
  if (isPending) return <Stack spacing={2}>{header}<Skeleton variant="rounded" height={240} /></Stack>;

  const outcomes = outcomesOf(data);
  const activity = data.recent_activity;
  const hasActivity = activity.some((day) => day.enrolled + day.completed + day.canceled > 0);
  return (
    <Stack spacing={2}>
      {header}
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        <StatCard label="Total Lifetime" value={data.metrics.total_lifetime} />
        <StatCard label="Active Now" value={data.metrics.active_now} />
        <StatCard label="Completed" value={data.metrics.completed} />
        <StatCard label="Conversion Rate" value={percent(data.metrics.conversion_rate)} />
      </Stack>
      <Box>
        <Typography variant="subtitle1" fontWeight={600}>Live Active Runs</Typography>
        {data.active_runs.length === 0 ? (
          <Typography variant="body2" color="text.secondary">No active runs</Typography>
        ) : (
          <List dense>{data.active_runs.map((run) => <RunItem key={run.id} run={run} />)}</List>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle1" fontWeight={600}>Outcome Breakdown</Typography>
        {outcomes.length === 0 ? (
          <Typography variant="body2" color="text.secondary">No outcomes yet</Typography>
        ) : (
          <PieChart height={200} series={[{ data: outcomes.map((item, index) => ({ id: index, ...item })), innerRadius: 40 }]} />
        )}
      </Box>
      <Box>
        <Typography variant="subtitle1" fontWeight={600}>Recent Activity (30d)</Typography>
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
          <Typography variant="body2">{`Steps completed: ${data.funnel_metrics.steps_completed_30d}`}</Typography>
          <Typography variant="body2">{`Conversions: ${data.funnel_metrics.conversions_30d}`}</Typography>
          <Typography variant="body2">{`Enrollments: ${data.funnel_metrics.active_enrollments_30d}`}</Typography>
        </Stack>
        {hasActivity ? (
          <BarChart
            height={200}
            xAxis={[{ scaleType: 'band', data: activity.map((day) => day.date.slice(5)) }]}
            series={[
              { data: activity.map((day) => day.enrolled), label: 'Enrolled', stack: 'day' },
              { data: activity.map((day) => day.completed), label: 'Completed', stack: 'day' },
              { data: activity.map((day) => day.canceled), label: 'Canceled', stack: 'day' },
            ]}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">No activity in the last 30 days</Typography>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle1" fontWeight={600}>Step results</Typography>
        <StepResultsTable steps={data.step_results ?? []} />
      </Box>
    </Stack>
  );
};

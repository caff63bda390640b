import { lazy, Suspense } from 'react';
import { Box, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, ToggleButton, ToggleButtonGroup } from '@mui/material';
import TotalIcon from '@mui/icons-material/LeaderboardOutlined';
import TimerIcon from '@mui/icons-material/TimerOutlined';
import EnrichedIcon from '@mui/icons-material/AutoFixHighOutlined';
import SyncedIcon from '@mui/icons-material/CloudDoneOutlined';
import type { VelocityData, VelocityTimeframe } from '../api/types';
import { formatShortDate } from '../format/date';
import { formatCount, formatHours, latestDays, percentOf, REFRESH_MS } from './analytics-format';
import { AnalyticsPanel, MetricGrid, QueryView } from './AnalyticsPanel';
import { VelocityFunnel } from './VelocityFunnel';
import { useAnalyticsRead } from './use-analytics-read';

const VelocityChart = lazy(() => import('./VelocityChart'));

export const TIMEFRAMES: readonly VelocityTimeframe[] = ['7d', '30d', '90d'];
export const DEFAULT_TIMEFRAME: VelocityTimeframe = '7d';

const metricsOf = ({ metrics: m }: VelocityData) => [
  { label: 'Total Opportunities', value: formatCount(m.total_opportunities), icon: <TotalIcon />, hint: 'Created in the timeframe' },
  { label: 'Avg Processing Time', value: formatHours(m.avg_processing_hours), icon: <TimerIcon />, hint: 'From creation to CRM sync' },
  { label: 'Enriched', value: formatCount(m.enriched_opportunities), icon: <EnrichedIcon />, hint: `${percentOf(m.enriched_opportunities, m.total_opportunities)} of new` },
  { label: 'Synced', value: formatCount(m.synced_opportunities), icon: <SyncedIcon />, hint: `${percentOf(m.synced_opportunities, m.total_opportunities)} of new` },
];

const VelocityBody = ({ data }: { data: VelocityData }) => (
  <>
    <MetricGrid metrics={metricsOf(data)} />
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' } }}>
      <AnalyticsPanel id="velocity-funnel" title="Pipeline Funnel" subheader="New → Enriched → Synced">
        <VelocityFunnel
          stages={[
            { label: 'New', value: data.metrics.total_opportunities },
            { label: 'Enriched', value: data.metrics.enriched_opportunities },
            { label: 'Synced', value: data.metrics.synced_opportunities },
          ]}
        />
      </AnalyticsPanel>
      <AnalyticsPanel id="velocity-trend" title="Daily Velocity" subheader={`Every day of the last ${data.daily_breakdown.length} days`}>
        <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
          <VelocityChart days={data.daily_breakdown} />
        </Suspense>
      </AnalyticsPanel>
    </Box>
    <AnalyticsPanel id="velocity-breakdown" title="Daily Breakdown" subheader="The latest 10 days, newest first">
      <TableContainer>
        <Table size="small" aria-labelledby="velocity-breakdown-title">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell align="right">New</TableCell>
              <TableCell align="right">Enriched</TableCell>
              <TableCell align="right">Synced</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {latestDays(data.daily_breakdown).map((day) => (
              <TableRow key={day.date} data-testid="breakdown-row">
                <TableCell component="th" scope="row">{formatShortDate(day.date)}</TableCell>
                <TableCell align="right">{formatCount(day.new_opportunities)}</TableCell>
                <TableCell align="right">{formatCount(day.enriched)}</TableCell>
                <TableCell align="right">{formatCount(day.synced)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </AnalyticsPanel>
  </>
);

/** Opportunity Velocity: the timeframe's figures, funnel, daily chart and the latest days' table. */
const VelocityTab = ({ autoRefresh, timeframe, onTimeframeChange }: { autoRefresh: boolean; timeframe: VelocityTimeframe; onTimeframeChange: (t: VelocityTimeframe) => void }) => {
  const query = useAnalyticsRead(['velocity', timeframe], (p) => p.getVelocity(timeframe), autoRefresh && REFRESH_MS.velocity);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={timeframe}
        aria-label="Timeframe"
        onChange={(_, value: VelocityTimeframe | null) => value && onTimeframeChange(value)}
        sx={{ justifySelf: 'start' }}
      >
        {TIMEFRAMES.map((t) => (
          <ToggleButton key={t} value={t} sx={{ px: 2 }}>
            {t}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <QueryView query={query} loadingLabel="Loading velocity">
        {(data) => (
          // While another timeframe loads, the previous figures stay, dimmed.
          <Box sx={{ display: 'grid', gap: 2, opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isPlaceholderData}>
            <VelocityBody data={data} />
          </Box>
        )}
      </QueryView>
    </Box>
  );
};

export default VelocityTab;

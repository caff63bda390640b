import { Box, Card, CardContent, CardHeader, Typography, useTheme } from '@mui/material';
import ShowChartIcon from '@mui/icons-material/ShowChartOutlined';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import type { DashboardTrendPoint } from '../api/types';
import { describeTrend, formatAxisCount, formatTrendDay } from './trend-format';

const TITLE = 'New vs synced opportunities per day';
/** Room for the widest tick label formatAxisCount makes ("99,999", "999.9K") plus the tick itself. */
const Y_AXIS_WIDTH = 60;

/** Compact on the axis, exact in the tooltip. */
const formatCountValue = (value: number, context: AxisValueFormatterContext): string =>
  context.location === 'tick' ? formatAxisCount(value) : value.toLocaleString('en-US');

export interface TrendChartProps {
  points: DashboardTrendPoint[];
  /** Fixed size; by default the chart fills the card (as tall as Recent Activity beside it). */
  width?: number;
  height?: number;
}

/** "Daily Trend": grouped bars of new vs synced opportunities per day (summary.trend), in theme colours. */
const TrendChart = ({ points, width, height }: TrendChartProps) => {
  const { palette } = useTheme();
  return (
    <Card component="section" aria-labelledby="trend-title" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        avatar={<ShowChartIcon color="primary" />}
        title="Daily Trend"
        subheader={TITLE}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'trend-title' } }}
      />
      <CardContent sx={{ pt: 0, flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ flex: 1, minWidth: 0, minHeight: 260, maxHeight: 480 }}>
          {points.length === 0 ? (
            <Typography color="text.secondary" sx={{ pt: 8, textAlign: 'center' }}>
              No trend data for this range
            </Typography>
          ) : (
            <BarChart
              role="img"
              aria-label={`${TITLE}. ${describeTrend(points)}`}
              width={width}
              height={height}
              dataset={points}
              xAxis={[{ scaleType: 'band', dataKey: 'date', valueFormatter: formatTrendDay, disableTicks: true }]}
              yAxis={[
                { width: Y_AXIS_WIDTH, tickNumber: 5, tickMinStep: 1, disableLine: true, disableTicks: true, valueFormatter: formatCountValue },
              ]}
              series={[
                { dataKey: 'new', label: 'New', color: palette.primary.main, labelMarkType: 'circle' },
                { dataKey: 'synced', label: 'Synced', color: palette.success.main, labelMarkType: 'circle' },
              ]}
              grid={{ horizontal: true }}
              // Bars appear at once, as before: no grow-in on every 60 s refresh.
              skipAnimation
              borderRadius={2}
              margin={{ left: 0, right: 8, top: 20, bottom: 0 }}
              slotProps={{ legend: { position: { vertical: 'top', horizontal: 'end' } } }}
              sx={{ '& .MuiChartsGrid-line': { strokeDasharray: '3 3' } }}
            >
              {/* One marker per day: the days the chart covers, for tests and tooling that count them. */}
              {points.map((point) => (
                <g key={point.date} data-testid="trend-day" data-date={point.date} />
              ))}
            </BarChart>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};

export default TrendChart;

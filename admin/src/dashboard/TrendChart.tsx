import { useId } from 'react';
import { Box, Card, CardContent, CardHeader, Stack, Typography, useTheme } from '@mui/material';
import ShowChartIcon from '@mui/icons-material/ShowChartOutlined';
import type { TrendPoint } from '../opportunities/opportunity-types';
import { describeTrend, layoutBars, niceMax, yTicks, type ChartBox } from './trend-scale';
import { useElementSize } from './use-element-size';

const MIN_HEIGHT = 220;
const MARGIN = { top: 12, right: 8, bottom: 26, left: 40 };

const LegendItem = ({ label, color }: { label: string; color: string }) => (
  <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
    <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: color }} />
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
  </Stack>
);

interface PlotProps {
  points: TrendPoint[];
  width: number;
  height: number;
  titleId: string;
  descId: string;
}

const Plot = ({ points, width, height, titleId, descId }: PlotProps) => {
  const { palette, typography } = useTheme();
  const box: ChartBox = { width, height, margin: MARGIN };
  const max = niceMax(Math.max(0, ...points.map((point) => Math.max(point.new, point.synced))));
  const bars = layoutBars(points, box, max);
  const bottom = height - MARGIN.bottom;
  const innerHeight = bottom - MARGIN.top;
  const text = { fill: palette.text.secondary, fontSize: 11, fontFamily: typography.fontFamily };
  return (
    <svg
      width={width}
      height={height}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      style={{ display: 'block', position: 'absolute', inset: 0 }}
    >
      <title id={titleId}>New vs synced opportunities per day</title>
      <desc id={descId}>{describeTrend(points)}</desc>
      {yTicks(max).map((tick) => {
        const y = bottom - (tick / max) * innerHeight;
        return (
          <g key={tick}>
            <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y} y2={y} stroke={palette.divider} strokeDasharray={tick ? '3 3' : undefined} />
            <text x={MARGIN.left - 6} y={y} dy="0.32em" textAnchor="end" {...text}>
              {tick.toLocaleString('en-US')}
            </text>
          </g>
        );
      })}
      {bars.map((bar) => (
        <g key={bar.date} data-testid="trend-day" data-date={bar.date}>
          <title>{`${bar.label}: ${bar.newCount} new, ${bar.syncedCount} synced`}</title>
          <rect x={bar.x - bar.barWidth - 1} y={bottom - bar.newHeight} width={bar.barWidth} height={bar.newHeight} rx={2} fill={palette.primary.main} />
          <rect x={bar.x + 1} y={bottom - bar.syncedHeight} width={bar.barWidth} height={bar.syncedHeight} rx={2} fill={palette.success.main} />
          {bar.showLabel ? (
            <text x={bar.x} y={bottom + 16} textAnchor="middle" {...text}>
              {bar.label}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
};

/** Small grouped-bar chart of new vs synced opportunities per day (summary.trend), plain SVG in theme colours. */
export const TrendChart = ({ points }: { points: TrendPoint[] }) => {
  const { palette } = useTheme();
  // The plot fills the card (as tall as Recent Activity beside it); the SVG is absolute so it never sizes its box.
  const [ref, size] = useElementSize<HTMLDivElement>({ width: 560, height: MIN_HEIGHT });
  const baseId = useId();
  return (
    <Card component="section" aria-labelledby="trend-title" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        avatar={<ShowChartIcon color="primary" />}
        title="Daily Trend"
        subheader="New vs synced opportunities per day"
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'trend-title' } }}
        action={
          <Stack direction="row" spacing={2} sx={{ mt: 2, mr: 2 }} role="group" aria-label="Legend">
            <LegendItem label="New" color={palette.primary.main} />
            <LegendItem label="Synced" color={palette.success.main} />
          </Stack>
        }
      />
      <CardContent sx={{ pt: 0, flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Box ref={ref} sx={{ position: 'relative', flex: 1, minWidth: 0, minHeight: MIN_HEIGHT, maxHeight: 480 }}>
          {points.length === 0 ? (
            <Typography color="text.secondary" sx={{ pt: 8, textAlign: 'center' }}>
              No trend data for this range
            </Typography>
          ) : (
            <Plot points={points} width={size.width} height={size.height} titleId={`${baseId}-title`} descId={`${baseId}-desc`} />
          )}
        </Box>
      </CardContent>
    </Card>
  );
};

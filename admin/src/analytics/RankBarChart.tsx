import { Box, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatAxisCount } from '../dashboard/trend-format';
import { describeRanking, formatCount } from './analytics-format';

export interface RankRow {
  label: string;
  value: number;
}

/** A ranking as horizontal bars (largest first as given), its figures also in the chart's text alternative. */
const RankBarChart = ({ rows, title, color, testId }: { rows: readonly RankRow[]; title: string; color?: 'primary' | 'secondary' | 'success' | 'info' | 'warning'; testId: string }) => {
  const { palette } = useTheme();
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid={testId}>
        No data yet
      </Typography>
    );
  }
  return (
    <Box data-testid={testId} sx={{ height: Math.max(160, 34 * rows.length + 40), minWidth: 0 }}>
      <BarChart
        role="img"
        aria-label={`${title}: ${describeRanking(rows)}`}
        layout="horizontal"
        dataset={rows.map((r) => ({ ...r }))}
        yAxis={[{ scaleType: 'band', dataKey: 'label', width: 110, disableTicks: true }]}
        xAxis={[{ tickMinStep: 1, disableLine: true, disableTicks: true, valueFormatter: (v: number) => formatAxisCount(v) }]}
        series={[{ dataKey: 'value', label: title, color: palette[color ?? 'primary'].main, valueFormatter: (v) => formatCount(v ?? 0) }]}
        grid={{ vertical: true }}
        hideLegend
        skipAnimation
        borderRadius={2}
        margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
        sx={{ '& .MuiChartsGrid-line': { strokeDasharray: '3 3' } }}
      />
    </Box>
  );
};

export default RankBarChart;

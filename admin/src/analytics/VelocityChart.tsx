import { Box, useTheme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { LineChart } from '@mui/x-charts/LineChart';
import type { VelocityDay } from '../api/types';
import { formatAxisCount } from '../dashboard/trend-format';
import { formatCount, formatDay } from './analytics-format';

const describe = (days: readonly VelocityDay[]): string => {
  const total = days.reduce((sum, d) => sum + d.new_opportunities, 0);
  const peak = days.reduce<VelocityDay | null>((best, d) => (!best || d.new_opportunities > best.new_opportunities ? d : best), null);
  const range = days.length ? `${formatDay(days[0].date)} to ${formatDay(days[days.length - 1].date)}` : '';
  return `New, enriched and synced opportunities per day, ${range}: ${formatCount(total)} new in all` +
    (peak && peak.new_opportunities > 0 ? `, most on ${formatDay(peak.date)} (${formatCount(peak.new_opportunities)}).` : '.');
};

/** Every day of the timeframe as three lines, with the figures also in a table for screen readers. */
const VelocityChart = ({ days }: { days: readonly VelocityDay[] }) => {
  const { palette } = useTheme();
  return (
    <Box data-testid="velocity-chart" sx={{ height: 300, minWidth: 0 }}>
      <LineChart
        role="img"
        aria-label={describe(days)}
        dataset={days.map((d) => ({ ...d }))}
        xAxis={[{ scaleType: 'point', dataKey: 'date', valueFormatter: formatDay, disableTicks: true }]}
        // Counts start at 0: left to itself the axis starts near the smallest value, so a 2 would sit on the baseline.
        yAxis={[{ width: 60, min: 0, tickMinStep: 1, disableLine: true, disableTicks: true, valueFormatter: (v: number) => formatAxisCount(v) }]}
        series={[
          { dataKey: 'new_opportunities', label: 'New', color: palette.primary.main, showMark: days.length <= 31 },
          { dataKey: 'enriched', label: 'Enriched', color: palette.info.main, showMark: days.length <= 31 },
          { dataKey: 'synced', label: 'Synced', color: palette.success.main, showMark: days.length <= 31 },
        ]}
        grid={{ horizontal: true }}
        skipAnimation
        margin={{ left: 0, right: 28, top: 20, bottom: 0 }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'end' } } }}
        sx={{ '& .MuiChartsGrid-line': { strokeDasharray: '3 3' } }}
      />
      <Box component="table" sx={visuallyHidden}>
        <caption>Opportunities per day</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">New</th>
            <th scope="col">Enriched</th>
            <th scope="col">Synced</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              <td>{d.new_opportunities}</td>
              <td>{d.enriched}</td>
              <td>{d.synced}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
};

export default VelocityChart;

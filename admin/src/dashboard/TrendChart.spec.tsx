import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryDataProvider } from '../test/memory-data-provider';
import { renderInAdmin } from '../test/render';
import TrendChart from './TrendChart';

const renderChart = (points: Array<{ date: string; new: number; synced: number }>) =>
  renderInAdmin(<TrendChart points={points} width={640} height={300} />, { dataProvider: createMemoryDataProvider().provider });

describe('TrendChart', () => {
  it('draws new and synced bars per day with day labels, a legend, and compact y-axis figures', () => {
    const { container } = renderChart([
      { date: '2027-03-04', new: 1_200_000, synced: 450_000 },
      { date: '2027-03-05', new: 1_500_000, synced: 900_000 },
      { date: '2027-03-06', new: 800_000, synced: 1_000_000 },
    ]);
    const chart = screen.getByRole('img', { name: /^New vs synced opportunities per day\. Mar 4 to Mar 6: 3,500,000 new, 2,350,000 synced\.$/ });
    expect(within(chart).getAllByTestId('trend-day').map((day) => day.dataset.date)).toEqual(['2027-03-04', '2027-03-05', '2027-03-06']);
    expect(container.querySelectorAll('.MuiBarElement-root')).toHaveLength(6);
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('Synced')).toBeInTheDocument();

    const ticks = Array.from(container.querySelectorAll('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel'), (tick) => tick.textContent);
    expect(ticks.length).toBeGreaterThan(1);
    // Compact from 100,000 on, so a label never outgrows the axis: "1.5M", never "1,500,000".
    expect(ticks).toContain('1M');
    for (const tick of ticks) expect(tick).toMatch(/^(\d{1,2}(,\d{3})?|\d{1,3}(\.\d)?[KMB])$/);
    const days = Array.from(container.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel'), (tick) => tick.textContent);
    expect(days).toEqual(['Mar 4', 'Mar 5', 'Mar 6']);
  });

  it('keeps small counts exact with thousands separators', () => {
    const { container } = renderChart([
      { date: '2027-03-04', new: 12_345, synced: 9_000 },
      { date: '2027-03-05', new: 20_000, synced: 15_000 },
    ]);
    const ticks = Array.from(container.querySelectorAll('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel'), (tick) => tick.textContent);
    expect(ticks).toContain('20,000');
    expect(ticks).toContain('0');
  });

  it('says so when the range has no data', () => {
    renderChart([]);
    expect(screen.getByText('No trend data for this range')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VelocityTimeframe } from '../api/types';
import type { AnalyticsMethods } from '../providers/analytics-methods';
import { ApiError } from '../providers/api-error';
import { createMemoryDataProvider } from '../test/memory-data-provider';
import { renderInAdmin } from '../test/render';
import { geographic, moveCalendar, moveDates, statistics, velocity } from './analytics-fixtures';
import { monthOf, shiftMonth } from './analytics-format';
import AnalyticsPage from './AnalyticsPage';

const start = (custom: Partial<AnalyticsMethods> = {}, path = '/analytics') => {
  const { provider } = createMemoryDataProvider(
    {},
    {
      getStatistics: async () => statistics(),
      getVelocity: async (timeframe: VelocityTimeframe) => velocity(timeframe),
      getMoveDates: async () => moveDates(),
      getMoveDateCalendar: async (month: string) => moveCalendar(month),
      getGeographic: async () => geographic(),
      ...custom,
    },
  );
  renderInAdmin(<AnalyticsPage />, { dataProvider: provider, path });
  return provider;
};

const metric = (label: string) => within(screen.getByRole('group', { name: label })).getByTestId('metric-value');
const openTab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));
/** react-admin's useDataProvider logs every failed call; these tests fail calls on purpose. */
const quietDataProviderErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

afterEach(() => {
  vi.useRealTimers();
});

describe('AnalyticsPage', () => {
  it('shows four tabs with the Overview open: the five statistics from /status, after a skeleton', async () => {
    const provider = start();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Opportunity Velocity', 'Move Date Calendar', 'Geographic Intelligence']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status', { name: 'Loading statistics' })).toBeInTheDocument();

    await waitFor(() => expect(metric('Total Synced')).toHaveTextContent('8,123'));
    expect(metric('Total Estimated Revenue')).toHaveTextContent('$1,234,568');
    expect(metric('Synced Today')).toHaveTextContent('42');
    expect(metric('Email Opportunities')).toHaveTextContent('9,001');
    expect(metric('Unprocessed Emails')).toHaveTextContent('17');
    expect(screen.getByRole('switch', { name: 'Auto-refresh' })).toBeChecked();
    expect(provider.getStatistics).toHaveBeenCalledTimes(1);
    // Only the open tab reads.
    expect(provider.getVelocity).not.toHaveBeenCalled();
    expect(provider.getGeographic).not.toHaveBeenCalled();
  });

  it('Opportunity Velocity: 7d by default, the four metrics, funnel bars, table rows, chart; a timeframe switch reads that timeframe', async () => {
    const provider = start();
    await openTab('Opportunity Velocity');
    expect(provider.getVelocity).toHaveBeenLastCalledWith('7d');
    expect(screen.getByRole('button', { name: '7d' })).toHaveAttribute('aria-pressed', 'true');
    // 7 days of 1..7 new: 28 new, 12 enriched (0+1+1+2+2+3+3), 7 synced (0+0+1+1+1+2+2).
    await waitFor(() => expect(metric('Total Opportunities')).toHaveTextContent('28'));
    expect(metric('Avg Processing Time')).toHaveTextContent('3.3 h');
    expect(metric('Enriched')).toHaveTextContent('12');
    expect(metric('Synced')).toHaveTextContent('7');
    expect(screen.getAllByTestId('funnel-stage').map((s) => s.getAttribute('aria-label'))).toEqual(['New: 28 (100%)', 'Enriched: 12 (43%)', 'Synced: 7 (25%)']);
    // Fewer than 10 days: every day, newest first.
    const rows = screen.getAllByTestId('breakdown-row');
    expect(rows).toHaveLength(7);
    expect(within(rows[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['7', '3', '2']);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('Mar 31, 2027');
    const chart = await screen.findByRole('img', { name: /New, enriched and synced opportunities per day, Mar 25 to Mar 31: 28 new in all, most on Mar 31 \(7\)/ });
    expect(chart).toBeInTheDocument();
    expect(within(screen.getByTestId('velocity-chart')).getByRole('table', { hidden: true })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '30d' }));
    expect(provider.getVelocity).toHaveBeenLastCalledWith('30d');
    // 30 days of 1..30 new: 465.
    await waitFor(() => expect(metric('Total Opportunities')).toHaveTextContent('465'));
    const monthRows = screen.getAllByTestId('breakdown-row');
    expect(monthRows).toHaveLength(10);
    expect(within(monthRows[0]).getByRole('rowheader')).toHaveTextContent('Mar 31, 2027');
    expect(within(monthRows[9]).getByRole('rowheader')).toHaveTextContent('Mar 22, 2027');
    await userEvent.click(screen.getByRole('button', { name: '90d' }));
    await waitFor(() => expect(provider.getVelocity).toHaveBeenLastCalledWith('90d'));
    await waitFor(() => expect(metric('Total Opportunities')).toHaveTextContent('4,095'));
    expect(screen.getAllByTestId('breakdown-row')).toHaveLength(10);
  });

  it('draws funnel bars against the largest stage with a 20 % minimum width', async () => {
    const base = velocity('7d');
    start({ getVelocity: async () => ({ ...base, metrics: { ...base.metrics, total_opportunities: 1000, enriched_opportunities: 500, synced_opportunities: 10 } }) }, '/analytics?tab=velocity');
    await waitFor(() => expect(screen.getAllByTestId('funnel-bar')).toHaveLength(3));
    expect(screen.getAllByTestId('funnel-bar').map((bar) => bar.style.width)).toEqual(['100%', '50%', '20%']);
  });

  it('refreshes the velocity every 30 s while auto-refresh is on, and stops when it is switched off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const provider = start({}, '/analytics?tab=velocity');
    await waitFor(() => expect(metric('Total Opportunities')).toHaveTextContent('28'));
    expect(provider.getVelocity).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000);
    });
    expect(provider.getVelocity).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    await waitFor(() => expect(provider.getVelocity).toHaveBeenCalledTimes(2));

    await act(async () => {
      screen.getByRole('switch', { name: 'Auto-refresh' }).click();
    });
    expect(screen.getByRole('switch', { name: 'Auto-refresh' })).not.toBeChecked();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(95_000);
    });
    expect(provider.getVelocity).toHaveBeenCalledTimes(2);
  });

  it('refreshes move dates and geography every 60 s, not at 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const provider = start({}, '/analytics?tab=geographic');
    await waitFor(() => expect(metric('States Covered')).toHaveTextContent('14'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    expect(provider.getGeographic).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    await waitFor(() => expect(provider.getGeographic).toHaveBeenCalledTimes(2));
  });

  it("shows 'Failed to fetch analytics data' when a read fails, and Try Again reads again", async () => {
    quietDataProviderErrors();
    const getGeographic = vi.fn().mockRejectedValueOnce(new ApiError({ message: 'Service unavailable', status: 503 })).mockResolvedValue(geographic());
    start({ getGeographic }, '/analytics?tab=geographic');
    const error = await screen.findByTestId('analytics-error');
    expect(error).toHaveTextContent('Failed to fetch analytics data');
    expect(error).toHaveTextContent('Service unavailable');
    await userEvent.click(within(error).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(metric('Interstate Moves')).toHaveTextContent('410'));
    expect(screen.queryByTestId('analytics-error')).not.toBeInTheDocument();
    expect(getGeographic).toHaveBeenCalledTimes(2);
  });

  it("Move Date Calendar: metrics, this week's and the first 10 upcoming moves with 'N days out' and status badges", async () => {
    start();
    await openTab('Move Date Calendar');
    await waitFor(() => expect(metric('Total Moves')).toHaveTextContent('1,520'));
    expect(metric('This Week')).toHaveTextContent('12');
    expect(metric('Next 30 Days')).toHaveTextContent('340');
    expect(metric('Avg Days Out')).toHaveTextContent('18.4 days');

    const week = within(screen.getByTestId('this-week-list'));
    const weekRows = week.getAllByTestId('move-row');
    expect(weekRows.map((r) => within(r).getByTestId('days-out').textContent)).toEqual(['2 days ago', 'Today', '1 day out']);
    expect(within(weekRows[0]).getByText('Customer W-1')).toBeInTheDocument();
    expect(within(weekRows[0]).getByText('W-1')).toBeInTheDocument();
    expect(within(weekRows[0]).getByText('1 Main St, Austin, TX 78701 → 2 Oak Ave, Denver, CO 80202')).toBeInTheDocument();
    expect(within(weekRows[0]).getByText('Mar 31, 2027')).toBeInTheDocument();
    // Status badges in the detail page's colours: confirmed green, new blue, pending yellow.
    expect(within(weekRows[0]).getByText('confirmed').closest('[data-status]')).toHaveClass('MuiChip-colorSuccess');
    expect(within(weekRows[1]).getByText('new').closest('[data-status]')).toHaveClass('MuiChip-colorInfo');
    expect(within(weekRows[2]).getByText('pending').closest('[data-status]')).toHaveAttribute('data-tone', 'yellow');
    expect(within(weekRows[2]).getByText('Unknown')).toBeInTheDocument();

    const upcoming = within(screen.getByTestId('upcoming-list')).getAllByTestId('move-row');
    expect(upcoming).toHaveLength(10);
    expect(within(upcoming[5]).getByTestId('days-out')).toHaveTextContent('5 days out');
    expect(within(upcoming[1]).getByText('ASSIGNED_TO_AGENCY')).toBeInTheDocument();
    expect(within(upcoming[0]).getByText('PENDING')).toBeInTheDocument();
  });

  it('Move Date Calendar: a heat-map of the month, shaded by count, with month navigation', async () => {
    const provider = start({}, '/analytics?tab=move-dates');
    const month = monthOf(new Date());
    const calendar = await screen.findByTestId('move-calendar');
    expect(provider.getMoveDateCalendar).toHaveBeenLastCalledWith(month);
    const days = within(calendar).getAllByTestId('calendar-day');
    expect(days.length).toBeGreaterThanOrEqual(28);
    const tenth = days.find((d) => d.dataset.date === `${month}-10`)!;
    const third = days.find((d) => d.dataset.date === `${month}-03`)!;
    expect(tenth).toHaveAttribute('aria-label', expect.stringMatching(/: 20 moves$/));
    expect(third).toHaveAttribute('aria-label', expect.stringMatching(/: 5 moves$/));
    expect(calendar).toHaveAccessibleName(expect.stringContaining('25 moves, busiest day 20 moves'));
    // Shaded by count: the busiest day darkest, an empty day plain.
    const shade = (el: HTMLElement) => getComputedStyle(el).backgroundColor;
    expect(shade(tenth)).not.toBe(shade(third));
    expect(shade(days.find((d) => d.dataset.date === `${month}-01`)!)).toMatch(/transparent|rgba\(0, 0, 0, 0\)/);

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(provider.getMoveDateCalendar).toHaveBeenLastCalledWith(shiftMonth(month, 1)));
    await waitFor(() => expect(screen.getByTestId('move-calendar')).toHaveAccessibleName(expect.stringContaining('25 moves')));
    await userEvent.click(screen.getByRole('button', { name: 'This month' }));
    expect(screen.getByRole('button', { name: 'This month' })).toBeDisabled();
  });

  it('Geographic Intelligence: metrics, the US map by origins or destinations, rankings and move types with text alternatives', async () => {
    start();
    await openTab('Geographic Intelligence');
    await waitFor(() => expect(metric('States Covered')).toHaveTextContent('14'));
    expect(metric('Interstate Moves')).toHaveTextContent('410');
    expect(metric('Intrastate Moves')).toHaveTextContent('590');
    expect(metric('Unique Routes')).toHaveTextContent('77');

    // The map shades every state with moves, not only the top 10: OR and VT are past the top list.
    const map = await screen.findByTestId('us-map', {}, { timeout: 10_000 });
    expect(map).toHaveAccessibleName('Moves by origin state: 12 states, most in TX (300). Every state is listed in the table that follows.');
    expect(screen.getByText('Every origin state, shaded by moves out (12 states)')).toBeInTheDocument();
    const shaded = () => [...screen.getByTestId('us-map').querySelectorAll('path')].filter((p) => p.getAttribute('data-count') !== '0');
    expect(shaded().map((p) => p.getAttribute('data-state')).sort()).toEqual(['AZ', 'CA', 'FL', 'GA', 'IL', 'NC', 'OH', 'OR', 'PA', 'TX', 'VT', 'WA']);
    const texas = map.querySelector('path[data-state="TX"]')!;
    expect(texas).toHaveAttribute('data-count', '300');
    expect(texas.querySelector('title')).toHaveTextContent('Texas: 300');
    expect(map.querySelector('path[data-state="VT"]')).toHaveAttribute('data-count', '1');
    expect(map.querySelector('path[data-state="VT"]')!.querySelector('title')).toHaveTextContent('Vermont: 1');
    expect(map.querySelector('path[data-state="CO"]')).toHaveAttribute('data-count', '0');
    expect(texas.getAttribute('fill')).not.toBe(map.querySelector('path[data-state="CO"]')!.getAttribute('fill'));
    expect(map.querySelector('path[data-state="VT"]')!.getAttribute('fill')).not.toBe(map.querySelector('path[data-state="CO"]')!.getAttribute('fill'));
    expect(map.querySelectorAll('path').length).toBeGreaterThanOrEqual(51);
    // Text alternative: every shaded state and its count, largest first, in a visually hidden table.
    const table = () => screen.getByRole('table', { name: /^Moves by (origin|destination) state$/ });
    const tableRows = () => within(table()).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(tableRows()).toHaveLength(12);
    expect(tableRows()[0]).toEqual(['Texas (TX)', '300']);
    expect(tableRows().at(-1)).toEqual(['Vermont (VT)', '1']);

    await userEvent.click(screen.getByRole('button', { name: 'Destinations' }));
    expect(screen.getByTestId('us-map')).toHaveAccessibleName('Moves by destination state: 3 states, most in CO (120). Every state is listed in the table that follows.');
    expect(screen.getByText('Every destination state, shaded by moves in (3 states)')).toBeInTheDocument();
    expect(shaded().map((p) => [p.getAttribute('data-state'), p.getAttribute('data-count')]).sort()).toEqual([['CO', '120'], ['NY', '60'], ['TX', '20']]);
    expect(tableRows()).toEqual([['Colorado (CO)', '120'], ['New York (NY)', '60'], ['Texas (TX)', '20']]);

    // The top lists stay top 10.
    expect(screen.getByRole('img', { name: 'Moves from: TX 300, CA 150, FL 75, AZ 9, GA 8, IL 7, NC 6, OH 5, PA 4 and WA 3.' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Moves to: CO 120, NY 60 and TX 20.' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Moves on route: TX → CA 90 and FL → NY 30.' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Moves by type: Local 400, Intrastate 190 and Interstate 410.' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Moves by size: 2 Bedroom 500 and Unknown 100.' })).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult, DashboardRange, DashboardStuckSync, DashboardSummary, RecentItem, RequeueInput } from '../api/types';
import { makeCallTask, serveCallTasks } from '../calls/call-tasks-test-data';
import type { CallTask } from '../calls/call-tasks-api';
import { ApiError } from '../providers/api-error';
import { createMemoryDataProvider } from '../test/memory-data-provider';
import { renderInAdmin } from '../test/render';
import DashboardPage from './DashboardPage';

const recentItem = (tracking: string, overrides: Partial<RecentItem> = {}): RecentItem => ({
  display_name: '',
  customer: null,
  tracking,
  enriched: false,
  synced: false,
  occurred_at: null,
  ...overrides,
});

const stuck = (id: string, status: string, overrides: Partial<DashboardStuckSync> = {}): DashboardStuckSync => ({
  id,
  tracking: `Q2G-${id}`,
  status,
  last_error: status === 'failed' ? 'HubSpot answered HTTP 502 after 5 attempts' : null,
  attempts: status === 'failed' ? 5 : 1,
  age_minutes: 1440,
  ...overrides,
});

const summary = (overrides: Partial<DashboardSummary> = {}): DashboardSummary => ({
  range: '7d',
  health: { worker_ok: true, api_ms: 42, queue_depth: 1204, failed_jobs: 3 },
  totals: { total: 12345, enriched: 9876, with_phone: 5432, with_move_date: 2100, synced: 8000 },
  last24h: { new: 1500, duplicates: 0 },
  duplicates_open: 0,
  duplicates_open_exact: true,
  trend: [
    { date: '2027-03-04', new: 12, synced: 9 },
    { date: '2027-03-05', new: 20, synced: 15 },
  ],
  stuck: [],
  stuck_count: overrides.stuck?.length ?? 0,
  stuck_count_exact: true,
  recent: [recentItem('FALLBACK0001', { display_name: 'Fallback Person', customer: 'Fallback Person' })],
  ...overrides,
});

/** What the data provider rejects with: an error status with the envelope, or a 2xx `{success: false, error}`. */
const refused = (error: string, status = 200) =>
  new ApiError({ message: error, status, body: { success: false, error: error || null, message: error } });

interface Setup {
  summary?: DashboardSummary | ((range: DashboardRange) => Promise<DashboardSummary>);
  recent?: RecentItem[];
  requeue?: (input: RequeueInput) => Promise<ApiResult>;
  tasks?: CallTask[];
}

const start = (setup: Setup = {}) => {
  serveCallTasks(setup.tasks ?? []);
  const answer = setup.summary ?? summary();
  const { provider } = createMemoryDataProvider(
    {},
    {
      getDashboardSummary: typeof answer === 'function' ? answer : async (range: DashboardRange) => ({ ...answer, range }),
      getDashboardRecent: async () => setup.recent ?? [],
      requeueSync: setup.requeue ?? (async () => ({ success: true })),
    },
  );
  renderInAdmin(<DashboardPage />, { dataProvider: provider });
  return provider;
};

/** react-admin's useDataProvider logs every failed call; these tests fail calls on purpose. */
const quietDataProviderErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

const metric = (label: string) => within(screen.getByRole('group', { name: label })).getByTestId('metric-value');

afterEach(() => {
  vi.useRealTimers();
});

describe('DashboardPage', () => {
  it('shows the title, a loading skeleton, then the health and total figures with thousands separators', async () => {
    const provider = start({ recent: [recentItem('Q2G-77771234', { display_name: 'Jane Doe', customer: 'Jane Doe', enriched: true, synced: true })] });
    expect(screen.getByRole('heading', { level: 1, name: 'Lead Automation Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Real-time monitoring of your automation system')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-skeleton')).toBeInTheDocument();

    expect(await screen.findByText('Healthy')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-skeleton')).not.toBeInTheDocument();
    expect(metric('API Status')).toHaveTextContent('42 ms');
    expect(metric('Queue Depth')).toHaveTextContent('1,204');
    expect(metric('Failed Jobs')).toHaveTextContent('3');
    expect(metric('Last 24h')).toHaveTextContent('1,500');
    expect(metric('Total Opportunities')).toHaveTextContent('12,345');
    expect(metric('Q2G Enriched')).toHaveTextContent('9,876');
    expect(metric('With Phone')).toHaveTextContent('5,432');
    expect(metric('With Move Date')).toHaveTextContent('2,100');
    expect(metric('HubSpot Synced')).toHaveTextContent('8,000');

    expect(provider.getDashboardSummary).toHaveBeenCalledWith('7d');
    expect(provider.getDashboardRecent).toHaveBeenCalledWith(24, 10);
    expect(screen.getByRole('combobox', { name: 'Range' })).toHaveTextContent('Last 7 days');

    const items = screen.getAllByTestId('recent-item');
    expect(items).toHaveLength(1);
    expect(within(items[0]).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(items[0]).getByText('Q2G-77771234')).toBeInTheDocument();
    expect(within(items[0]).getByText('Enriched')).toBeInTheDocument();
    expect(within(items[0]).getByText('Synced')).toBeInTheDocument();
    expect(within(items[0]).getByText('N/A')).toBeInTheDocument();
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/opportunities/Q2G-77771234');
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/opportunities');
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('target', '_blank');

    // The chart loads as its own chunk, after the figures.
    const chart = await screen.findByRole('img', { name: /New vs synced opportunities per day/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining('Mar 4 to Mar 5: 32 new, 24 synced.'));
    expect(within(chart).getAllByTestId('trend-day')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Daily Trend' })).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
  });

  it('shows the open possible duplicates and the new ones of the last 24 hours, linking to the list of them', async () => {
    start({ summary: summary({ duplicates_open: 1000, duplicates_open_exact: false, last24h: { new: 1500, duplicates: 7 } }) });
    expect(await screen.findByText('Healthy')).toBeInTheDocument();
    const card = screen.getByRole('group', { name: 'Possible duplicates' });
    expect(metric('Possible duplicates')).toHaveTextContent('1,000+');
    expect(card).toHaveTextContent('7 new in the last 24 hours');
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/opportunities?duplicates=only');
    await userEvent.click(within(card).getByRole('link'));
    expect(screen.getByTestId('location')).toHaveTextContent('/opportunities?duplicates=only');
  });

  it('shows an exact count of possible duplicates as it is', async () => {
    start({ summary: summary({ duplicates_open: 12, duplicates_open_exact: true, last24h: { new: 3, duplicates: 1 } }) });
    expect(await screen.findByText('Healthy')).toBeInTheDocument();
    expect(metric('Possible duplicates')).toHaveTextContent(/^12$/);
    expect(screen.getByRole('group', { name: 'Possible duplicates' })).toHaveTextContent('1 new in the last 24 hours');
  });

  it('falls back to the summary recent list when the recent call is empty, and titles nameless items by tracking', async () => {
    start({
      summary: summary({ recent: [recentItem('Q2G-55559876'), recentItem('Q2G-1', { display_name: 'Ann Lee', customer: 'Ann Lee' })] }),
      recent: [],
    });
    const items = await screen.findAllByTestId('recent-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Tracking 9876')).toBeInTheDocument();
    expect(within(items[0]).queryByText('Enriched')).not.toBeInTheDocument();
    expect(within(items[1]).getByText('Ann Lee')).toBeInTheDocument();
  });

  it('shows "No recent activity" when both lists are empty, and Issues when the worker is down', async () => {
    start({ summary: summary({ recent: [], health: { worker_ok: false, api_ms: -1, queue_depth: -1, failed_jobs: 0 } }) });
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
    expect(screen.getByTestId('health-badge')).toHaveTextContent('Issues');
    expect(metric('Queue Depth')).toHaveTextContent('N/A');
    // Not measured: "N/A" alone, no unit.
    expect(metric('API Status')).toHaveTextContent(/^N\/A$/);
  });

  it('hides the stuck table when nothing is stuck', async () => {
    start();
    await screen.findByText('Healthy');
    expect(screen.queryByRole('heading', { name: 'Stuck or Failing Jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-queue All Failed' })).not.toBeInTheDocument();
  });

  it('lists stuck jobs with status colours and re-queues all failed ones, counting successes and failures', async () => {
    quietDataProviderErrors();
    const jobs = [stuck('a', 'failed'), stuck('b', 'queued'), stuck('c', 'failed'), stuck('d', 'failed')];
    let summaryCalls = 0;
    const provider = start({
      summary: async () => {
        summaryCalls += 1;
        return summary({ stuck: summaryCalls === 1 ? jobs : [jobs[2]] });
      },
      requeue: async (input) => {
        if (input.opportunity_id === 'c') throw refused('Opportunity locked', 409);
        return { success: true };
      },
    });

    const table = await screen.findByRole('table', { name: 'Stuck or Failing Jobs' });
    expect(screen.getByText('4 jobs need attention')).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Tracking',
      'Status',
      'Error',
      'Attempts',
      'Age in minutes',
      'Actions',
    ]);
    const rows = within(table).getAllByTestId('stuck-job');
    expect(within(rows[0]).getByText('failed').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(rows[1]).getByText('queued').closest('.MuiChip-root')).toHaveAttribute('data-tone', 'yellow');
    expect(within(rows[0]).getByRole('link', { name: 'Q2G-a' })).toHaveAttribute('href', '/opportunities/Q2G-a');
    expect(within(rows[0]).getByText('1,440')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Re-queue All Failed' }));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Re-queue All Failed');
    expect(toast).toHaveTextContent('Re-queue complete: 2 succeeded, 1 failed');
    expect(toast).toHaveClass('MuiAlert-colorWarning');
    expect(provider.requeueSync.mock.calls.map(([input]) => input)).toEqual([
      { tracking: 'Q2G-a', opportunity_id: 'a' },
      { tracking: 'Q2G-c', opportunity_id: 'c' },
      { tracking: 'Q2G-d', opportunity_id: 'd' },
    ]);
    await waitFor(() => expect(screen.getByText('1 job needs attention')).toBeInTheDocument());
    expect(provider.getDashboardSummary.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('counts every stuck job in the caption (capped as "1,000+") and pages the listed ones ten at a time', async () => {
    const jobs = Array.from({ length: 100 }, (_, index) => stuck(String(index + 1).padStart(3, '0'), index % 3 === 0 ? 'failed' : 'queued'));
    let answer: DashboardSummary = summary({ stuck: jobs, stuck_count: 560, stuck_count_exact: true });
    start({ summary: async () => answer });

    const table = await screen.findByRole('table', { name: 'Stuck or Failing Jobs' });
    expect(screen.getByTestId('stuck-caption')).toHaveTextContent(/^560 jobs need attention$/);
    expect(screen.getByTestId('stuck-listed')).toHaveTextContent('The 100 oldest are listed');
    expect(within(table).getAllByTestId('stuck-job').map((row) => row.dataset.tracking)).toEqual(jobs.slice(0, 10).map((job) => job.tracking));
    expect(screen.getByText('1–10 of 100')).toBeInTheDocument();
    // Recent Activity is still part of the page below the ten rows.
    expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(within(table).getAllByTestId('stuck-job').map((row) => row.dataset.tracking)).toEqual(jobs.slice(10, 20).map((job) => job.tracking));
    expect(screen.getByText('11–20 of 100')).toBeInTheDocument();

    // More than the server counts: the cap is shown as a cap, not as the real number.
    answer = summary({ stuck: jobs.slice(0, 15), stuck_count: 1000, stuck_count_exact: false });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByTestId('stuck-caption')).toHaveTextContent(/^1,000\+ jobs need attention$/));
    // The list got shorter while on page 2: still a valid page.
    expect(within(table).getAllByTestId('stuck-job')).toHaveLength(5);
    expect(screen.getByText('11–15 of 15')).toBeInTheDocument();

    // Everything listed: no paging, no "oldest" note, and the singular caption.
    answer = summary({ stuck: [jobs[0]], stuck_count: 1, stuck_count_exact: true });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByTestId('stuck-caption')).toHaveTextContent(/^1 job needs attention$/));
    expect(screen.getByTestId('stuck-listed')).toHaveTextContent('');
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
  });

  it('re-queues one row and shows the server error as "Re-queue failed: …"', async () => {
    quietDataProviderErrors();
    start({
      summary: summary({ stuck: [stuck('a', 'failed')] }),
      requeue: () => Promise.reject(refused('Opportunity Q2G-a not found', 404)),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Re-queue Q2G-a' }));
    expect(await screen.findByText('Re-queue failed: Opportunity Q2G-a not found')).toBeInTheDocument();
    // An error notification (an alert, kept until closed).
    expect(screen.getByRole('alert')).toHaveTextContent('Re-queue failed: Opportunity Q2G-a not found');
  });

  it('re-queues one row: "Re-queued …", then reloads; a broken call reads "Re-queue error: …"', async () => {
    quietDataProviderErrors();
    let broken = false;
    const provider = start({
      summary: summary({ stuck: [stuck('a', 'failed')] }),
      requeue: async () => {
        if (broken) throw new ApiError({ message: 'Request timed out after 20 s', status: 0, timedOut: true });
        return { success: true };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Re-queue Q2G-a' }));
    const done = await screen.findByTestId('toast');
    expect(done).toHaveTextContent('Re-queued Q2G-a');
    expect(done).toHaveClass('MuiAlert-colorSuccess');
    expect(provider.requeueSync).toHaveBeenCalledWith({ tracking: 'Q2G-a', opportunity_id: 'a' });
    await waitFor(() => expect(provider.getDashboardSummary).toHaveBeenCalledTimes(2));

    broken = true;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Re-queue Q2G-a' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Re-queue Q2G-a' }));
    expect(await screen.findByText('Re-queue error: Request timed out after 20 s')).toBeInTheDocument();
  });

  it('re-queues one row and shows a 2xx {success: false} answer\'s error as "Re-queue failed: …"', async () => {
    quietDataProviderErrors();
    start({
      summary: summary({ stuck: [stuck('a', 'failed')] }),
      requeue: () => Promise.reject(refused('Sync already running')),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Re-queue Q2G-a' }));
    expect(await screen.findByText('Re-queue failed: Sync already running')).toBeInTheDocument();
  });

  it('shows the error of a 2xx {success: false} summary answer in "Dashboard Error"', async () => {
    quietDataProviderErrors();
    start({ summary: () => Promise.reject(refused('Summary cache is warming up')) });
    const box = await screen.findByTestId('dashboard-error');
    expect(box).toHaveTextContent('Summary cache is warming up');
    expect(box).not.toHaveTextContent('Failed to load dashboard');
  });

  it('shows "Dashboard Error" with the response error and recovers on Retry', async () => {
    quietDataProviderErrors();
    let fail = true;
    start({
      summary: async () => {
        if (fail) throw refused('Database unavailable', 503);
        return summary();
      },
    });
    const box = await screen.findByTestId('dashboard-error');
    expect(within(box).getByText('Dashboard Error')).toBeInTheDocument();
    expect(box).toHaveTextContent('Database unavailable');
    expect(screen.queryByRole('group', { name: 'Total Opportunities' })).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(within(box).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(metric('Total Opportunities')).toHaveTextContent('12,345'));
    expect(screen.queryByTestId('dashboard-error')).not.toBeInTheDocument();
  });

  it('shows "Failed to load dashboard" when the answer has no data', async () => {
    quietDataProviderErrors();
    start({ summary: () => Promise.reject(refused('')) });
    expect(await screen.findByTestId('dashboard-error')).toHaveTextContent('Failed to load dashboard');
  });

  it('reloads with the chosen range', async () => {
    const provider = start({
      summary: async (range) => summary({ range, totals: { ...summary().totals, total: range === '30d' ? 45678 : 12345 } }),
    });
    await waitFor(() => expect(metric('Total Opportunities')).toHaveTextContent('12,345'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Range' }));
    await userEvent.click(screen.getByRole('option', { name: 'Last 30 days' }));
    await waitFor(() => expect(metric('Total Opportunities')).toHaveTextContent('45,678'));
    expect(provider.getDashboardSummary.mock.calls.map(([range]) => range)).toEqual(['7d', '30d']);
    expect(within(screen.getByRole('group', { name: 'Total Opportunities' })).getByText('Last 30 days')).toBeInTheDocument();
  });

  it('keeps labelling the previous range\'s figures with that range (dimmed) until the chosen range arrives', async () => {
    let release: () => void = () => undefined;
    const slow30d = new Promise<void>((resolve) => {
      release = resolve;
    });
    start({
      summary: async (range) => {
        if (range !== '30d') return summary();
        await slow30d;
        return summary({ range, totals: { ...summary().totals, total: 45678 } });
      },
    });
    await waitFor(() => expect(metric('Total Opportunities')).toHaveTextContent('12,345'));
    const totals = () => screen.getByRole('region', { name: 'Opportunity totals' });
    expect(totals()).toHaveAttribute('aria-busy', 'false');

    await userEvent.click(screen.getByRole('combobox', { name: 'Range' }));
    await userEvent.click(screen.getByRole('option', { name: 'Last 30 days' }));
    expect(screen.getByRole('combobox', { name: 'Range' })).toHaveTextContent('Last 30 days');
    // The 7-day figures are still shown while 30 days load: labelled as 7 days, never as 30.
    const total = () => screen.getByRole('group', { name: 'Total Opportunities' });
    expect(metric('Total Opportunities')).toHaveTextContent('12,345');
    expect(within(total()).getByText('Last 7 days')).toBeInTheDocument();
    expect(within(total()).queryByText('Last 30 days')).not.toBeInTheDocument();
    expect(totals()).toHaveAttribute('aria-busy', 'true');

    act(() => release());
    await waitFor(() => expect(metric('Total Opportunities')).toHaveTextContent('45,678'));
    expect(within(total()).getByText('Last 30 days')).toBeInTheDocument();
    expect(totals()).toHaveAttribute('aria-busy', 'false');
  });

  it('shows "Calls due" between the figures and the trend once the summary is in', async () => {
    start({ tasks: [makeCallTask({ due_at: new Date(2099, 2, 5, 16).toISOString(), assignee: null })] });
    const card = await screen.findByRole('region', { name: 'Calls due' });
    expect(await within(card).findByText('Call Dana Whitfield — step 3 of New lead follow-up')).toBeInTheDocument();
    expect(within(card).getByTestId('call-task-due')).toHaveTextContent('due Mar 5, 2099, 4 pm');
    expect(card).toHaveTextContent('Unassigned');
    const totals = screen.getByRole('region', { name: 'Opportunity totals' });
    expect(totals.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card.compareDocumentPosition(screen.getByRole('region', { name: 'Recent Activity' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('refreshes on Refresh and automatically every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const provider = start();
    await screen.findByText('Healthy');
    expect(provider.getDashboardSummary.mock.calls).toHaveLength(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(provider.getDashboardSummary.mock.calls).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    await waitFor(() => expect(provider.getDashboardSummary.mock.calls).toHaveLength(2));
    expect(provider.getDashboardRecent.mock.calls).toHaveLength(2);

    vi.useRealTimers();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(provider.getDashboardSummary.mock.calls).toHaveLength(3));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCallTask, serveCallTasks } from '../calls/call-tasks-test-data';
import type { CallTask } from '../calls/call-tasks-api';
import { makeItem } from '../opportunities/panel/test-opportunity';
import { json } from '../test/fetch-mock';
import { createMemoryDataProvider } from '../test/memory-data-provider';
import { renderInAdmin } from '../test/render';
import { CallsDueCard } from './CallsDueCard';

/** Local times on the faked day (Nov 27, 2026, noon), so the words do not depend on the timezone. */
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();

const start = (answer: Parameters<typeof serveCallTasks>[0]) => {
  const served = serveCallTasks(answer);
  const { provider } = createMemoryDataProvider({
    opportunities: [makeItem({ id: 'opp-1', email: 'dana@example.com', customer: 'Dana Whitfield' }), makeItem({ id: 'opp-2', q2g_tracking_number: 'Q2G-2002', email: 'lee@example.com' })],
    'call-history': [],
  });
  renderInAdmin(<CallsDueCard />, { dataProvider: provider });
  return { ...served, provider };
};

const card = () => screen.getByRole('region', { name: 'Calls due' });
const rows = () => within(card()).getAllByTestId('call-due');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(2026, 10, 27, 12, 0));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('CallsDueCard', () => {
  it('shows a skeleton, then the open tasks with who calls and when, and the total in the header', async () => {
    const tasks = [
      makeCallTask({ id: 't1', due_at: at(27, 16), assignee: 'Sam Rivera' }),
      makeCallTask({ id: 't2', title: 'Call Lee Park — step 1 of Quote chaser', due_at: at(28, 9, 30), assignee: null, opportunity_id: 'opp-2' }),
      makeCallTask({ id: 't3', status: 'done', outcome: 'answered' }),
    ];
    const { queries } = start(tasks);
    expect(screen.getByTestId('calls-due-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByTestId('calls-due-skeleton')).not.toBeInTheDocument();
    expect(queries()).toEqual([{ status: 'open', limit: '8' }]);

    expect(within(card()).getByRole('heading', { level: 2, name: 'Calls due' })).toBeInTheDocument();
    expect(within(card()).getByTestId('calls-due-total')).toHaveTextContent('2');
    expect(within(card()).getByText('Soonest due first')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Call Dana Whitfield — step 3 of New lead follow-up');
    expect(rows()[0]).toHaveTextContent('Sam Rivera');
    expect(within(rows()[0]).getByTestId('call-task-due')).toHaveTextContent('due today 4 pm');
    expect(rows()[1]).toHaveTextContent('Call Lee Park — step 1 of Quote chaser');
    expect(rows()[1]).toHaveTextContent('Unassigned');
    expect(within(rows()[1]).getByTestId('call-task-due')).toHaveTextContent('due tomorrow 9:30 am');
    expect(within(rows()[1]).getByTestId('call-task-due')).toHaveAttribute('data-overdue', 'false');
  });

  it('marks overdue tasks and counts every open task while listing the first 8', async () => {
    const tasks: CallTask[] = [
      makeCallTask({ id: 'late', due_at: at(20, 17), overdue: true }),
      ...Array.from({ length: 11 }, (_, i) => makeCallTask({ id: `t${i}`, due_at: at(28, 9, i) })),
    ];
    start(tasks);
    await waitFor(() => expect(rows()).toHaveLength(8));
    const due = within(rows()[0]).getByTestId('call-task-due');
    expect(due).toHaveTextContent('overdue since Nov 20, 5 pm');
    expect(due).toHaveAttribute('data-overdue', 'true');
    expect(within(card()).getByTestId('calls-due-total')).toHaveTextContent('12');
    expect(within(card()).getByText('Showing 8 of 12, soonest due first')).toBeInTheDocument();
  });

  it('says "No calls due" when nothing waits on a call', async () => {
    start([makeCallTask({ status: 'expired' })]);
    expect(await within(card()).findByText('No calls due')).toBeInTheDocument();
    expect(within(card()).getByTestId('calls-due-total')).toHaveTextContent('0');
    expect(within(card()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the error with Retry, which reads the list again', async () => {
    let fail = true;
    start(() => (fail ? json({ success: false, error: 'Database unavailable' }, 503) : json({ success: true, total: 1, tasks: [makeCallTask()] })));
    const error = await within(card()).findByTestId('calls-due-error');
    expect(error).toHaveTextContent('Failed to load calls due');
    expect(error).toHaveTextContent('Database unavailable');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(card()).queryByTestId('calls-due-error')).not.toBeInTheDocument();
  });

  it("opens the task's opportunity in the side panel, found by the contact's email", async () => {
    const { provider } = start([makeCallTask({ opportunity_id: 'opp-1' })]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.click(within(rows()[0]).getByRole('button'));
    const panel = await screen.findByRole('dialog', { name: 'Opportunity Details' });
    expect(within(panel).getByText('#Q2G-1001')).toBeInTheDocument();
    expect(provider.getList).toHaveBeenCalledWith('opportunities', expect.objectContaining({ filter: { q: 'dana@example.com' } }));
  });

  it('says so when the opportunity cannot be found', async () => {
    start([makeCallTask({ opportunity_id: 'opp-gone' })]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.click(within(rows()[0]).getByRole('button'));
    expect(await screen.findByText('Opening the opportunity failed: No opportunity found for dana@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Opportunity Details' })).not.toBeInTheDocument();
  });
});

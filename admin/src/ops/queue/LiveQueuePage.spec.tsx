import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fetch-mock';
import { renderOpsScreen, runRow, runsAnswer } from '../test/ops-test-kit';
import LiveQueuePage from './LiveQueuePage';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const past = new Date(Date.now() - 60 * 60_000).toISOString();
const future = new Date(Date.now() + 24 * 60 * 60_000).toISOString();

describe('LiveQueuePage', () => {
  it('shows grey rows under the verbatim column headers while the first answer is on its way', async () => {
    renderOpsScreen(<LiveQueuePage />, { 'GET /api/enrollments': () => new Promise<Response>(() => undefined) });
    const table = await screen.findByRole('table', { name: 'queue' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Contact', 'Sequence', 'Status', 'Step', 'Next Run', 'Actions']);
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 1, name: 'Live Queue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('titles the page with the count and shows contact, sequence (else Unknown Sequence), status, step and next run', async () => {
    renderOpsScreen(<LiveQueuePage />, {
      'GET /api/enrollments': runsAnswer([
        runRow('e1', { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', current_step: 1, next_run_at: future }),
        runRow('e2', { first_name: 'Bo', last_name: 'Diaz', sequence_name: null, next_run_at: past }),
      ], 2),
    });
    expect(await screen.findByRole('heading', { name: 'Live Queue (2)' })).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('queue-row') as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Ann Lee')).toBeInTheDocument();
    expect(within(first).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(first).getByText('Step 2')).toBeInTheDocument();
    expect(within(first).getByText('active')).toBeInTheDocument();
    expect(within(first).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(second).getByText('Bo Diaz')).toBeInTheDocument();
    expect(within(second).getByText('Unknown Sequence')).toBeInTheDocument();
  });

  it('shows an active run whose next run has passed as due, tagged Overdue; paused runs are never due', async () => {
    renderOpsScreen(<LiveQueuePage />, {
      'GET /api/enrollments': runsAnswer([runRow('e1', { next_run_at: past }), runRow('e2', { state: 'paused', next_run_at: past })]),
    });
    const [due, paused] = (await screen.findAllByTestId('queue-row')) as [HTMLElement, HTMLElement];
    expect(due).toHaveAttribute('data-due', 'true');
    expect(within(due).getByText('due')).toBeInTheDocument();
    expect(within(due).getByText('Overdue')).toBeInTheDocument();
    expect(paused).toHaveAttribute('data-due', 'false');
    expect(within(paused).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('offers Reactivate and Advance Step on every row and posts them', async () => {
    const { callsTo } = renderOpsScreen(<LiveQueuePage />, {
      'GET /api/enrollments': runsAnswer([runRow('e1'), runRow('e2', { state: 'paused' })]),
      'POST /api/enrollments/e1/advance': { success: true },
      'POST /api/enrollments/e2/reactivate': json({ success: false, error: 'Sequence is paused' }, 409),
    });
    const rows = await screen.findAllByTestId('queue-row');
    for (const row of rows) {
      expect(within(row).getAllByRole('button').map((button) => button.getAttribute('aria-label')).filter(Boolean)).toEqual(['Reactivate', 'Advance Step']);
    }
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Advance Step' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: /^Skip step/ })).getByRole('button', { name: 'Skip Step' }));
    await waitFor(() => expect(callsTo('POST', '/api/enrollments/e1/advance')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Failed to reactivate: Sequence is paused')).toBeInTheDocument();
  });

  it('sends state (active by default) and due only, and offers active, paused, completed', async () => {
    const { callsTo, queryOf } = renderOpsScreen(<LiveQueuePage />, { 'GET /api/enrollments': runsAnswer([runRow('e1')]) });
    await screen.findAllByTestId('queue-row');
    expect(queryOf(callsTo('GET', '/api/enrollments')[0]!.url)).toEqual({ state: 'active', due: 'all' });
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Active', 'Paused', 'Completed']);
    await userEvent.click(screen.getByRole('option', { name: 'Completed' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Due' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Due Now']);
    await userEvent.click(screen.getByRole('option', { name: 'Due Now' }));
    await waitFor(() => expect(queryOf(callsTo('GET', '/api/enrollments').at(-1)!.url)).toEqual({ state: 'completed', due: 'now' }));
  });

  it('says when the queue shows only the soonest runs of a longer count', async () => {
    renderOpsScreen(<LiveQueuePage />, { 'GET /api/enrollments': runsAnswer([runRow('e1'), runRow('e2')], 96) });
    expect(await screen.findByRole('heading', { name: 'Live Queue (96)' })).toBeInTheDocument();
    expect(screen.getByTestId('queue-partial')).toHaveTextContent('Showing the first 2 of 96 runs');
  });

  it("says 'No enrollments found' when the queue is empty", async () => {
    renderOpsScreen(<LiveQueuePage />, { 'GET /api/enrollments': runsAnswer([]) });
    expect(await screen.findByText('No enrollments found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Live Queue (0)' })).toBeInTheDocument();
  });

  it('reads the queue again every 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsTo } = renderOpsScreen(<LiveQueuePage />, { 'GET /api/enrollments': runsAnswer([runRow('e1')]) });
    await screen.findAllByTestId('queue-row');
    const reads = () => callsTo('GET', '/api/enrollments').length;
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    await waitFor(() => expect(reads()).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(reads()).toBe(3));
  });

  it('shows an error box when the queue cannot be read (and logs it)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderOpsScreen(<LiveQueuePage />, { 'GET /api/enrollments': json({ success: false, error: 'Timed out' }, 503) });
    expect(await screen.findByText('Failed to load the queue: Timed out')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Live Queue: Timed out');
  });
});

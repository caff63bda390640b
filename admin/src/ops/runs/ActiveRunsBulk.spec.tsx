import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type RouteHandler } from '../../test/fetch-mock';
import { renderOpsScreen, runRow, runsAnswer } from '../test/ops-test-kit';
import ActiveRunsPage from './ActiveRunsPage';
import { bulkRunMessage } from './RunsBulkBar';

afterEach(() => vi.unstubAllGlobals());

const sequences = { success: true, items: [{ id: 's1', name: 'Alpha movers' }, { id: 's2', name: 'Beta movers' }], total: 2 };
const rowsOf = async () => screen.findAllByTestId('run-row');
const bar = () => screen.getByRole('region', { name: 'Selected runs' });
const DENIED = 'Only an admin, the sequence owner or who enrolled the contact can change this run';

describe('ActiveRunsPage search and sequence filter', () => {
  it('searches by name or email once typing pauses, from 2 characters, back on page 1 with the other filters kept', async () => {
    const page = (url: string) => Number(new URL(url, 'http://localhost').searchParams.get('page'));
    // Two rows a page keep the test quick; the total says there are three pages.
    const list: RouteHandler = ({ url }) => json(runsAnswer([runRow(`e${page(url)}-1`), runRow(`e${page(url)}-2`)], 47, page(url)));
    const { callsTo, queryOf } = renderOpsScreen(<ActiveRunsPage />, { 'GET /api/enrollments': list, 'GET /api/sequences': sequences });
    await rowsOf();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const queries = () => callsTo('GET', '/api/enrollments').map((call) => queryOf(call.url));
    await waitFor(() => expect(queries().at(-1)?.page).toBe('2'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'a');
    await new Promise((resolve) => setTimeout(resolve, 700));
    // One character is not sent (the API needs two).
    expect(queries().every((query) => !('q' in query))).toBe(true);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'nn@x');
    await waitFor(() => expect(queries().at(-1)).toEqual({ state: 'active', due: 'all', q: 'ann@x', page: '1', limit: '20' }), { timeout: 3000 });
    // Debounced: the characters typed in a row became one request, not one each.
    expect(queries().filter((query) => query.q !== undefined).map((query) => query.q)).toEqual(['ann@x']);
    // It waits out the debounce twice on top of the typing.
  }, 20_000);

  it("lists 'All sequences' then each sequence, and sends the chosen one with state and due", async () => {
    const { callsTo, queryOf } = renderOpsScreen(<ActiveRunsPage />, { 'GET /api/enrollments': runsAnswer([runRow('e1')]), 'GET /api/sequences': sequences });
    await rowsOf();
    const select = screen.getByRole('combobox', { name: 'Sequence' });
    expect(select).toHaveTextContent('All sequences');
    await userEvent.click(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All sequences', 'Alpha movers', 'Beta movers']);
    await userEvent.click(screen.getByRole('option', { name: 'Beta movers' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(screen.getByRole('option', { name: 'Paused' }));
    const last = () => queryOf(callsTo('GET', '/api/enrollments').at(-1)!.url);
    await waitFor(() => expect(last()).toEqual({ state: 'paused', due: 'all', sequence_id: 's2', page: '1', limit: '20' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Sequence' }));
    await userEvent.click(screen.getByRole('option', { name: 'All sequences' }));
    await waitFor(() => expect(last()).toEqual({ state: 'paused', due: 'all', page: '1', limit: '20' }));
  });
});

describe('ActiveRunsPage bulk actions', () => {
  it("disables the checkbox of a run the user may not change (the actions' tooltip) or that has ended; select-all takes the rest of the page", async () => {
    renderOpsScreen(<ActiveRunsPage />, {
      'GET /api/enrollments': runsAnswer([runRow('e1'), runRow('e2', { can_act: false }), runRow('e3', { state: 'paused' }), runRow('e4', { state: 'completed' })]),
      'GET /api/sequences': sequences,
    });
    const [mine, theirs, paused, done] = (await rowsOf()) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(screen.queryByRole('region', { name: 'Selected runs' })).not.toBeInTheDocument();
    const denied = within(theirs).getByRole('checkbox');
    expect(denied).toBeDisabled();
    await userEvent.hover(denied.closest('span.MuiCheckbox-root')?.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(DENIED);
    expect(within(done).getByRole('checkbox')).toBeDisabled();

    await userEvent.click(within(mine).getByRole('checkbox'));
    expect(within(bar()).getByText('1 selected')).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Select all runs on this page' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await userEvent.click(all);
    expect(within(bar()).getByText('2 selected')).toBeInTheDocument();
    expect(within(paused).getByRole('checkbox')).toBeChecked();
    expect(within(theirs).getByRole('checkbox')).not.toBeChecked();
    await userEvent.click(all);
    expect(screen.queryByRole('region', { name: 'Selected runs' })).not.toBeInTheDocument();
  });

  it('pauses the selected runs in one call, says so, clears the selection and reads the list again', async () => {
    const { callsTo } = renderOpsScreen(<ActiveRunsPage />, {
      'GET /api/enrollments': runsAnswer([runRow('e1'), runRow('e2'), runRow('e3')]),
      'GET /api/sequences': sequences,
      'POST /api/enrollments/bulk': { success: true, action: 'pause', changed: 2, failed: 0, results: [{ id: 'e1', ok: true }, { id: 'e3', ok: true }] },
    });
    const [first, , third] = (await rowsOf()) as [HTMLElement, HTMLElement, HTMLElement];
    await userEvent.click(within(first).getByRole('checkbox'));
    await userEvent.click(within(third).getByRole('checkbox'));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Paused 2 runs')).toBeInTheDocument();
    expect(callsTo('POST', '/api/enrollments/bulk')).toHaveLength(1);
    expect(JSON.parse(String(callsTo('POST', '/api/enrollments/bulk')[0]!.init?.body))).toEqual({ action: 'pause', ids: ['e1', 'e3'] });
    expect(callsTo('POST', '/api/enrollments/e1/pause')).toHaveLength(0);
    await waitFor(() => expect(callsTo('GET', '/api/enrollments')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Selected runs' })).not.toBeInTheDocument();
  });

  it('says which runs could not be changed and why', async () => {
    renderOpsScreen(<ActiveRunsPage />, {
      'GET /api/enrollments': runsAnswer([runRow('e1'), runRow('e2', { state: 'paused' })]),
      'GET /api/sequences': sequences,
      'POST /api/enrollments/bulk': {
        success: true, action: 'pause', changed: 1, failed: 1,
        results: [{ id: 'e1', ok: true }, { id: 'e2', ok: false, error_code: 'RUN_ACTION_REFUSED', error: 'Only active runs can be paused', reason: 'pause_not_active' }],
      },
    });
    await rowsOf();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all runs on this page' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Paused 1 run. 1 could not be changed: Only active runs can be paused')).toBeInTheDocument();
  });

  it('cancels the selected runs only after a confirmation naming the count, with the reason', async () => {
    const { callsTo } = renderOpsScreen(<ActiveRunsPage />, {
      'GET /api/enrollments': runsAnswer([runRow('e1'), runRow('e2')]),
      'GET /api/sequences': sequences,
      'POST /api/enrollments/bulk': { success: true, action: 'cancel', changed: 2, failed: 0, results: [{ id: 'e1', ok: true }, { id: 'e2', ok: true }] },
    });
    await rowsOf();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all runs on this page' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel 2 runs?' });
    expect(dialog).toHaveTextContent('The 2 selected contacts get no more emails from these runs. This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Runs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST', '/api/enrollments/bulk')).toHaveLength(0);
    await userEvent.click(within(bar()).getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel 2 runs?' });
    await userEvent.type(within(again).getByLabelText('Reason (optional)'), 'Moved already');
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel 2 runs' }));
    expect(await screen.findByText('Canceled 2 runs')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('POST', '/api/enrollments/bulk')[0]!.init?.body))).toEqual({ action: 'cancel', ids: ['e1', 'e2'], reason: 'Moved already' });
  });

  it('shows a refused call as an error toast', async () => {
    renderOpsScreen(<ActiveRunsPage />, {
      'GET /api/enrollments': runsAnswer([runRow('e1')]),
      'GET /api/sequences': sequences,
      'POST /api/enrollments/bulk': json({ success: false, error: 'ids must list at most 100 runs', message: 'ids must list at most 100 runs', error_code: 'VALIDATION_FAILED' }, 400),
    });
    await rowsOf();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all runs on this page' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Failed to pause the selected runs: ids must list at most 100 runs')).toBeInTheDocument();
  });
});

describe(bulkRunMessage.name, () => {
  it('says what changed, and each distinct reason once when some could not be changed', () => {
    expect(bulkRunMessage({ action: 'cancel', changed: 1, failed: 0, results: [{ id: 'a', ok: true }] })).toEqual({ text: 'Canceled 1 run', type: 'success' });
    const denied = { ok: false, error_code: 'permission_denied', error: 'Only an admin, the sequence owner or who enrolled the contact may change this run' };
    expect(bulkRunMessage({ action: 'pause', changed: 0, failed: 2, results: [{ id: 'a', ...denied }, { id: 'b', ...denied }] })).toEqual({
      text: '2 could not be changed: Only an admin, the sequence owner or who enrolled the contact may change this run', type: 'error',
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type RouteHandler } from '../../test/fetch-mock';
import { staticMediaQueryList } from '../../test/media-query';
import { renderOpsScreen, runRow, runsAnswer } from '../test/ops-test-kit';
import ActiveRunsPage from './ActiveRunsPage';

afterEach(() => vi.unstubAllGlobals());

const rowsOf = async () => screen.findAllByTestId('run-row');

describe('ActiveRunsPage', () => {
  it('shows grey rows under its column headers while the first answer is on its way', async () => {
    renderOpsScreen(<ActiveRunsPage />, { 'GET /api/enrollments': () => new Promise<Response>(() => undefined) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Active Runs' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'runs' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['', 'Contact', 'Sequence', 'Step', 'Next Run', 'Retries', 'State', 'Actions']);
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.queryByTestId('runs-range')).not.toBeInTheDocument();
  });

  it('shows each run: contact (else Unknown Contact), sequence, Step N from the 0-based step, retries, state and its explain line', async () => {
    renderOpsScreen(<ActiveRunsPage />, {
      'GET /api/enrollments': runsAnswer([
        runRow('e1', { current_step: 0, retry_count: 2, explain: { summary: 'Send window closed until 9:00 AM' } }),
        runRow('e2', { contact_name: null, first_name: null, last_name: '', email: null, current_step: 2, state: 'paused', sequence_name: null, explain: 'Paused by Dana: customer asked' }),
      ]),
    });
    const [first, second] = (await rowsOf()) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Ann Lee')).toBeInTheDocument();
    expect(within(first).getByText('Spring movers')).toBeInTheDocument();
    expect(within(first).getByText('Step 1')).toBeInTheDocument();
    expect(within(first).getByText('2')).toBeInTheDocument();
    expect(within(first).getByText('active')).toBeInTheDocument();
    expect(within(second).getByText('Unknown Contact')).toBeInTheDocument();
    expect(within(second).getByText('Unknown Sequence')).toBeInTheDocument();
    expect(within(second).getByText('Step 3')).toBeInTheDocument();
    expect(within(second).getByText('paused')).toBeInTheDocument();
    const explains = screen.getAllByTestId('explain-line');
    expect(explains[0]).toHaveTextContent('Send window closed until 9:00 AM');
    expect(explains[1]).toHaveTextContent('Paused by Dana: customer asked');
  });

  it('stacks each run into one column on a phone, its actions under it, its address wrapping only at @ and dots', async () => {
    // A phone: every max-width media query (MUI's `down(...)`) matches.
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => staticMediaQueryList(query, query.includes('max-width')));
    renderOpsScreen(<ActiveRunsPage />, {
      'GET /api/enrollments': runsAnswer([runRow('e1', { email: 'ann.lee@movers-of-austin.example', current_step: 1, retry_count: 2 })]),
    });
    const [row] = (await rowsOf()) as [HTMLElement];
    const table = screen.getByRole('table', { name: 'runs' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['', 'Run']);
    expect(within(row).getAllByRole('cell')).toHaveLength(2);
    for (const text of ['Ann Lee', 'Spring movers', 'active', 'Step 2', 'Retries 2']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).queryAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Pause', 'Advance Step', 'Cancel']);
    const email = within(row).getByTestId('run-contact-email');
    expect(email).toHaveTextContent('ann.lee@movers-of-austin.example');
    expect(Array.from(email.querySelectorAll('span')).map((piece) => [piece.textContent, piece.style.whiteSpace])).toEqual([
      ['ann', 'nowrap'],
      ['.lee', 'nowrap'],
      ['@movers-of-austin', 'nowrap'],
      ['.example', 'nowrap'],
    ]);
    expect(email.querySelectorAll('wbr')).toHaveLength(3);
  });

  it('offers pause on active runs, reactivate on paused ones, advance and cancel on both, nothing on ended runs', async () => {
    renderOpsScreen(<ActiveRunsPage />, {
      'GET /api/enrollments': runsAnswer([runRow('e1'), runRow('e2', { state: 'paused' }), runRow('e3', { state: 'completed' })]),
    });
    const [active, paused, done] = (await rowsOf()) as [HTMLElement, HTMLElement, HTMLElement];
    const names = (row: HTMLElement) => within(row).queryAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names(active)).toEqual(['Pause', 'Advance Step', 'Cancel']);
    expect(names(paused)).toEqual(['Reactivate', 'Advance Step', 'Cancel']);
    expect(names(done)).toEqual([]);
  });

  it("keeps a run's actions visible but disabled, with why, where the server says the user may not act", async () => {
    const { callsTo } = renderOpsScreen(<ActiveRunsPage />, { 'GET /api/enrollments': runsAnswer([runRow('e1', { can_act: false }), runRow('e2')]) });
    const [theirs, mine] = (await rowsOf()) as [HTMLElement, HTMLElement];
    const pause = within(theirs).getByRole('button', { name: 'Pause' });
    expect(pause).toBeDisabled();
    await userEvent.hover(pause.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Pause: Only an admin, the sequence owner or who enrolled the contact can change this run');
    expect(within(theirs).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(mine).getByRole('button', { name: 'Pause' })).toBeEnabled();
    expect(callsTo('POST', '/api/enrollments/e1/pause')).toHaveLength(0);
  });

  it('sends the state and due filters (active and all by default) and goes back to page 1', async () => {
    const { callsTo, queryOf } = renderOpsScreen(<ActiveRunsPage />, { 'GET /api/enrollments': runsAnswer([runRow('e1')]) });
    await rowsOf();
    expect(queryOf(callsTo('GET', '/api/enrollments')[0]!.url)).toEqual({ state: 'active', due: 'all', page: '1', limit: '20' });
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Active', 'Paused', 'Completed', 'All']);
    await userEvent.click(screen.getByRole('option', { name: 'Paused' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Due' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Due Now', 'All']);
    await userEvent.click(screen.getByRole('option', { name: 'Due Now' }));
    await waitFor(() => expect(queryOf(callsTo('GET', '/api/enrollments').at(-1)!.url)).toEqual({ state: 'paused', due: 'now', page: '1', limit: '20' }));
  });

  it('pages 20 at a time with Previous/Next and the range, only when there is more than one page', async () => {
    const page = (url: string) => Number(new URL(url, 'http://localhost').searchParams.get('page'));
    const list: RouteHandler = ({ url }) => {
      const current = page(url);
      const rows = Array.from({ length: current === 3 ? 7 : 20 }, (_row, index) => runRow(`e${current}-${index}`));
      return json(runsAnswer(rows, 47, current));
    };
    renderOpsScreen(<ActiveRunsPage />, { 'GET /api/enrollments': list });
    expect(await screen.findByText('Showing 1 to 20 of 47 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21 to 40 of 47 results')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 41 to 47 of 47 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // Three pages of 20 rendered rows: more than the default limit allows on a busy machine.
  }, 40_000);

  it('hides the pagination with a single page', async () => {
    renderOpsScreen(<ActiveRunsPage />, { 'GET /api/enrollments': runsAnswer([runRow('e1')], 1) });
    await rowsOf();
    expect(screen.queryByTestId('runs-range')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('pauses a run and reads the list again', async () => {
    const { callsTo } = renderOpsScreen(<ActiveRunsPage />, {
      'GET /api/enrollments': runsAnswer([runRow('e1')]),
      'POST /api/enrollments/e1/pause': { success: true },
    });
    await rowsOf();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(callsTo('POST', '/api/enrollments/e1/pause')).toHaveLength(1));
    expect(await screen.findByText('Run paused')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', '/api/enrollments')).toHaveLength(2));
  });

  it('reactivates a paused run, says "Run reactivated" and shows the row as the server now has it', async () => {
    let state: 'paused' | 'active' = 'paused';
    const { callsTo } = renderOpsScreen(<ActiveRunsPage />, {
      'GET /api/enrollments': () => json(runsAnswer([runRow('e1', { state, status: state })])),
      'POST /api/enrollments/e1/reactivate': () => {
        state = 'active';
        return json({ success: true });
      },
    });
    const [row] = (await rowsOf()) as [HTMLElement];
    expect(within(row).getByText('paused')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(callsTo('POST', '/api/enrollments/e1/reactivate')).toHaveLength(1));
    expect(await screen.findByText('Run reactivated')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', '/api/enrollments')).toHaveLength(2));
    const [updated] = (await rowsOf()) as [HTMLElement];
    await waitFor(() => expect(within(updated).getByText('active')).toBeInTheDocument());
    expect(within(updated).queryByRole('button', { name: 'Reactivate' })).not.toBeInTheDocument();
    expect(within(updated).getByRole('button', { name: 'Pause' })).toBeEnabled();
  });

  it('advances only after saying the step is skipped, then says so', async () => {
    const { callsTo } = renderOpsScreen(<ActiveRunsPage />, {
      'GET /api/enrollments': runsAnswer([runRow('e1', { current_step: 0 })]),
      'POST /api/enrollments/e1/advance': { success: true },
    });
    await rowsOf();
    await userEvent.click(screen.getByRole('button', { name: 'Advance Step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip step 1?' });
    expect(dialog).toHaveTextContent('Step 1 is not sent to Ann Lee. The run moves on to the next step, which is sent as soon as the send window allows; on the last step the run is completed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Step' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST', '/api/enrollments/e1/advance')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Advance Step' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Skip step 1?' })).getByRole('button', { name: 'Skip Step' }));
    await waitFor(() => expect(callsTo('POST', '/api/enrollments/e1/advance')).toHaveLength(1));
    expect(await screen.findByText('Skipped step 1: the run moved on to the next step')).toBeInTheDocument();
  });

  it("shows a refused action as 'Failed to {action}: {error}'", async () => {
    renderOpsScreen(<ActiveRunsPage />, {
      'GET /api/enrollments': runsAnswer([runRow('e1', { state: 'paused' })]),
      'POST /api/enrollments/e1/reactivate': json({ success: false, error: 'Only a paused run can be reactivated' }, 409),
      'POST /api/enrollments/e1/advance': { success: false },
    });
    await rowsOf();
    await userEvent.click(screen.getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Failed to reactivate: Only a paused run can be reactivated')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Advance Step' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: /^Skip step/ })).getByRole('button', { name: 'Skip Step' }));
    expect(await screen.findByText('Failed to advance enrollment')).toBeInTheDocument();
  });

  it('cancels only after the confirmation, with the reason', async () => {
    const { callsTo } = renderOpsScreen(<ActiveRunsPage />, {
      'GET /api/enrollments': runsAnswer([runRow('e1')]),
      'POST /api/enrollments/e1/cancel': { success: true },
    });
    await rowsOf();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this run?' });
    expect(dialog).toHaveTextContent('Ann Lee will get no more emails from Spring movers.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Run' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST', '/api/enrollments/e1/cancel')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel this run?' });
    await userEvent.type(within(again).getByLabelText('Reason (optional)'), 'Moved already');
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel Run' }));
    await waitFor(() => expect(callsTo('POST', '/api/enrollments/e1/cancel')).toHaveLength(1));
    expect(await screen.findByText('Run canceled')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('POST', '/api/enrollments/e1/cancel')[0]!.init?.body))).toEqual({ reason: 'Moved already' });
  });

  it('explains a run on demand when the list carries no summary', async () => {
    const { callsTo } = renderOpsScreen(<ActiveRunsPage />, {
      'GET /api/enrollments': runsAnswer([runRow('e1')]),
      'GET /api/enrollments/e1/explain': {
        success: true,
        explain: { state: 'active', summary: 'Daily cap reached', reasons: [{ code: 'cap_org', text: 'Organisation daily cap reached' }], last_error: 'SMTP 421' },
      },
    });
    await rowsOf();
    expect(callsTo('GET', '/api/enrollments/e1/explain')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: "Why hasn't this step sent?" }));
    const line = screen.getByTestId('explain-line');
    await waitFor(() => expect(line).toHaveTextContent('Daily cap reached · Organisation daily cap reached · Last error: SMTP 421'));
  });

  it('asks an ended run why it ended, a live one why its step has not sent', async () => {
    const { callsTo } = renderOpsScreen(<ActiveRunsPage />, {
      'GET /api/enrollments': runsAnswer([
        runRow('e1'),
        runRow('e2', { state: 'completed', status: 'completed', next_run_at: null }),
        runRow('e3', { state: 'cancelled', status: 'canceled', next_run_at: null }),
      ]),
      'GET /api/enrollments/e2/explain': { success: true, explain: { state: 'completed', summary: 'The run completed after its last step', reasons: [], last_error: null } },
    });
    await rowsOf();
    const prompts = screen.getAllByTestId('explain-line').map((line) => line.textContent);
    expect(prompts).toEqual(["Why hasn't this step sent?", 'Why did this run end?', 'Why did this run end?']);
    await userEvent.click(screen.getAllByRole('button', { name: 'Why did this run end?' })[0]!);
    await waitFor(() => expect(screen.getAllByTestId('explain-line')[1]).toHaveTextContent('The run completed after its last step'));
    expect(callsTo('GET', '/api/enrollments/e2/explain')).toHaveLength(1);
  });

  it('shows the empty text when there are no runs', async () => {
    renderOpsScreen(<ActiveRunsPage />, { 'GET /api/enrollments': runsAnswer([]) });
    expect(await screen.findByText('No enrollments found')).toBeInTheDocument();
  });

  it('shows an error box with Retry when the list fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderOpsScreen(<ActiveRunsPage />, { 'GET /api/enrollments': json({ success: false, error: 'Database unavailable' }, 500) });
    expect(await screen.findByText('Failed to load runs: Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

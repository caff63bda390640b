import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, signedIn } from '../test/fetch-mock';
import { renderOpsScreen } from '../ops/test/ops-test-kit';
import type { SuppressionRecord } from '../providers/suppressions-methods';
import SuppressionsListPage from './SuppressionsListPage';

const entry = (id: string, extra: Partial<SuppressionRecord> = {}): SuppressionRecord => ({
  id,
  email: `${id}@example.com`,
  contact_id: null,
  source: 'unsubscribe',
  reason: 'Unsubscribe link',
  created_at: '2026-11-23T10:00:00.000Z',
  created_by: 'recipient',
  removed_at: null,
  removed_by: null,
  removed_reason: null,
  ...extra,
});
const listAnswer = (items: SuppressionRecord[], total = items.length) => ({ success: true, items, page: 1, limit: 25, total });

describe('SuppressionsListPage', () => {
  it('shows skeleton rows under the column headers while the first answer is on its way', async () => {
    renderOpsScreen(<SuppressionsListPage />, { 'GET /api/suppressions': () => new Promise<Response>(() => undefined) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Suppression List' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'suppressions' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Email', 'Source', 'Reason', 'Added', 'Added By', 'Actions']);
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(5);
  });

  it('lists entries with their source label and who added them; the empty list says so', async () => {
    renderOpsScreen(<SuppressionsListPage />, { 'GET /api/suppressions': listAnswer([entry('a'), entry('b', { source: 'hard_bounce', reason: null, created_by: 'system' })]) });
    const [first, second] = (await screen.findAllByTestId('suppression-row')) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('a@example.com')).toBeInTheDocument();
    expect(within(first).getByText('Unsubscribed')).toBeInTheDocument();
    expect(within(first).getByText('recipient')).toBeInTheDocument();
    expect(within(second).getByText('Hard bounce')).toBeInTheDocument();
    expect(within(second).getByText('—')).toBeInTheDocument();
  });

  it('shows the empty text and an error box with Retry', async () => {
    let fail = true;
    renderOpsScreen(<SuppressionsListPage />, {
      'GET /api/suppressions': () => Promise.resolve(fail ? json({ success: false, error: 'Database down', message: 'Database down', error_code: 'X' }, 500) : json(listAnswer([]))),
    });
    expect(await screen.findByText(/Failed to load the suppression list/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No suppressed addresses')).toBeInTheDocument();
  });

  it('sends the search as q after typing', async () => {
    const { callsTo, queryOf } = renderOpsScreen(<SuppressionsListPage />, { 'GET /api/suppressions': listAnswer([]) });
    await screen.findByText('No suppressed addresses');
    await userEvent.type(screen.getByLabelText('Search email'), 'acme');
    await waitFor(() => expect(callsTo('GET', '/api/suppressions').some((call) => queryOf(call.url).q === 'acme')).toBe(true));
    expect(queryOf(callsTo('GET', '/api/suppressions')[0]!.url)).toMatchObject({ page: '1', limit: '25' });
  });

  it('adds an address through the dialog (both fields required)', async () => {
    const { callsTo } = renderOpsScreen(<SuppressionsListPage />, {
      'GET /api/suppressions': listAnswer([]),
      'POST /api/suppressions': { success: true, item: entry('new', { source: 'manual' }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Suppression List' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Enter an email address')).toBeInTheDocument();
    expect(callsTo('POST', '/api/suppressions')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Email'), 'new@example.com');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Asked by phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(callsTo('POST', '/api/suppressions')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('POST', '/api/suppressions')[0]!.init?.body))).toEqual({ email: 'new@example.com', reason: 'Asked by phone' });
    expect(await screen.findByText('new@example.com added to the suppression list')).toBeInTheDocument();
  });

  it('removes an entry after a confirm with a reason', async () => {
    const { callsTo } = renderOpsScreen(<SuppressionsListPage />, {
      'GET /api/suppressions': listAnswer([entry('a')]),
      'DELETE /api/suppressions/a': { success: true, item: entry('a', { removed_at: '2026-11-23T11:00:00.000Z' }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove a@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from Suppression List' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).getByText('Give a reason')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Added by mistake');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(callsTo('DELETE', '/api/suppressions/a')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('DELETE', '/api/suppressions/a')[0]!.init?.body))).toEqual({ reason: 'Added by mistake' });
  });

  it('takes the removed row off the list at once, before the list is read again', async () => {
    let reads = 0;
    renderOpsScreen(<SuppressionsListPage />, {
      // The first read lists two entries; every later read never answers (a slow server, or a lost race).
      'GET /api/suppressions': () => {
        reads += 1;
        return reads === 1 ? Promise.resolve(json(listAnswer([entry('a'), entry('b')]))) : new Promise<Response>(() => undefined);
      },
      'DELETE /api/suppressions/a': { success: true, item: entry('a', { removed_at: '2026-11-23T11:00:00.000Z' }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove a@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from Suppression List' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Added by mistake');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('a@example.com removed from the suppression list')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('suppression-row').map((row) => row.textContent?.includes('a@example.com'))).toEqual([false]));
    expect(reads).toBeGreaterThanOrEqual(2);
  });

  it('offers neither Add nor Remove to staff', async () => {
    renderOpsScreen(<SuppressionsListPage />, { 'GET /auth/status': signedIn('staff'), 'GET /api/suppressions': listAnswer([entry('a')]) });
    await screen.findAllByTestId('suppression-row');
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove a@example.com' })).not.toBeInTheDocument();
  });
});

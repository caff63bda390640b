import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fetch-mock';
import type { OpportunityPanelProps } from '../panel/OpportunityPanel';
import { createListMock, listBody, makeItem, renderList } from './list-test-utils';

// The side panel belongs to another screen; a stand-in shows what the list hands it.
vi.mock('../panel/OpportunityPanel', () => ({
  OpportunityPanel: ({ opportunity, initialMode, onClose, onSaved }: OpportunityPanelProps) =>
    opportunity ? (
      <div role="dialog" aria-label="Panel stand-in">
        <span>{`${opportunity.q2g_tracking_number} in ${initialMode ?? 'view'} mode`}</span>
        <button onClick={onSaved}>Saved</button>
        <button onClick={onClose}>Close panel</button>
      </div>
    ) : null,
}));

const SLOW = 30_000;

describe('OpportunitiesListPage states and actions', () => {
  it('shows the empty state', async () => {
    renderList(createListMock(listBody([])));
    expect(await screen.findByText('No opportunities found matching your criteria')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search terms')).toBeInTheDocument();
    expect(screen.queryByTestId('opportunity-row')).not.toBeInTheDocument();
  });

  it('clears the list on a load failure and loads again with Try again', async () => {
    let calls = 0;
    const mock = createListMock(() => {
      calls += 1;
      if (calls === 2) return json({ success: false, error: 'boom', message: 'boom', error_code: 'INTERNAL_ERROR' }, 500);
      if (calls === 3) return json({ success: false, error: 'nope' });
      return json(listBody([makeItem({ customer: 'Ann Archer' })]));
    });
    renderList(mock);
    expect(await screen.findByText('Ann Archer')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Customer' }));
    expect(await screen.findByText('Server error. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('Ann Archer')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Failed to fetch opportunities')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ann Archer')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch opportunities')).not.toBeInTheDocument();
    expect(calls).toBe(4);
  }, SLOW);

  it('offers Re-queue sync only for Failed and Pending rows and posts tracking, id and email', async () => {
    const failed = makeItem({ customer: 'Failing Fay', sync: 'failed', email: 'fay@example.com' });
    const pending = makeItem({ customer: 'Pending Pat', sync: null, email: null });
    const synced = makeItem({ customer: 'Synced Sue', sync: 'succeeded' });
    const syncing = makeItem({ customer: 'Queued Quinn', sync: 'queued' });
    const requeues: unknown[] = [];
    const mock = createListMock(listBody([failed, pending, synced, syncing]), {
      'POST /api/hubspot/requeue': ({ init }: { init: RequestInit | undefined }) => {
        requeues.push(JSON.parse(String(init?.body)));
        return requeues.length === 1 ? json({ success: true, error: null }) : json({ success: false, error: 'HubSpot is paused' });
      },
    });
    renderList(mock);
    const rows = await screen.findAllByTestId('opportunity-row');
    const requeueIn = (row: HTMLElement) => within(row).queryByRole('button', { name: 'Re-queue sync' });
    expect(rows.map((row) => requeueIn(row) !== null)).toEqual([true, true, false, false]);
    expect(within(rows[3]).getByText('Syncing')).toBeInTheDocument();

    const before = mock.listRequests().length;
    await userEvent.click(requeueIn(rows[0])!);
    expect(await screen.findByText(`Sync re-queued for ${failed.q2g_tracking_number}`)).toBeInTheDocument();
    expect(requeues[0]).toEqual({ tracking: failed.q2g_tracking_number, opportunity_id: failed.id, email: 'fay@example.com' });
    await waitFor(() => expect(mock.listRequests().length).toBe(before + 1));

    await userEvent.click(requeueIn(screen.getAllByTestId('opportunity-row')[1])!);
    expect(await screen.findByText('Failed to re-queue sync: HubSpot is paused')).toBeInTheDocument();
    expect(requeues[1]).toEqual({ tracking: pending.q2g_tracking_number, opportunity_id: pending.id });
  }, SLOW);

  it('Refresh & Sync posts the sync and reloads; failures use the sync messages', async () => {
    let syncs = 0;
    const mock = createListMock(listBody([makeItem()]), {
      'POST /api/sync-opportunities': () => {
        syncs += 1;
        return syncs === 1 ? json({ success: true, error: null, queued: 12 }) : json({ success: false, error: 'Mailbox locked' });
      },
    });
    renderList(mock);
    await screen.findAllByTestId('opportunity-row');
    const before = mock.listRequests().length;

    await userEvent.click(screen.getByRole('button', { name: 'Refresh & Sync' }));
    expect(await screen.findByText('Sync started: 12 opportunities queued for HubSpot')).toBeInTheDocument();
    await waitFor(() => expect(mock.listRequests().length).toBe(before + 1));

    await userEvent.click(screen.getByRole('button', { name: 'Refresh & Sync' }));
    expect(await screen.findByText('Failed to sync opportunities: Mailbox locked')).toBeInTheDocument();
    expect(mock.listRequests().length).toBe(before + 1);
  }, SLOW);

  it('opens the side panel from Enter on a focused row, View details and Edit, and reloads on save', async () => {
    const item = makeItem({ customer: 'Ann Archer' });
    const mock = createListMock(listBody([item, makeItem()]));
    renderList(mock);
    const [row] = await screen.findAllByTestId('opportunity-row');
    expect(row).toHaveAttribute('tabindex', '0');

    act(() => row.focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Panel stand-in' })).toHaveTextContent(`${item.q2g_tracking_number} in view mode`);
    await userEvent.click(screen.getByRole('button', { name: 'Close panel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(`${item.q2g_tracking_number} in edit mode`);
    const before = mock.listRequests().length;
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(mock.listRequests().length).toBe(before + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Close panel' }));

    await userEvent.click(within(row).getByRole('button', { name: 'View details' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(`${item.q2g_tracking_number} in view mode`);
  }, SLOW);

  it('"/" focuses the search box, but not while typing in another field', async () => {
    renderList(createListMock(listBody([makeItem()])));
    const [row] = await screen.findAllByTestId('opportunity-row');
    const search = screen.getByRole('searchbox', { name: 'Search opportunities' });

    act(() => row.focus());
    fireEvent.keyDown(row, { key: '/' });
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');

    await userEvent.click(screen.getByRole('combobox', { name: /Date range/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Custom Range' }));
    const from = screen.getByLabelText('From');
    act(() => from.focus());
    fireEvent.keyDown(from, { key: '/' });
    expect(from).toHaveFocus();
  }, SLOW);

  it('aborts a superseded request so its late answer never shows', async () => {
    const signals: AbortSignal[] = [];
    let release: (() => void) | undefined;
    const mock = createListMock(({ url, init }: { url: string; init: RequestInit | undefined }) => {
      if (init?.signal) signals.push(init.signal);
      const params = new URL(url, 'http://localhost').searchParams;
      if (params.get('status') === 'booked') {
        // Slow answer for the first filter; it resolves only after the user has moved on.
        return new Promise<Response>((resolve) => {
          release = () => resolve(json(listBody([makeItem({ customer: 'Stale Booked' })])));
        });
      }
      return json(listBody([makeItem({ customer: params.get('status') === 'replied' ? 'Fresh Replied' : 'Initial' })]));
    });
    renderList(mock);
    await screen.findByText('Initial');

    await userEvent.click(screen.getByRole('combobox', { name: /^Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Booked' }));
    await waitFor(() => expect(mock.lastList().status).toBe('booked'));
    await userEvent.click(screen.getByRole('combobox', { name: /^Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Replied' }));

    expect(await screen.findByText('Fresh Replied')).toBeInTheDocument();
    const bookedIndex = mock.listRequests().findIndex((p) => p.status === 'booked');
    expect(signals[bookedIndex].aborted).toBe(true);
    release?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Stale Booked')).not.toBeInTheDocument();
    expect(screen.getByText('Fresh Replied')).toBeInTheDocument();
  }, SLOW);
});

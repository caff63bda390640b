import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../providers/api-error';
import type { OpportunityPanelProps } from '../panel/OpportunityPanel';
import { listResult, makeItem, renderMemoryList } from './list-test-utils';

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
    renderMemoryList([]);
    expect(await screen.findByText('No opportunities found matching your criteria')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search terms')).toBeInTheDocument();
    expect(screen.queryByTestId('opportunity-row')).not.toBeInTheDocument();
  });

  it('clears the list on a load failure and loads again with Try again', async () => {
    let calls = 0;
    renderMemoryList([], {
      answer: () => {
        calls += 1;
        if (calls === 2) throw new ApiError({ message: 'boom', status: 500, body: { success: false, error: 'boom', error_code: 'INTERNAL_ERROR' } });
        // A 2xx answer that says success: false, as the data provider rejects it.
        if (calls === 3) throw new ApiError({ message: 'nope', status: 200, body: { success: false, error: 'nope' } });
        return listResult([makeItem({ customer: 'Ann Archer' })]);
      },
    });
    expect(await screen.findByText('Ann Archer')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Customer' }));
    expect(await screen.findByText('Server error. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('Ann Archer')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    // The list shows the failure itself; react-admin's error notification stays out.
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Failed to fetch opportunities')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ann Archer')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch opportunities')).not.toBeInTheDocument();
    expect(calls).toBe(4);
  }, SLOW);

  it('offers Re-queue sync only for Failed and Pending rows not merged into another lead, and sends tracking, id and email', async () => {
    const failed = makeItem({ customer: 'Failing Fay', sync: 'failed', email: 'fay@example.com' });
    const pending = makeItem({ customer: 'Pending Pat', sync: null, email: null });
    const synced = makeItem({ customer: 'Synced Sue', sync: 'succeeded' });
    const syncing = makeItem({ customer: 'Queued Quinn', sync: 'queued' });
    // A lead merged into another: its CRM record follows the primary's, so it is never re-queued on its own.
    const mergedFailed = makeItem({ customer: 'Merged Mo', sync: 'failed' });
    mergedFailed.raw = { ...mergedFailed.raw, merged: true };
    let requeues = 0;
    const list = renderMemoryList([failed, pending, synced, syncing, mergedFailed], {
      custom: {
        requeueSync: async () => {
          requeues += 1;
          if (requeues === 1) return { success: true, error: null };
          throw new ApiError({ message: 'HubSpot is paused', status: 200, body: { success: false, error: 'HubSpot is paused' } });
        },
      },
    });
    const rows = await screen.findAllByTestId('opportunity-row');
    const requeueIn = (row: HTMLElement) => within(row).queryByRole('button', { name: 'Re-queue sync' });
    expect(rows.map((row) => requeueIn(row) !== null)).toEqual([true, true, false, false, false]);
    expect(within(rows[3]).getByText('Syncing')).toBeInTheDocument();

    const before = list.lists().length;
    await userEvent.click(requeueIn(rows[0])!);
    expect(await screen.findByText(`Sync re-queued for ${failed.q2g_tracking_number}`)).toBeInTheDocument();
    expect(list.provider.requeueSync).toHaveBeenNthCalledWith(1, { tracking: failed.q2g_tracking_number, opportunity_id: failed.id, email: 'fay@example.com' });
    await waitFor(() => expect(list.lists().length).toBe(before + 1));

    await userEvent.click(requeueIn(screen.getAllByTestId('opportunity-row')[1])!);
    expect(await screen.findByText('Failed to re-queue sync: HubSpot is paused')).toBeInTheDocument();
    expect(list.provider.requeueSync).toHaveBeenNthCalledWith(2, { tracking: pending.q2g_tracking_number, opportunity_id: pending.id });
  }, SLOW);

  it('Refresh & Sync runs the sync and reloads; failures use the sync messages', async () => {
    let syncs = 0;
    const list = renderMemoryList([makeItem()], {
      custom: {
        syncOpportunities: async () => {
          syncs += 1;
          if (syncs === 1) return { success: true, error: null, queued: 12 };
          throw new ApiError({ message: 'Mailbox locked', status: 200, body: { success: false, error: 'Mailbox locked' } });
        },
      },
    });
    await screen.findAllByTestId('opportunity-row');
    const before = list.lists().length;

    await userEvent.click(screen.getByRole('button', { name: 'Refresh & Sync' }));
    expect(await screen.findByText('Sync started: 12 opportunities queued for HubSpot')).toBeInTheDocument();
    await waitFor(() => expect(list.lists().length).toBe(before + 1));

    await userEvent.click(screen.getByRole('button', { name: 'Refresh & Sync' }));
    expect(await screen.findByText('Failed to sync opportunities: Mailbox locked')).toBeInTheDocument();
    expect(list.lists().length).toBe(before + 1);
  }, SLOW);

  it('opens the side panel from Enter on a focused row, View details and Edit, and reloads on save', async () => {
    const item = makeItem({ customer: 'Ann Archer' });
    const list = renderMemoryList([item, makeItem()]);
    const [row] = await screen.findAllByTestId('opportunity-row');
    expect(row).toHaveAttribute('tabindex', '0');

    act(() => row.focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Panel stand-in' })).toHaveTextContent(`${item.q2g_tracking_number} in view mode`);
    await userEvent.click(screen.getByRole('button', { name: 'Close panel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(`${item.q2g_tracking_number} in edit mode`);
    const before = list.lists().length;
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(list.lists().length).toBe(before + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Close panel' }));

    await userEvent.click(within(row).getByRole('button', { name: 'View details' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(`${item.q2g_tracking_number} in view mode`);
  }, SLOW);

  it('"/" focuses the search box, but not while typing in another field', async () => {
    renderMemoryList([makeItem()]);
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
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listResult, makeItem, renderMemoryList } from './list-test-utils';

const SLOW = 30_000;

const select = async (name: RegExp, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('OpportunitiesListPage', () => {
  it('loads page 1 of 25, newest first, and shows the rows', async () => {
    const list = renderMemoryList([
      makeItem({ customer: 'Ann Archer', q2g_tracking_number: 'Q2G-200001', phone: '5551234567', status: '', move_date: '2026-07-04' }),
      makeItem({ customer: 'Bob Baker', q2g_tracking_number: 'Q2G-200002', sync: 'succeeded' }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Q2G Opportunities' })).toBeInTheDocument();
    expect(screen.getByText('Manage and track your Q2G lead opportunities')).toBeInTheDocument();
    expect(screen.getAllByTestId('opportunity-skeleton-row').length).toBeGreaterThan(0);

    const rows = await screen.findAllByTestId('opportunity-row');
    expect(rows).toHaveLength(2);
    expect(list.lists()).toHaveLength(1);
    expect(list.lastList()).toMatchObject({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { include_noreply: false, date_field: 'last_updated', ui_rev: 'q2g-ui-v7' },
    });
    const ann = within(rows[0]);
    expect(ann.getByText('Ann Archer')).toBeInTheDocument();
    expect(ann.getByText('(555) 123-4567')).toBeInTheDocument();
    expect(ann.getByText('new')).toBeInTheDocument();
    expect(ann.getByText('Jul 4, 2026')).toBeInTheDocument();
    expect(ann.getByText('Pending')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Synced')).toBeInTheDocument();
    expect(ann.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', '/opportunities/Q2G-200001');
    expect(ann.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('target', '_blank');
    // One page only: no pagination.
    expect(screen.queryByTestId('pagination-summary')).not.toBeInTheDocument();
  }, SLOW);

  it('Custom Range requests nothing until both dates are complete and in order, then sends both', async () => {
    const list = renderMemoryList([makeItem()]);
    await screen.findAllByTestId('opportunity-row');
    const before = list.lists().length;

    await select(/Date range/, 'Custom Range');
    expect(screen.getByRole('combobox', { name: /Date range/ })).toHaveTextContent('Custom Range');
    await userEvent.type(screen.getByLabelText('From'), '2026-01-02');
    // The To date as a browser date input reports it while its year is typed digit by digit.
    const to = screen.getByLabelText('To');
    for (const partial of ['0002-01-31', '0020-01-31', '0202-01-31']) fireEvent.change(to, { target: { value: partial } });
    expect(screen.getByText('Enter both dates to apply')).toBeInTheDocument();
    // Before To: the list stays as it was (no request at all, so never one with only date_from).
    fireEvent.change(to, { target: { value: '2025-12-31' } });
    expect(screen.getByText('To must be on or after From')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(list.lists()).toHaveLength(before);

    fireEvent.change(to, { target: { value: '2026-01-31' } });
    await waitFor(() => expect(list.lists()).toHaveLength(before + 1));
    expect(list.lastList().filter).toMatchObject({ date_from: '2026-01-02', date_to: '2026-01-31' });
    expect(screen.queryByText('Enter both dates to apply')).not.toBeInTheDocument();
    expect(list.lists().every(({ filter }) => (filter.date_from === undefined) === (filter.date_to === undefined))).toBe(true);
  }, SLOW);

  it('sorts by a column header, toggling the direction, and the sort select follows', async () => {
    const list = renderMemoryList([makeItem()]);
    await screen.findAllByTestId('opportunity-row');

    await userEvent.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(list.lastList().sort).toEqual({ field: 'customer', order: 'ASC' }));
    expect(screen.getByRole('combobox', { name: /Sort by/ })).toHaveTextContent('Name A-Z');
    expect(screen.getByRole('columnheader', { name: /Customer/ })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(list.lastList().sort).toEqual({ field: 'customer', order: 'DESC' }));

    await userEvent.click(screen.getByRole('button', { name: 'Move Date' }));
    await waitFor(() => expect(list.lastList().sort).toEqual({ field: 'move_date', order: 'ASC' }));
    expect(screen.getByRole('combobox', { name: /Sort by/ })).toHaveTextContent('Column sort');
    expect(within(screen.getByRole('columnheader', { name: 'Last Updated' })).queryByRole('button')).not.toBeInTheDocument();
  }, SLOW);

  it('sorts from anywhere in a header cell, and from the keyboard, once per click', async () => {
    const list = renderMemoryList([makeItem()]);
    await screen.findAllByTestId('opportunity-row');

    // The cell's padding around the label, not the label itself.
    await userEvent.click(screen.getByRole('columnheader', { name: 'Email' }));
    await waitFor(() => expect(list.lastList().sort).toEqual({ field: 'email', order: 'ASC' }));
    const requests = list.lists().length;

    // Keyboard: Tab to the header's button and press Enter, then Space; each toggles the direction once.
    const phone = screen.getByRole('button', { name: 'Phone' });
    act(() => phone.focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(list.lastList().sort).toEqual({ field: 'phone', order: 'ASC' }));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(list.lastList().sort).toEqual({ field: 'phone', order: 'DESC' }));
    expect(list.lists()).toHaveLength(requests + 2);

    // Unsortable cells do nothing.
    await userEvent.click(screen.getByRole('columnheader', { name: 'Synced' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(list.lists()).toHaveLength(requests + 2);
  }, SLOW);

  it('leaves the rate out of the performance line for an empty result instead of "0 ops/sec"', async () => {
    renderMemoryList([], { answer: () => listResult([], { meta: { execution_time_ms: 3, round_trip_ms: 9, opportunities_per_second: 0 } }) });
    expect(await screen.findByTestId('opportunities-empty')).toBeInTheDocument();
    const line = await screen.findByTestId('performance-line');
    expect(line).toHaveTextContent(/^Server: 3\.0 ms · Client: .+ ms · Total: .+ ms$/);
    expect(line).not.toHaveTextContent('ops/sec');
  }, SLOW);

  it('shows no performance line when the answer has no server timing', async () => {
    renderMemoryList([], { answer: () => ({ data: [makeItem({ customer: 'Ann Archer' })], total: 1 }) });
    expect(await screen.findByText('Ann Archer')).toBeInTheDocument();
    expect(screen.queryByTestId('performance-line')).not.toBeInTheDocument();
  }, SLOW);

  it('paginates: summary, numbered buttons, Next/Previous, and a capped total as "N+"', async () => {
    const list = renderMemoryList([], {
      answer: () =>
        listResult(Array.from({ length: 3 }, () => makeItem()), { total: 300, meta: { execution_time_ms: 4.2, round_trip_ms: 10, opportunities_per_second: 5952 } }),
    });
    expect(await screen.findByTestId('pagination-summary')).toHaveTextContent('Showing 1 of 12 pages (300 total opportunities)');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5', '12']);
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByTestId('performance-line')).toHaveTextContent(/^Server: 4\.2 ms · Client: 5\.8 ms · Total: 10 ms · 5,952 ops\/sec$/);

    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(list.lastList().pagination?.page).toBe(2));
    expect(screen.getByTestId('pagination-summary')).toHaveTextContent('Showing 2 of 12 pages');
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 12' }));
    await waitFor(() => expect(list.lastList().pagination?.page).toBe(12));
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');

    // A filter change goes back to page 1.
    await select(/^Status/, 'Replied');
    await waitFor(() => expect(list.lastList()).toMatchObject({ pagination: { page: 1 }, filter: { status: 'replied' } }));
  }, SLOW);

  it('shows a capped total as a lower bound', async () => {
    renderMemoryList([], { answer: () => listResult(Array.from({ length: 25 }, () => makeItem()), { total: 10_000, meta: { total_exact: false } }) });
    expect(await screen.findByTestId('pagination-summary')).toHaveTextContent('Showing 1 of 400+ pages (10,000+ total opportunities)');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Page 400' })).not.toBeInTheDocument();
  }, SLOW);
});

describe('OpportunitiesListPage search across tabs', () => {
  const STORAGE_KEY = 'la.opportunities.listFilters';

  /** Another tab saves the list params: localStorage changes and this window receives a `storage` event. */
  const saveInOtherTab = (filter: Record<string, unknown>) => {
    const newValue = JSON.stringify({ filter, sort: 'created_at', order: 'DESC', page: 1, perPage: 25 });
    const oldValue = window.localStorage.getItem(STORAGE_KEY);
    window.localStorage.setItem(STORAGE_KEY, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, oldValue, newValue, storageArea: window.localStorage }));
  };

  const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as { filter?: Record<string, unknown> };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('shows a search saved in another tab and never writes its own stale text back', async () => {
    const list = renderMemoryList([makeItem()]);
    await screen.findAllByTestId('opportunity-row');
    const search = screen.getByRole('searchbox', { name: 'Search opportunities' });
    await userEvent.setup({ delay: null }).type(search, 'Smith');
    await waitFor(() => expect(stored().filter?.q).toBe('Smith'));

    const writes = vi.spyOn(window.localStorage, 'setItem');
    act(() => saveInOtherTab({ q: 'Jones' }));

    await waitFor(() => expect(search).toHaveValue('Jones'));
    await waitFor(() => expect(list.lastList().filter.q).toBe('Jones'));
    const requests = list.lists().length;
    // Well past the 300 ms debounce: the old text ("Smith") is not committed again, so the other tab is left alone.
    await pause(700);
    expect(writes.mock.calls.filter(([key]) => key === STORAGE_KEY)).toHaveLength(1);
    expect(stored().filter?.q).toBe('Jones');
    expect(list.lists()).toHaveLength(requests);
  }, SLOW);

  it('keeps what the user is typing when another tab saves a search meanwhile', async () => {
    const list = renderMemoryList([makeItem()]);
    await screen.findAllByTestId('opportunity-row');
    const search = screen.getByRole('searchbox', { name: 'Search opportunities' });
    await userEvent.setup({ delay: null }).type(search, 'Ann');
    act(() => saveInOtherTab({ q: 'Jones', status: 'booked' }));
    expect(search).toHaveValue('Ann');

    // The user's search is committed on top of what the other tab saved (its status filter stays).
    await waitFor(() => expect(stored().filter?.q).toBe('Ann'));
    expect(stored().filter).toMatchObject({ q: 'Ann', status: 'booked' });
    await waitFor(() => expect(list.lastList().filter).toMatchObject({ q: 'Ann', status: 'booked' }));
    expect(search).toHaveValue('Ann');
  }, SLOW);
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fetch-mock';
import { createListMock, listBody, makeItem, paramsOf, renderList } from './list-test-utils';

const DEFAULT_PARAMS = {
  page: '1',
  per_page: '25',
  include_noreply: 'false',
  date_field: 'last_updated',
  order_by: 'created_at',
  order_dir: 'desc',
  ui_rev: 'q2g-ui-v7',
};

const SLOW = 30_000;

const select = async (name: RegExp, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('OpportunitiesListPage', () => {
  it('loads page 1 with exactly the documented parameters and shows the rows', async () => {
    const mock = createListMock(
      listBody([
        makeItem({ customer: 'Ann Archer', q2g_tracking_number: 'Q2G-200001', phone: '5551234567', status: '', move_date: '2026-07-04' }),
        makeItem({ customer: 'Bob Baker', q2g_tracking_number: 'Q2G-200002', sync: 'succeeded' }),
      ]),
    );
    renderList(mock);
    expect(screen.getByRole('heading', { level: 1, name: 'Q2G Opportunities' })).toBeInTheDocument();
    expect(screen.getByText('Manage and track your Q2G lead opportunities')).toBeInTheDocument();
    expect(screen.getAllByTestId('opportunity-skeleton-row').length).toBeGreaterThan(0);

    const rows = await screen.findAllByTestId('opportunity-row');
    expect(rows).toHaveLength(2);
    expect(mock.listRequests()).toEqual([DEFAULT_PARAMS]);
    const ann = within(rows[0]);
    expect(ann.getByText('Ann Archer')).toBeInTheDocument();
    expect(ann.getByText('(555) 123-4567')).toBeInTheDocument();
    expect(ann.getByText('new')).toBeInTheDocument();
    expect(ann.getByText('Jul 4, 2026')).toBeInTheDocument();
    expect(ann.getByText('Pending')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Synced')).toBeInTheDocument();
    expect(ann.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', '/opportunities/Q2G-200001');
    expect(ann.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('target', '_blank');
    // One page only: no pagination; no execution_time_ms: no performance line.
    expect(screen.queryByTestId('pagination-summary')).not.toBeInTheDocument();
    expect(screen.queryByTestId('performance-line')).not.toBeInTheDocument();
  }, SLOW);

  it('debounces the search by 300 ms, trims it and sends it once', async () => {
    const requestedAt: number[] = [];
    const mock = createListMock(({ url }: { url: string }) => {
      if (paramsOf(url).q) requestedAt.push(Date.now());
      return json(listBody([makeItem()]));
    });
    renderList(mock);
    await screen.findAllByTestId('opportunity-row');

    const search = screen.getByPlaceholderText('Search by name, tracking, email, phone, or addresses...');
    // No pause between keystrokes: only the 300 ms debounce decides when the search is sent.
    await userEvent.setup({ delay: null }).type(search, '  Smith ');
    const typedAt = Date.now();
    expect(mock.listRequests().some((p) => 'q' in p)).toBe(false);

    await waitFor(() => expect(mock.lastList().q).toBe('Smith'));
    expect(requestedAt).toHaveLength(1);
    expect(requestedAt[0] - typedAt).toBeGreaterThanOrEqual(280);
    expect(mock.lastList()).toEqual({ ...DEFAULT_PARAMS, q: 'Smith' });

    // Only spaces: the search is dropped again.
    await userEvent.clear(search);
    await userEvent.type(search, '   ');
    await waitFor(() => expect(mock.lastList()).toEqual(DEFAULT_PARAMS));
  }, SLOW);

  it('sends filters, remembers them across a reload, and Clear Filters resets everything', async () => {
    const mock = createListMock(listBody([makeItem()]));
    const first = renderList(mock);
    await screen.findAllByTestId('opportunity-row');

    await select(/Process status/, 'Synced to HubSpot');
    await waitFor(() => expect(mock.lastList().process_status).toBe('synced'));
    await select(/^Status/, 'Booked');
    await waitFor(() => expect(mock.lastList().status).toBe('booked'));
    await select(/Sort by/, 'Name Z-A');
    await waitFor(() => expect(mock.lastList()).toMatchObject({ order_by: 'customer', order_dir: 'desc' }));
    await select(/Date range/, 'Custom Range');
    await userEvent.type(screen.getByLabelText('From'), '2026-01-02');
    await userEvent.type(screen.getByLabelText('To'), '2026-01-31');
    await waitFor(() => expect(mock.lastList()).toMatchObject({ date_from: '2026-01-02', date_to: '2026-01-31', date_field: 'last_updated' }));
    expect(JSON.parse(window.localStorage.getItem('la.opportunities.listFilters') ?? '{}')).toMatchObject({
      processStatus: 'synced',
      status: 'booked',
      orderBy: 'customer',
      orderDir: 'desc',
      datePreset: 'custom',
      customFrom: '2026-01-02',
      customTo: '2026-01-31',
    });

    first.unmount();
    const again = createListMock(listBody([makeItem()]));
    renderList(again);
    await screen.findAllByTestId('opportunity-row');
    expect(again.listRequests()[0]).toEqual({
      ...DEFAULT_PARAMS,
      order_by: 'customer',
      order_dir: 'desc',
      date_from: '2026-01-02',
      date_to: '2026-01-31',
      status: 'booked',
      process_status: 'synced',
    });
    expect(screen.getByRole('combobox', { name: /Process status/ })).toHaveTextContent('Synced to HubSpot');

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(again.lastList()).toEqual(DEFAULT_PARAMS));
    expect(window.localStorage.getItem('la.opportunities.listFilters')).toBeNull();
    expect(screen.getByRole('combobox', { name: /Process status/ })).toHaveTextContent('All Process Status');
    expect(screen.getByRole('combobox', { name: /Sort by/ })).toHaveTextContent('Newest Created');
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
  }, SLOW);

  it('Custom Range requests nothing until both dates are complete and in order, then sends both', async () => {
    const mock = createListMock(listBody([makeItem()]));
    renderList(mock);
    await screen.findAllByTestId('opportunity-row');
    const before = mock.listRequests().length;

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
    expect(mock.listRequests()).toHaveLength(before);

    fireEvent.change(to, { target: { value: '2026-01-31' } });
    await waitFor(() => expect(mock.listRequests()).toHaveLength(before + 1));
    expect(mock.lastList()).toMatchObject({ date_from: '2026-01-02', date_to: '2026-01-31' });
    expect(screen.queryByText('Enter both dates to apply')).not.toBeInTheDocument();
    expect(mock.listRequests().every((p) => 'date_from' in p === 'date_to' in p)).toBe(true);
  }, SLOW);

  it('sorts by a column header, toggling the direction, and the sort select follows', async () => {
    const mock = createListMock(listBody([makeItem()]));
    renderList(mock);
    await screen.findAllByTestId('opportunity-row');

    await userEvent.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(mock.lastList()).toMatchObject({ order_by: 'customer', order_dir: 'asc' }));
    expect(screen.getByRole('combobox', { name: /Sort by/ })).toHaveTextContent('Name A-Z');
    expect(screen.getByRole('columnheader', { name: /Customer/ })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(mock.lastList()).toMatchObject({ order_by: 'customer', order_dir: 'desc' }));

    await userEvent.click(screen.getByRole('button', { name: 'Move Date' }));
    await waitFor(() => expect(mock.lastList()).toMatchObject({ order_by: 'move_date', order_dir: 'asc' }));
    expect(screen.getByRole('combobox', { name: /Sort by/ })).toHaveTextContent('Column sort');
    expect(within(screen.getByRole('columnheader', { name: 'Last Updated' })).queryByRole('button')).not.toBeInTheDocument();
  }, SLOW);

  it('sorts from anywhere in a header cell, and from the keyboard, once per click', async () => {
    const mock = createListMock(listBody([makeItem()]));
    renderList(mock);
    await screen.findAllByTestId('opportunity-row');

    // The cell's padding around the label, not the label itself.
    await userEvent.click(screen.getByRole('columnheader', { name: 'Email' }));
    await waitFor(() => expect(mock.lastList()).toMatchObject({ order_by: 'email', order_dir: 'asc' }));
    const requests = mock.listRequests().length;

    // Keyboard: Tab to the header's button and press Enter, then Space; each toggles the direction once.
    const phone = screen.getByRole('button', { name: 'Phone' });
    act(() => phone.focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(mock.lastList()).toMatchObject({ order_by: 'phone', order_dir: 'asc' }));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(mock.lastList()).toMatchObject({ order_by: 'phone', order_dir: 'desc' }));
    expect(mock.listRequests()).toHaveLength(requests + 2);

    // Unsortable cells do nothing.
    await userEvent.click(screen.getByRole('columnheader', { name: 'Synced' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mock.listRequests()).toHaveLength(requests + 2);
  }, SLOW);

  it('leaves the rate out of the performance line for an empty result instead of "0 ops/sec"', async () => {
    renderList(createListMock(listBody([], { total: 0, execution_time_ms: 3, opportunities_per_second: 0 })));
    expect(await screen.findByTestId('opportunities-empty')).toBeInTheDocument();
    const line = await screen.findByTestId('performance-line');
    expect(line).toHaveTextContent(/^Server: 3\.0 ms · Client: .+ ms · Total: .+ ms$/);
    expect(line).not.toHaveTextContent('ops/sec');
  }, SLOW);

  it('paginates: summary, numbered buttons, Next/Previous, and a capped total as "N+"', async () => {
    const mock = createListMock(({ url }: { url: string }) => {
      const page = Number(paramsOf(url).page);
      const items = Array.from({ length: 3 }, () => makeItem());
      return json(listBody(items, { page, total: 300, execution_time_ms: 4.2, opportunities_per_second: 5952 }));
    });
    renderList(mock);
    expect(await screen.findByTestId('pagination-summary')).toHaveTextContent('Showing 1 of 12 pages (300 total opportunities)');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5', '12']);
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByTestId('performance-line')).toHaveTextContent(/^Server: 4\.2 ms · Client: .+ ms · Total: .+ ms · 5,952 ops\/sec$/);

    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(mock.lastList().page).toBe('2'));
    expect(screen.getByTestId('pagination-summary')).toHaveTextContent('Showing 2 of 12 pages');
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 12' }));
    await waitFor(() => expect(mock.lastList().page).toBe('12'));
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');

    // A filter change goes back to page 1.
    await select(/^Status/, 'Replied');
    await waitFor(() => expect(mock.lastList()).toMatchObject({ page: '1', status: 'replied' }));
  }, SLOW);

  it('shows a capped total as a lower bound', async () => {
    const items = Array.from({ length: 25 }, () => makeItem());
    renderList(createListMock(listBody(items, { total: 10_000, total_exact: false })));
    expect(await screen.findByTestId('pagination-summary')).toHaveTextContent('Showing 1 of 400+ pages (10,000+ total opportunities)');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Page 400' })).not.toBeInTheDocument();
  }, SLOW);
});

describe('OpportunitiesListPage search across tabs', () => {
  const STORAGE_KEY = 'la.opportunities.listFilters';

  /** Another tab saves the filters: localStorage changes and this window receives a `storage` event. */
  const saveInOtherTab = (filters: Record<string, unknown>) => {
    const newValue = JSON.stringify(filters);
    const oldValue = window.localStorage.getItem(STORAGE_KEY);
    window.localStorage.setItem(STORAGE_KEY, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, oldValue, newValue, storageArea: window.localStorage }));
  };

  const storedQ = () => (JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as { q?: string }).q;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('shows a search saved in another tab and never writes its own stale text back', async () => {
    const mock = createListMock(listBody([makeItem()]));
    renderList(mock);
    await screen.findAllByTestId('opportunity-row');
    const search = screen.getByRole('searchbox', { name: 'Search opportunities' });
    await userEvent.setup({ delay: null }).type(search, 'Smith');
    await waitFor(() => expect(storedQ()).toBe('Smith'));

    const writes = vi.spyOn(Storage.prototype, 'setItem');
    act(() => saveInOtherTab({ q: 'Jones', orderBy: 'created_at', orderDir: 'desc' }));

    await waitFor(() => expect(search).toHaveValue('Jones'));
    await waitFor(() => expect(mock.lastList().q).toBe('Jones'));
    const requests = mock.listRequests().length;
    // Well past the 300 ms debounce: the old text ("Smith") is not committed again, so the other tab is left alone.
    await pause(700);
    expect(writes.mock.calls.filter(([key]) => key === STORAGE_KEY)).toHaveLength(1);
    expect(storedQ()).toBe('Jones');
    expect(mock.listRequests()).toHaveLength(requests);
  }, SLOW);

  it('keeps what the user is typing when another tab saves a search meanwhile', async () => {
    const mock = createListMock(listBody([makeItem()]));
    renderList(mock);
    await screen.findAllByTestId('opportunity-row');
    const search = screen.getByRole('searchbox', { name: 'Search opportunities' });
    await userEvent.setup({ delay: null }).type(search, 'Ann');
    act(() => saveInOtherTab({ q: 'Jones', status: 'booked' }));
    expect(search).toHaveValue('Ann');

    // The user's search is committed on top of what the other tab saved (its status filter stays).
    await waitFor(() => expect(storedQ()).toBe('Ann'));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ q: 'Ann', status: 'booked' });
    await waitFor(() => expect(mock.lastList()).toMatchObject({ q: 'Ann', status: 'booked' }));
    expect(search).toHaveValue('Ann');
  }, SLOW);
});

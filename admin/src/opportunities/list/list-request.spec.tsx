import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fetch-mock';
import { listBody, makeItem, paramsOf, renderHttpList } from './list-test-utils';

/** What GET /api/opportunities carries, over the app's real data provider. */
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
const STORAGE_KEY = 'la.opportunities.listFilters';

const select = async (name: RegExp, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('OpportunitiesListPage requests', () => {
  it('loads page 1 with exactly the documented parameters', async () => {
    const mock = renderHttpList(listBody([makeItem({ customer: 'Ann Archer' })]));
    expect(await screen.findByText('Ann Archer')).toBeInTheDocument();
    expect(mock.listRequests()).toEqual([DEFAULT_PARAMS]);
  }, SLOW);

  it('debounces the search by 300 ms, trims it and sends it once', async () => {
    const requestedAt: number[] = [];
    const mock = renderHttpList(({ url }: { url: string }) => {
      if (paramsOf(url).q) requestedAt.push(Date.now());
      return json(listBody([makeItem()]));
    });
    await screen.findAllByTestId('opportunity-row');

    const search = screen.getByPlaceholderText('Search by name, tracking, email, phone, or addresses...');
    // No pause between keystrokes: only the 300 ms debounce decides when the search is sent. The wait is measured
    // from the last keystroke itself (not from when typing resolved, which a loaded machine can delay).
    let typedAt = 0;
    search.addEventListener('input', () => {
      typedAt = Date.now();
    });
    await userEvent.setup({ delay: null }).type(search, '  Smith ');
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
    const mock = renderHttpList(listBody([makeItem()]));
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
    expect(mock.lastList()).not.toHaveProperty('date_preset');
    // react-admin's list params, kept in the app's store.
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({
      filter: { process_status: 'synced', status: 'booked', date_preset: 'custom', date_from: '2026-01-02', date_to: '2026-01-31' },
      sort: 'customer',
      order: 'DESC',
    });

    mock.unmount();
    const again = renderHttpList(listBody([makeItem()]));
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
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-02');

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(again.lastList()).toEqual(DEFAULT_PARAMS));
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('combobox', { name: /Process status/ })).toHaveTextContent('All Process Status');
    expect(screen.getByRole('combobox', { name: /Sort by/ })).toHaveTextContent('Newest Created');
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
  }, SLOW);

  it('sends a preset as the range it stands for today, never the preset name', async () => {
    const mock = renderHttpList(listBody([makeItem()]));
    await screen.findAllByTestId('opportunity-row');
    await select(/Date range/, 'Last 7 days');
    await waitFor(() => expect(mock.lastList()).toHaveProperty('date_from'));
    expect(mock.lastList().date_to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(mock.lastList()).not.toHaveProperty('date_preset');
    await select(/Date range/, 'All Time');
    await waitFor(() => expect(mock.lastList()).toEqual(DEFAULT_PARAMS));
  }, SLOW);

  it('aborts a superseded request so its late answer never shows', async () => {
    const signals: AbortSignal[] = [];
    let release: (() => void) | undefined;
    const mock = renderHttpList(({ url, init }: { url: string; init: RequestInit | undefined }) => {
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
    await screen.findByText('Initial');

    await select(/^Status/, 'Booked');
    await waitFor(() => expect(mock.lastList().status).toBe('booked'));
    await select(/^Status/, 'Replied');

    expect(await screen.findByText('Fresh Replied')).toBeInTheDocument();
    const bookedIndex = mock.listRequests().findIndex((p) => p.status === 'booked');
    expect(signals[bookedIndex].aborted).toBe(true);
    release?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Stale Booked')).not.toBeInTheDocument();
    expect(screen.getByText('Fresh Replied')).toBeInTheDocument();
  }, SLOW);
});

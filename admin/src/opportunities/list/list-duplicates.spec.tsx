import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { POSSIBLE_DUPLICATES_PATH } from '../shared/paths';
import { listBody, makeItem, renderHttpList, renderMemoryList } from './list-test-utils';

const SLOW = 30_000;
const STORAGE_KEY = 'la.opportunities.listFilters';

/** What GET /api/opportunities carries by default. */
const DEFAULT_PARAMS = {
  page: '1',
  per_page: '25',
  include_noreply: 'false',
  date_field: 'last_updated',
  order_by: 'created_at',
  order_dir: 'desc',
  ui_rev: 'q2g-ui-v7',
};

const toggle = () => screen.getByRole('switch', { name: 'Possible duplicates' });
const location = () => screen.getByTestId('location').textContent;
const remembered = () => (JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as { filter?: Record<string, unknown> }).filter;

describe('OpportunitiesListPage: possible duplicates', () => {
  it('marks the rows of possible duplicates beside their status', async () => {
    const marked = makeItem({ customer: 'Ann Archer', status: 'new' });
    marked.raw.possible_duplicate = true;
    renderMemoryList([marked, makeItem({ customer: 'Bob Baker' })]);
    const [ann, bob] = await screen.findAllByTestId('opportunity-row');
    const badge = within(ann!).getByLabelText('Possible duplicate');
    expect(badge).toHaveTextContent('Duplicate?');
    // In the Status cell, after the status badge.
    expect(badge.closest('td')).toBe(within(ann!).getByText('new').closest('td'));
    expect(within(bob!).queryByLabelText('Possible duplicate')).not.toBeInTheDocument();
    // The other columns are unchanged.
    expect(within(ann!).getByText('Ann Archer')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Customer', 'Tracking', 'Email', 'Phone', 'Status', 'Move Date', 'Synced', 'Last Updated', 'Actions',
    ]);
  }, SLOW);

  it('filters to possible duplicates with the switch, shows it in the address and remembers it; Clear Filters turns it off', async () => {
    const mock = renderHttpList(listBody([makeItem()]));
    await screen.findAllByTestId('opportunity-row');
    expect(toggle()).not.toBeChecked();
    expect(location()).toBe('/opportunities');

    await userEvent.click(toggle());
    await waitFor(() => expect(mock.lastList()).toEqual({ ...DEFAULT_PARAMS, duplicates: 'only' }));
    expect(toggle()).toBeChecked();
    await waitFor(() => expect(location()).toBe('/opportunities?duplicates=only'));
    expect(remembered()).toMatchObject({ duplicates: 'only' });

    await userEvent.click(toggle());
    await waitFor(() => expect(mock.lastList()).toEqual(DEFAULT_PARAMS));
    await waitFor(() => expect(location()).toBe('/opportunities'));

    await userEvent.click(toggle());
    await waitFor(() => expect(location()).toBe('/opportunities?duplicates=only'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(mock.lastList()).toEqual(DEFAULT_PARAMS));
    await waitFor(() => expect(location()).toBe('/opportunities'));
    expect(toggle()).not.toBeChecked();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  }, SLOW);

  it('opened at /opportunities?duplicates=only, asks for the possible duplicates at once, keeping the remembered filters', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ filter: { status: 'booked' }, sort: 'created_at', order: 'DESC', page: 3, perPage: 25 }));
    const mock = renderHttpList(listBody([makeItem()]), {}, POSSIBLE_DUPLICATES_PATH);
    await screen.findAllByTestId('opportunity-row');
    expect(mock.listRequests()).toEqual([{ ...DEFAULT_PARAMS, status: 'booked', duplicates: 'only' }]);
    expect(toggle()).toBeChecked();
    expect(location()).toBe('/opportunities?duplicates=only');
    expect(remembered()).toEqual({ status: 'booked', duplicates: 'only' });
  }, SLOW);

  it('puts a remembered duplicates filter back into the address', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ filter: { duplicates: 'only' }, sort: 'created_at', order: 'DESC', page: 1, perPage: 25 }));
    const mock = renderHttpList(listBody([makeItem()]));
    await screen.findAllByTestId('opportunity-row');
    expect(mock.listRequests()).toEqual([{ ...DEFAULT_PARAMS, duplicates: 'only' }]);
    await waitFor(() => expect(location()).toBe('/opportunities?duplicates=only'));
    expect(toggle()).toBeChecked();
  }, SLOW);
});

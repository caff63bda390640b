import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RelatedLead } from '../../api/types';
import { callTasksRoute } from '../../calls/call-tasks-test-data';
import { createFetchMock, json, signedIn } from '../../test/fetch-mock';
import { makeServices, renderInAdmin } from '../../test/render';
import { makePairMerge, makeRelatedLead } from '../duplicates/duplicates-test-data';
import { makeDetail } from './detail-test-data';
import OpportunityDetailPage from './OpportunityDetailPage';

const PAIR = '0b8e6a52-2222-4c3d-8e4f-000000000009';
const MERGE = '7a2d9e41-3333-4b5c-8d6e-000000000021';
const SLOW = 30_000;

/**
 * The detail page of Q2G-1001 over the app's real data provider and a small backend: its related leads, and the
 * "not a duplicate" decision (which dismisses the pair and, with no open pair left, clears the lead's mark).
 */
const renderDetail = (pairs: RelatedLead[]) => {
  const server = { detail: makeDetail({ possible_duplicate: pairs.some((pair) => pair.status === 'open') }), pairs };
  const id = server.detail.id;
  const { fetchMock, calls } = createFetchMock({
    'GET /auth/status': signedIn('admin'),
    'GET /api/opportunities/by-tracking/Q2G-1001': () => json({ success: true, opportunity: server.detail }),
    [`GET /api/opportunities/${id}/activity`]: () => json({ success: true, data: [] }),
    [`GET /api/call-history/${id}`]: [],
    'GET /api/call-tasks': callTasksRoute(() => []),
    [`GET /api/opportunities/${id}/duplicates`]: () => json({ success: true, duplicates: server.pairs }),
    [`POST /api/opportunities/duplicates/${PAIR}/not-duplicate`]: () => {
      server.pairs = server.pairs.map((pair) => (pair.pair_id === PAIR ? { ...pair, status: 'dismissed' } : pair));
      server.detail = { ...server.detail, possible_duplicate: server.pairs.some((pair) => pair.status === 'open') };
      return json({ success: true, pair_id: PAIR, status: 'dismissed' });
    },
    // Keeping the earlier lead (HAH-123) merges this one into it: this lead becomes read-only.
    [`POST /api/opportunities/duplicates/${PAIR}/merge`]: () => {
      server.pairs = server.pairs.map((pair) => (pair.pair_id === PAIR ? { ...pair, status: 'merged', merge: makePairMerge({ merge_id: MERGE, primary: 'other' }) } : pair));
      server.detail = { ...server.detail, possible_duplicate: false, merged_into_id: server.pairs[0]!.opportunity_id, merged_into_tracking: 'HAH-123' };
      return json({ success: true, merge_id: MERGE, primary_id: server.pairs[0]!.opportunity_id, merged_id: id, filled: [], undo_until: '2027-01-11T15:04:00.000Z' });
    },
  });
  renderInAdmin(
    <Routes>
      <Route path="/opportunities/:trackingNumber" element={<OpportunityDetailPage />} />
    </Routes>,
    { services: makeServices(fetchMock), path: '/opportunities/Q2G-1001' },
  );
  const requests = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  return { id, requests };
};

describe('OpportunityDetailPage: Possible duplicates', () => {
  it('shows a card of related leads, each linking to its page', async () => {
    renderDetail([makeRelatedLead({ created_at: '2027-01-08T15:04:00.000Z' })]);
    const card = await screen.findByRole('region', { name: 'Possible duplicates' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Possible duplicates' })).toBeInTheDocument();
    const [line] = await within(card).findAllByTestId('duplicate-line');
    expect(within(line!).getByTestId('duplicate-summary')).toHaveTextContent('Also from HireAHelper, 2 days earlier · tracking HAH-123');
    expect(within(line!).getByTestId('duplicate-reasons')).toHaveTextContent('Jordan B. · Same email · same phone');
    const link = within(line!).getByRole('link', { name: 'HAH-123' });
    expect(link).toHaveAttribute('href', '/opportunities/HAH-123');
    expect(link).not.toHaveAttribute('target');
  }, SLOW);

  it('marks a pair not a duplicate, then reloads the card and the opportunity', async () => {
    const { requests } = renderDetail([makeRelatedLead()]);
    const card = await screen.findByRole('region', { name: 'Possible duplicates' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Not a duplicate' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Not a duplicate?' })).getByRole('button', { name: 'Mark as not a duplicate' }));

    expect(await screen.findByText('Marked as not a duplicate')).toBeInTheDocument();
    const [post] = requests('POST', `/api/opportunities/duplicates/${PAIR}/not-duplicate`);
    expect(new Headers(post!.init?.headers).get('X-CSRF-Token')).toBe('csrf-123');
    await waitFor(() => expect(within(card).getByTestId('duplicate-status')).toHaveTextContent('Not a duplicate'));
    expect(within(card).queryByRole('button', { name: 'Not a duplicate' })).not.toBeInTheDocument();
    // The record is read again (its mark is gone now).
    await waitFor(() => expect(requests('GET', '/api/opportunities/by-tracking/Q2G-1001')).toHaveLength(2));
  }, SLOW);

  it('merges this lead into the earlier one, then shows it read-only', async () => {
    const { requests } = renderDetail([makeRelatedLead()]);
    const card = await screen.findByRole('region', { name: 'Possible duplicates' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Merge' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Merge leads' })).getByRole('button', { name: 'Merge' }));

    expect(await screen.findByText('Leads merged')).toBeInTheDocument();
    const [post] = requests('POST', `/api/opportunities/duplicates/${PAIR}/merge`);
    expect(JSON.parse(String(post!.init?.body))).toEqual({ keep: 'earlier' });
    expect(new Headers(post!.init?.headers).get('X-CSRF-Token')).toBe('csrf-123');
    // The record is read again: it is merged now, so the page says so and offers no edit.
    expect(await screen.findByTestId('merged-lead-alert')).toHaveTextContent('This lead was merged into HAH-123.');
    expect(requests('GET', '/api/opportunities/by-tracking/Q2G-1001')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(card).getByTestId('duplicate-merge-role')).toHaveTextContent('Merged into it'));
  }, SLOW);

  it('shows no card for an opportunity without related leads', async () => {
    const { id, requests } = renderDetail([]);
    expect(await screen.findByRole('region', { name: 'Customer Information' })).toBeInTheDocument();
    await waitFor(() => expect(requests('GET', `/api/opportunities/${id}/duplicates`)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Possible duplicates' })).not.toBeInTheDocument();
  }, SLOW);
});

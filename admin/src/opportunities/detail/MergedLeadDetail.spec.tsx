import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { OpportunityDetail, RelatedLead } from '../../api/types';
import { serveCallTasks } from '../../calls/call-tasks-test-data';
import { createMemoryDataProvider } from '../../test/memory-data-provider';
import { renderInAdmin } from '../../test/render';
import { makePairMerge, makeRelatedLead } from '../duplicates/duplicates-test-data';
import { makeDetail } from './detail-test-data';
import OpportunityDetailPage from './OpportunityDetailPage';

const SLOW = 30_000;

/** Q2G-1001's page over the in-memory data provider: a web-form lead (the call tracker applies) with one logged call. */
const renderDetail = (detail: OpportunityDetail, pairs: RelatedLead[] = []) => {
  serveCallTasks([]);
  const { provider } = createMemoryDataProvider(
    {
      opportunities: [detail],
      'opportunity-activity': [],
      'call-history': [
        {
          id: 'call-1', opportunity_id: detail.id, outcome: 'no_answer', call_date: '2027-01-10T16:00:00.000Z', customer_service_agent: 'Dana Mover',
          phone_number: '+15125550143', notes: null, follow_up_triggered: false,
        },
      ],
    },
    { getOpportunityDuplicates: async () => pairs },
  );
  renderInAdmin(
    <Routes>
      <Route path="/opportunities/:trackingNumber" element={<OpportunityDetailPage />} />
    </Routes>,
    { dataProvider: provider, path: '/opportunities/Q2G-1001' },
  );
  return { provider };
};

const merged = makeDetail({ lead_source: 'web_form', merged_into_id: '6f1c8d2e-1111-4a2b-9c3d-000000000002', merged_into_tracking: 'HAH-123' });

describe('OpportunityDetailPage: a lead merged into another', () => {
  it('says so on top, linking to the primary, and offers no edit, no call logging and no merge', async () => {
    renderDetail(merged, [
      makeRelatedLead({ status: 'merged', merge: makePairMerge({ primary: 'other' }) }),
      makeRelatedLead({ pair_id: 'pair-2', opportunity_id: 'opp-3', tracking_number: 'Q2G-2002', earlier: false }),
    ]);
    const alert = await screen.findByTestId('merged-lead-alert');
    expect(alert).toHaveTextContent('This lead was merged into HAH-123. It is read-only; work on the primary lead.');
    const link = within(alert).getByRole('link', { name: 'HAH-123' });
    expect(link).toHaveAttribute('href', '/opportunities/HAH-123');
    expect(link).not.toHaveAttribute('target');

    expect(screen.getByRole('heading', { level: 1, name: 'Opportunity #Q2G-1001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Move Details' })).not.toBeInTheDocument();
    // Share and Print stay: they change nothing.
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    // No call, email or CRM re-queue from a merged lead: the primary is the one worked on and synced.
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(actions).queryByRole('link', { name: 'Call customer' })).not.toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Call customer' })).not.toBeInTheDocument();
    expect(within(actions).queryByRole('link', { name: 'Email customer' })).not.toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Email customer' })).not.toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Re-queue CRM sync' })).not.toBeInTheDocument();
    expect(within(actions).getByTestId('detail-sync-state')).toBeInTheDocument();

    const calls = await screen.findByRole('region', { name: 'Customer Service Calls' });
    expect(within(calls).queryByTestId('call-outcome-tracker')).not.toBeInTheDocument();
    expect(await within(calls).findAllByTestId('call-history-item')).toHaveLength(1);

    const duplicates = await screen.findByRole('region', { name: 'Possible duplicates' });
    const [primary, other] = await within(duplicates).findAllByTestId('duplicate-line');
    expect(within(primary!).getByTestId('duplicate-merge-role')).toHaveTextContent('Merged into it');
    expect(within(primary!).getByRole('button', { name: 'Undo merge' })).toBeInTheDocument();
    expect(within(other!).queryByRole('button', { name: 'Merge' })).not.toBeInTheDocument();
  }, SLOW);

  it('keeps the edit controls and call logging of a lead that is not merged', async () => {
    renderDetail(makeDetail({ lead_source: 'web_form' }), [makeRelatedLead()]);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit Move Details' })).toBeInTheDocument();
    expect(screen.queryByTestId('merged-lead-alert')).not.toBeInTheDocument();
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: 'Call customer' })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(within(actions).getByRole('link', { name: 'Email customer' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(within(actions).getByRole('button', { name: 'Re-queue CRM sync' })).toBeInTheDocument();
    const calls = await screen.findByRole('region', { name: 'Customer Service Calls' });
    expect(within(calls).getByTestId('call-outcome-tracker')).toBeInTheDocument();
    const duplicates = await screen.findByRole('region', { name: 'Possible duplicates' });
    expect(await within(duplicates).findByRole('button', { name: 'Merge' })).toBeInTheDocument();
  }, SLOW);
});

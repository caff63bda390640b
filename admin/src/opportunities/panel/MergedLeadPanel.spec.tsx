import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveCallTasks } from '../../calls/call-tasks-test-data';
import { createMemoryDataProvider } from '../../test/memory-data-provider';
import { renderInAdmin } from '../../test/render';
import { makeDetail } from '../detail/detail-test-data';
import { OpportunityPanel, type OpportunityPanelProps } from './OpportunityPanel';
import { makeItem } from './test-opportunity';

const SLOW = 30_000;

/** A web-form lead (the call tracker applies); its record by tracking number says whether it was merged. */
const item = makeItem({}, { lead_source: 'web_form' });

const setup = (mergedInto: string | null, initialMode: OpportunityPanelProps['initialMode'] = 'view') => {
  serveCallTasks([]);
  const detail = makeDetail({ id: item.id, tracking_number: item.q2g_tracking_number, lead_source: 'web_form', merged_into_id: mergedInto ? 'opp-9' : null, merged_into_tracking: mergedInto });
  const { provider } = createMemoryDataProvider({ opportunities: [detail], 'call-history': [] });
  renderInAdmin(<OpportunityPanel opportunity={item} initialMode={initialMode} onClose={() => undefined} />, { dataProvider: provider });
  return { provider };
};

const panel = () => screen.getByRole('dialog', { name: 'Opportunity Details' });

describe('OpportunityPanel: a lead merged into another', () => {
  it('says so on top, linking to the primary in a new tab, and offers no status update, edit or call logging', async () => {
    const { provider } = setup('HAH-123');
    const alert = await within(panel()).findByTestId('merged-lead-alert');
    expect(provider.getOne).toHaveBeenCalledWith('opportunities', expect.objectContaining({ id: 'Q2G-1001' }));
    expect(alert).toHaveTextContent('This lead was merged into HAH-123. It is read-only; work on the primary lead.');
    const link = within(alert).getByRole('link', { name: 'HAH-123' });
    expect(link).toHaveAttribute('href', '/opportunities/HAH-123');
    expect(link).toHaveAttribute('target', '_blank');

    expect(within(panel()).queryByRole('button', { name: 'Update Status' })).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Edit Details' })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'View Full Details' })).toBeInTheDocument();
    const calls = within(panel()).getByRole('region', { name: 'Customer Service Calls' });
    expect(within(calls).queryByTestId('call-outcome-tracker')).not.toBeInTheDocument();
    expect(await within(calls).findByText('No calls recorded yet')).toBeInTheDocument();
  }, SLOW);

  it('shows a merged lead opened for editing as read-only', async () => {
    setup('HAH-123', 'edit');
    expect(await within(panel()).findByTestId('merged-lead-alert')).toBeInTheDocument();
    await waitFor(() => expect(within(panel()).queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument());
    expect(within(panel()).getByRole('region', { name: 'Customer Information' })).toBeInTheDocument();
  }, SLOW);

  it('keeps the controls of a lead that is not merged', async () => {
    const { provider } = setup(null);
    await waitFor(() => expect(provider.getOne).toHaveBeenCalled());
    expect(within(panel()).getByRole('button', { name: 'Update Status' })).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Edit Details' })).toBeInTheDocument();
    expect(within(panel()).getByTestId('call-outcome-tracker')).toBeInTheDocument();
    expect(within(panel()).queryByTestId('merged-lead-alert')).not.toBeInTheDocument();
  }, SLOW);
});

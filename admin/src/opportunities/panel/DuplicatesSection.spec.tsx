import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpportunityListItem, RelatedLead } from '../../api/types';
import { serveCallTasks } from '../../calls/call-tasks-test-data';
import { ApiError } from '../../providers/api-error';
import { createMemoryDataProvider } from '../../test/memory-data-provider';
import { renderInAdmin } from '../../test/render';
import { makeDetail } from '../detail/detail-test-data';
import { makeRelatedLead } from '../duplicates/duplicates-test-data';
import { OpportunityPanel } from './OpportunityPanel';
import { makeItem } from './test-opportunity';

/** Local times, so "2 days earlier" never depends on the timezone the spec runs in. */
const at = (day: number, hour: number) => new Date(2027, 0, day, hour).toISOString();

const SLOW = 30_000;

/**
 * The panel of Q2G-1001 (created Jan 10) over the in-memory data provider: its related leads answer from `pairs`
 * (a "Not a duplicate" dismisses one), and both leads' records are there for the comparison.
 */
const setup = (pairs: RelatedLead[], options: { item?: OpportunityListItem; readFails?: number; read?: () => Promise<RelatedLead[]> } = {}) => {
  const item = options.item ?? makeItem({}, { created_at: at(10, 9), possible_duplicate: true });
  serveCallTasks([]);
  let stored = [...pairs];
  let failures = options.readFails ?? 0;
  const { provider } = createMemoryDataProvider(
    {
      opportunities: [{ ...item }, makeDetail({ id: 'opp-1', tracking_number: 'Q2G-1001' }), makeDetail({ id: 'opp-2', tracking_number: 'HAH-123', customer_phone: '+15125550199' })],
      'call-history': [],
    },
    {
      getOpportunityDuplicates: async () => {
        if (options.read) return options.read();
        if (failures > 0) {
          failures -= 1;
          throw new ApiError({ message: 'boom', status: 500 });
        }
        return stored;
      },
      markNotDuplicate: async (pairId: string) => {
        stored = stored.map((pair) => (pair.pair_id === pairId ? { ...pair, status: 'dismissed' } : pair));
        return { pair_id: pairId, status: 'dismissed' };
      },
    },
  );
  renderInAdmin(<OpportunityPanel opportunity={item} onClose={() => undefined} />, { dataProvider: provider });
  return { provider };
};

const panel = () => screen.getByRole('dialog', { name: 'Opportunity Details' });
const section = () => within(panel()).findByRole('region', { name: 'Possible duplicates' });
/** The section once its related leads have arrived (a marked lead's section shows a skeleton before). */
const loaded = async () => {
  const region = await section();
  await within(region).findAllByTestId('duplicate-line');
  return region;
};

describe('OpportunityPanel: Possible duplicates', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists each related lead: where and when it came in, who, why, how sure, and a link to its page', async () => {
    const { provider } = setup([
      makeRelatedLead({ created_at: at(8, 15), earlier: true }),
      makeRelatedLead({
        pair_id: 'pair-2', opportunity_id: 'opp-3', tracking_number: 'Q2G-2002', customer_name: null, lead_provider: null, lead_source: 'web_form',
        created_at: at(11, 8), earlier: false, reasons: ['name_move_date_city'], reason_words: ['same name, move date and city'], score: 0.75, status: 'merged',
      }),
    ]);
    const region = await loaded();
    expect(within(region).getByRole('heading', { name: 'Possible duplicates' })).toBeInTheDocument();
    expect(provider.getOpportunityDuplicates).toHaveBeenCalledWith('opp-1', expect.any(AbortSignal));

    const [first, second] = within(region).getAllByTestId('duplicate-line');
    expect(within(first!).getByTestId('duplicate-summary')).toHaveTextContent('Also from HireAHelper, 2 days earlier · tracking HAH-123');
    expect(within(first!).getByTestId('duplicate-reasons')).toHaveTextContent('Jordan B. · Same email · same phone');
    expect(within(first!).getByText('95% match')).toBeInTheDocument();
    // From the panel a related lead opens in a new tab, like "View Full Details".
    const link = within(first!).getByRole('link', { name: 'HAH-123' });
    expect(link).toHaveAttribute('href', '/opportunities/HAH-123');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(first!).getByRole('button', { name: 'Compare' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Not a duplicate' })).toBeInTheDocument();
    expect(within(first!).queryByTestId('duplicate-status')).not.toBeInTheDocument();

    // A decided pair says so and offers only Compare.
    expect(within(second!).getByTestId('duplicate-summary')).toHaveTextContent('Also from Website form, 1 day later · tracking Q2G-2002');
    expect(within(second!).getByTestId('duplicate-reasons')).toHaveTextContent('Unknown customer · Same name, move date and city');
    expect(within(second!).getByText('75% match')).toBeInTheDocument();
    expect(within(second!).getByTestId('duplicate-status')).toHaveTextContent('Merged');
    expect(within(second!).queryByRole('button', { name: 'Not a duplicate' })).not.toBeInTheDocument();
  }, SLOW);

  it('asks before marking a pair not a duplicate, then notifies and shows the pair decided', async () => {
    const { provider } = setup([makeRelatedLead({ created_at: at(8, 15) })]);
    const region = await loaded();
    await userEvent.click(within(region).getByRole('button', { name: 'Not a duplicate' }));

    const confirm = await screen.findByRole('dialog', { name: 'Not a duplicate?' });
    expect(confirm).toHaveTextContent('HAH-123 (Jordan B.) and this lead will be kept as different customers. This is remembered: the pair will not be suggested again.');
    // Cancel sends nothing.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Not a duplicate?' })).not.toBeInTheDocument());
    expect(provider.markNotDuplicate).not.toHaveBeenCalled();

    await userEvent.click(within(region).getByRole('button', { name: 'Not a duplicate' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Not a duplicate?' })).getByRole('button', { name: 'Mark as not a duplicate' }));
    await waitFor(() => expect(provider.markNotDuplicate).toHaveBeenCalledWith('0b8e6a52-2222-4c3d-8e4f-000000000009'));
    expect(await screen.findByText('Marked as not a duplicate')).toBeInTheDocument();
    // The section is read again: the pair is now decided.
    await waitFor(() => expect(within(region).getByTestId('duplicate-status')).toHaveTextContent('Not a duplicate'));
    expect(provider.getOpportunityDuplicates).toHaveBeenCalledTimes(2);
    expect(within(region).queryByRole('button', { name: 'Not a duplicate' })).not.toBeInTheDocument();
  }, SLOW);

  it("notifies the server's reason when marking fails, and keeps the pair open", async () => {
    const { provider } = setup([makeRelatedLead()]);
    provider.markNotDuplicate.mockRejectedValueOnce(new ApiError({ message: 'Pair not found', status: 404 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const region = await loaded();
    await userEvent.click(within(region).getByRole('button', { name: 'Not a duplicate' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Not a duplicate?' })).getByRole('button', { name: 'Mark as not a duplicate' }));
    expect(await screen.findByText('Failed to mark as not a duplicate: Pair not found')).toBeInTheDocument();
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Not a duplicate' })).toBeEnabled());
  }, SLOW);

  it('opens the comparison of the two leads', async () => {
    setup([makeRelatedLead()]);
    await userEvent.click(within(await loaded()).getByRole('button', { name: 'Compare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare leads' });
    const phone = (await within(dialog).findAllByTestId('compare-row')).find((row) => row.textContent?.startsWith('Phone'));
    expect(phone).toHaveAttribute('data-differs', 'true');
    expect(phone).toHaveTextContent('(512) 555-0143(512) 555-0199');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Compare leads' })).not.toBeInTheDocument());
  }, SLOW);

  it('is absent when the opportunity has no related leads', async () => {
    const { provider } = setup([], { item: makeItem() });
    await waitFor(() => expect(provider.getOpportunityDuplicates).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(panel()).queryByRole('region', { name: 'Possible duplicates' })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('region', { name: 'Customer Information' })).toBeInTheDocument();
  }, SLOW);

  it('shows a failed read with Retry, which reads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { provider } = setup([makeRelatedLead()], { readFails: 1 });
    const region = await section();
    expect(await within(region).findByText('Failed to load possible duplicates')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await within(await section()).findAllByTestId('duplicate-line')).toHaveLength(1);
    expect(provider.getOpportunityDuplicates).toHaveBeenCalledTimes(2);
  }, SLOW);

  it('holds the place of a marked lead while its related leads load', async () => {
    let release: (pairs: RelatedLead[]) => void = () => undefined;
    setup([], { read: () => new Promise<RelatedLead[]>((resolve) => { release = resolve; }) });
    const region = await section();
    expect(within(region).getByRole('status', { name: 'Loading possible duplicates' })).toBeInTheDocument();
    release([makeRelatedLead()]);
    expect(await within(region).findAllByTestId('duplicate-line')).toHaveLength(1);
  }, SLOW);
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MergeKeep, RelatedLead } from '../../api/types';
import { ApiError } from '../../providers/api-error';
import { createMemoryDataProvider } from '../../test/memory-data-provider';
import { renderInAdmin } from '../../test/render';
import { makePairMerge, makeRelatedLead } from './duplicates-test-data';
import { OpportunityDuplicates } from './OpportunityDuplicates';

const PAIR = '0b8e6a52-2222-4c3d-8e4f-000000000009';
const MERGE = '7a2d9e41-3333-4b5c-8d6e-000000000021';
const SLOW = 30_000;

/** Local times, so "2 days earlier" never depends on the timezone the spec runs in. */
const at = (day: number, hour: number) => new Date(2027, 0, day, hour).toISOString();

/**
 * Q2G-1001's related leads over the in-memory data provider: a merge marks the pair merged (the primary as `keep`
 * says), an undo opens it again.
 */
const setup = (pairs: RelatedLead[], options: { readOnly?: boolean } = {}) => {
  let stored = [...pairs];
  const { provider } = createMemoryDataProvider(
    {},
    {
      getOpportunityDuplicates: async () => stored,
      mergeDuplicates: async (pairId: string, keep: MergeKeep) => {
        stored = stored.map((pair) =>
          pair.pair_id === pairId
            ? { ...pair, status: 'merged', merge: makePairMerge({ merge_id: MERGE, primary: (keep === 'earlier') === pair.earlier ? 'other' : 'this' }) }
            : pair,
        );
        return { merge_id: MERGE, primary_id: 'opp-1', merged_id: 'opp-2', filled: ['customerPhone'], undo_until: '2027-01-11T15:04:00.000Z' };
      },
      undoMerge: async (mergeId: string) => {
        stored = stored.map((pair) => (pair.merge?.merge_id === mergeId ? { ...pair, status: 'open', merge: null } : pair));
        return { merge_id: mergeId, undone: true };
      },
    },
  );
  renderInAdmin(
    <OpportunityDuplicates
      owner={{ id: 'opp-1', tracking: 'Q2G-1001', created_at: at(10, 9) }}
      marked
      readOnly={options.readOnly}
      frame={(content) => <section aria-label="Possible duplicates">{content}</section>}
    />,
    { dataProvider: provider },
  );
  return { provider };
};

const line = async () => {
  const [first] = await within(screen.getByRole('region', { name: 'Possible duplicates' })).findAllByTestId('duplicate-line');
  return first!;
};
const toastOf = async (text: string) => {
  const toast = (await screen.findByText(text)).closest('[data-testid="toast"]');
  if (!(toast instanceof HTMLElement)) throw new Error(`no notification "${text}"`);
  return toast;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OpportunityDuplicates: merge and undo', () => {
  it('asks which lead stays the primary, the earlier one by default, and Cancel sends nothing', async () => {
    const { provider } = setup([makeRelatedLead({ created_at: at(8, 15), earlier: true })]);
    await userEvent.click(within(await line()).getByRole('button', { name: 'Merge' }));

    const dialog = await screen.findByRole('dialog', { name: 'Merge leads' });
    const group = within(dialog).getByRole('radiogroup', { name: 'Which lead stays the primary?' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Keep the earlier lead (HAH-123)',
      'Keep this lead (Q2G-1001)',
    ]);
    expect(within(dialog).getByRole('radio', { name: 'Keep the earlier lead (HAH-123)' })).toBeChecked();
    expect(within(dialog).getByTestId('merge-explanation')).toHaveTextContent(
      'The other lead becomes a read-only linked duplicate; its timeline and calls show on the primary; blank fields of the primary are filled from it. You can undo this for a day.',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Merge leads' })).not.toBeInTheDocument());
    expect(provider.mergeDuplicates).not.toHaveBeenCalled();
  }, SLOW);

  it('names a later lead so, with this lead kept by default', async () => {
    setup([makeRelatedLead({ tracking_number: 'Q2G-2002', created_at: at(11, 8), earlier: false })]);
    await userEvent.click(within(await line()).getByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge leads' });
    expect(within(dialog).getByRole('radio', { name: 'Keep this lead (Q2G-1001)' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Keep the later lead (Q2G-2002)' })).not.toBeChecked();
  }, SLOW);

  it('merges keeping the chosen lead, shows the pair merged, and the notification takes it back with Undo', async () => {
    const { provider } = setup([makeRelatedLead({ created_at: at(8, 15) })]);
    await userEvent.click(within(await line()).getByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge leads' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Keep this lead (Q2G-1001)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));

    await waitFor(() => expect(provider.mergeDuplicates).toHaveBeenCalledWith(PAIR, 'newer'));
    const toast = await toastOf('Leads merged');
    // The related leads are read again: the pair is merged, this lead the primary.
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Possible duplicates' })).getByTestId('duplicate-status')).toHaveTextContent('Merged'));
    const merged = await line();
    expect(merged).toHaveAttribute('data-status', 'merged');
    expect(within(merged).getByTestId('duplicate-merge-role')).toHaveTextContent('Kept as primary');
    expect(within(merged).getByTestId('duplicate-undo-until')).toHaveTextContent(/^Undo possible until /);
    expect(within(merged).queryByRole('button', { name: 'Merge' })).not.toBeInTheDocument();
    expect(within(merged).queryByRole('button', { name: 'Not a duplicate' })).not.toBeInTheDocument();
    expect(within(merged).getByRole('button', { name: 'Undo merge' })).toBeEnabled();
    expect(provider.getOpportunityDuplicates).toHaveBeenCalledTimes(2);

    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(provider.undoMerge).toHaveBeenCalledWith(MERGE));
    expect(await screen.findByText('Merge undone')).toBeInTheDocument();
    await waitFor(async () => expect(await line()).toHaveAttribute('data-status', 'open'));
    expect(within(await line()).getByRole('button', { name: 'Merge' })).toBeEnabled();
  }, SLOW);

  it('undoes a merge from its line after asking', async () => {
    const { provider } = setup([makeRelatedLead({ status: 'merged', merge: makePairMerge({ merge_id: MERGE, primary: 'other' }) })]);
    const merged = await line();
    expect(within(merged).getByTestId('duplicate-status')).toHaveTextContent('Merged');
    expect(within(merged).getByTestId('duplicate-merge-role')).toHaveTextContent('Merged into it');

    await userEvent.click(within(merged).getByRole('button', { name: 'Undo merge' }));
    const confirm = await screen.findByRole('dialog', { name: 'Undo merge?' });
    expect(confirm).toHaveTextContent('Q2G-1001 will no longer be merged into HAH-123 and can be edited again.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Undo merge?' })).not.toBeInTheDocument());
    expect(provider.undoMerge).not.toHaveBeenCalled();

    await userEvent.click(within(merged).getByRole('button', { name: 'Undo merge' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Undo merge?' })).getByRole('button', { name: 'Undo merge' }));
    await waitFor(() => expect(provider.undoMerge).toHaveBeenCalledWith(MERGE));
    expect(await screen.findByText('Merge undone')).toBeInTheDocument();
    await waitFor(async () => expect(await line()).toHaveAttribute('data-status', 'open'));
  }, SLOW);

  it("shows the server's reason when a merge is refused, and keeps the pair open", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { provider } = setup([makeRelatedLead()]);
    provider.mergeDuplicates.mockRejectedValueOnce(
      new ApiError({ message: 'HAH-123 is already merged into another lead', status: 409, errorCode: 'OPPORTUNITY_ALREADY_MERGED' }),
    );
    await userEvent.click(within(await line()).getByRole('button', { name: 'Merge' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Merge leads' })).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Failed to merge the leads: HAH-123 is already merged into another lead')).toBeInTheDocument();
    await waitFor(async () => expect(within(await line()).getByRole('button', { name: 'Merge' })).toBeEnabled());
    expect(screen.queryByText('Leads merged')).not.toBeInTheDocument();
  }, SLOW);

  it("shows the server's reason when the undo comes too late", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { provider } = setup([makeRelatedLead({ status: 'merged', merge: makePairMerge({ merge_id: MERGE }) })]);
    provider.undoMerge.mockRejectedValueOnce(
      new ApiError({ message: 'A merge can be undone for a day only; this one is final', status: 409, errorCode: 'MERGE_UNDO_EXPIRED' }),
    );
    await userEvent.click(within(await line()).getByRole('button', { name: 'Undo merge' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Undo merge?' })).getByRole('button', { name: 'Undo merge' }));
    expect(await screen.findByText('Failed to undo the merge: A merge can be undone for a day only; this one is final')).toBeInTheDocument();
  }, SLOW);

  it('offers no undo once a merge is final, and no merge on a read-only lead', async () => {
    setup(
      [
        makeRelatedLead({ status: 'merged', merge: makePairMerge({ undoable: false }) }),
        makeRelatedLead({ pair_id: 'pair-2', tracking_number: 'Q2G-2002', earlier: false }),
      ],
      { readOnly: true },
    );
    const region = screen.getByRole('region', { name: 'Possible duplicates' });
    const [final, open] = await within(region).findAllByTestId('duplicate-line');
    expect(within(final!).getByTestId('duplicate-merge-role')).toHaveTextContent('Kept as primary');
    expect(within(final!).queryByRole('button', { name: 'Undo merge' })).not.toBeInTheDocument();
    expect(within(final!).queryByTestId('duplicate-undo-until')).not.toBeInTheDocument();
    expect(within(open!).queryByRole('button', { name: 'Merge' })).not.toBeInTheDocument();
    expect(within(open!).getByRole('button', { name: 'Not a duplicate' })).toBeInTheDocument();
  }, SLOW);
});

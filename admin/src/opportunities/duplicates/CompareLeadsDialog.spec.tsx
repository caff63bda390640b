import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RelatedLead } from '../../api/types';
import { ApiError } from '../../providers/api-error';
import { createMemoryDataProvider } from '../../test/memory-data-provider';
import { staticMediaQueryList } from '../../test/media-query';
import { renderInAdmin } from '../../test/render';
import { makeDetail } from '../detail/detail-test-data';
import { CompareLeadsDialog } from './CompareLeadsDialog';
import { makeRelatedLead } from './duplicates-test-data';

const mine = makeDetail({ lead_provider: null, lead_source: 'web_form' });
const theirs = makeDetail({
  id: 'opp-2',
  tracking_number: 'HAH-123',
  customer_phone: '+15125550199',
  lead_provider: 'HireAHelper',
  lead_source: 'email',
  created_at: '2027-01-08T15:04:00.000Z',
});

type MemoryProvider = ReturnType<typeof createMemoryDataProvider>['provider'];

const start = (lead: RelatedLead, prepare: (provider: MemoryProvider) => void = () => undefined) => {
  const { provider } = createMemoryDataProvider({ opportunities: [mine, theirs] });
  prepare(provider);
  const onClose = vi.fn();
  renderInAdmin(<CompareLeadsDialog ownerTracking="Q2G-1001" lead={lead} onClose={onClose} />, { dataProvider: provider });
  return { provider, onClose };
};

const dialog = () => screen.getByRole('dialog', { name: 'Compare leads' });
const rowOf = (label: string) => within(dialog()).getAllByTestId('compare-row').find((row) => within(row).getByRole('rowheader').textContent?.startsWith(label));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CompareLeadsDialog', () => {
  it('loads both leads by tracking number and shows them side by side, the differing fields marked', async () => {
    const { provider } = start(makeRelatedLead());
    expect(within(dialog()).getByRole('status', { name: 'Loading leads' })).toBeInTheDocument();
    expect(within(dialog()).getByTestId('compare-reasons')).toHaveTextContent('Same email · same phone95% match');

    const table = await within(dialog()).findByRole('table', { name: 'Lead comparison' });
    expect(provider.getOne).toHaveBeenCalledWith('opportunities', expect.objectContaining({ id: 'Q2G-1001' }));
    expect(provider.getOne).toHaveBeenCalledWith('opportunities', expect.objectContaining({ id: 'HAH-123' }));
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Field', 'This lead#Q2G-1001', 'Earlier lead#HAH-123']);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Customer', 'Email', 'Phone (differs)', 'Move date', 'From', 'To', 'Status', 'Estimated revenue', 'Source (differs)', 'Assignee', 'Created (differs)',
    ]);
    expect(rowOf('Phone')).toHaveAttribute('data-differs', 'true');
    expect(rowOf('Phone')).toHaveTextContent('(512) 555-0143(512) 555-0199');
    expect(rowOf('Source')).toHaveTextContent('Website formHireAHelper · Lead email');
    expect(rowOf('Email')).toHaveAttribute('data-differs', 'false');
    expect(rowOf('Customer')).toHaveTextContent('Jordan BlakeJordan Blake');
    expect(screen.queryByRole('status', { name: 'Loading leads' })).not.toBeInTheDocument();
  });

  it("names a later lead's column so, and shows a decided pair's status", async () => {
    start(makeRelatedLead({ earlier: false, status: 'dismissed' }));
    const table = await within(dialog()).findByRole('table', { name: 'Lead comparison' });
    expect(within(table).getAllByRole('columnheader')[2]).toHaveTextContent('Later lead#HAH-123');
    expect(within(dialog()).getByTestId('compare-reasons')).toHaveTextContent('Not a duplicate');
  });

  it('shows a failed read with Retry, which loads the comparison', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    start(makeRelatedLead(), (provider) => {
      const read = provider.getOne.getMockImplementation();
      provider.getOne.mockImplementation(async (resource, params) => {
        if (params.id === 'HAH-123' && failing) throw new ApiError({ message: 'boom', status: 500 });
        if (!read) throw new Error('no reader');
        return read(resource, params);
      });
    });
    const alert = await within(dialog()).findByTestId('compare-error');
    expect(alert).toHaveTextContent('Failed to load the leads to compare');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog()).findByRole('table', { name: 'Lead comparison' })).toBeInTheDocument();
  });

  it('fills the screen on a phone and closes with Close', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => staticMediaQueryList(query, query.includes('max-width')));
    const { onClose } = start(makeRelatedLead());
    expect(dialog()).toHaveClass('MuiDialog-paperFullScreen');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

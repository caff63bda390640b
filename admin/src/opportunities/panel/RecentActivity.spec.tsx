import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEvent } from '../../api/types';
import { serveCallTasks } from '../../calls/call-tasks-test-data';
import { ApiError } from '../../providers/api-error';
import { createMemoryDataProvider } from '../../test/memory-data-provider';
import { renderInAdmin } from '../../test/render';
import { makeEvent } from '../detail/detail-test-data';
import { OpportunityPanel } from './OpportunityPanel';
import { makeItem } from './test-opportunity';

/** The panel over the in-memory data provider, with these timeline events (newest first) for its opportunity. */
const setup = (events: ActivityEvent[], options: { firstReadFails?: boolean } = {}) => {
  const item = makeItem();
  serveCallTasks([]);
  const { provider } = createMemoryDataProvider({
    opportunities: [{ ...item }],
    'call-history': [],
    'opportunity-activity': events.map((event) => ({ ...event, opportunity_id: item.id })),
  });
  const read = provider.getList.getMockImplementation();
  let failing = options.firstReadFails === true;
  provider.getList.mockImplementation(async (resource, params) => {
    if (resource === 'opportunity-activity' && failing) {
      failing = false;
      throw new ApiError({ message: 'boom', status: 500 });
    }
    if (!read) throw new Error('no list reader');
    return read(resource, params);
  });
  renderInAdmin(<OpportunityPanel opportunity={item} onClose={() => undefined} />, { dataProvider: provider });
  return { provider };
};

const recent = () => within(screen.getByRole('dialog', { name: 'Opportunity Details' })).getByRole('region', { name: 'Recent Activity' });

const day = (n: number) => `2027-01-${String(n).padStart(2, '0')}T10:00:00.000Z`;

describe('OpportunityPanel: Recent Activity', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a skeleton, then the five newest events of the timeline with the reply and bounce styles', async () => {
    const { provider } = setup([
      makeEvent({ id: 'e7', kind: 'inbound_reply', title: 'Reply received', detail: 'Yes, call me tomorrow', occurred_at: day(17) }),
      makeEvent({ id: 'e6', kind: 'inbound_bounce', title: 'Email bounced', occurred_at: day(16) }),
      makeEvent({ id: 'e5', kind: 'sequence_email_sent', title: 'Email sent', occurred_at: day(15) }),
      makeEvent({ id: 'e4', kind: 'sync_succeeded', title: 'Synced to HubSpot', occurred_at: day(14) }),
      makeEvent({ id: 'e3', kind: 'edited', title: 'Details edited', occurred_at: day(13) }),
      makeEvent({ id: 'e2', kind: 'enriched', title: 'Enriched', occurred_at: day(12) }),
      makeEvent({ id: 'e1', kind: 'created', title: 'Opportunity created', occurred_at: day(11) }),
    ]);
    expect(within(recent()).getByTestId('activity-skeleton')).toBeInTheDocument();
    const entries = await within(recent()).findAllByTestId('activity-event');
    expect(entries.map((entry) => entry.getAttribute('data-kind'))).toEqual(['inbound_reply', 'inbound_bounce', 'sequence_email_sent', 'sync_succeeded', 'edited']);
    expect(within(entries[0]).getByTestId('ReplyIcon')).toBeInTheDocument();
    expect(within(entries[0]).getByText('Yes, call me tomorrow')).toBeInTheDocument();
    expect(within(entries[1]).getByTestId('ErrorOutlineIcon')).toBeInTheDocument();
    expect(within(recent()).queryByText('Opportunity created')).not.toBeInTheDocument();
    expect(provider.getList).toHaveBeenCalledWith('opportunity-activity', expect.objectContaining({ filter: { opportunity_id: 'opp-1' } }));
  });

  it('says "No activity yet" when there is none', async () => {
    setup([]);
    expect(await within(recent()).findByText('No activity yet')).toBeInTheDocument();
    expect(within(recent()).queryByTestId('activity-event')).not.toBeInTheDocument();
  });

  it('says "Failed to load activity" when the read fails, and Retry reads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup([makeEvent()], { firstReadFails: true });
    expect(await within(recent()).findByText('Failed to load activity')).toBeInTheDocument();
    await userEvent.click(within(recent()).getByRole('button', { name: 'Retry' }));
    expect(await within(recent()).findByText('Opportunity created')).toBeInTheDocument();
  });
});

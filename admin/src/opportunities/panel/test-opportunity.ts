import type { OpportunityListItem } from '../../api/types';

/** A list item for the panel's tests: an email lead with phone, move date and an origin address. */
export const makeItem = (overrides: Partial<OpportunityListItem> = {}, raw: Partial<OpportunityListItem['raw']> = {}): OpportunityListItem => ({
  id: 'opp-1',
  customer: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: '+15551234567',
  q2g_tracking_number: 'Q2G-1001',
  status: 'new',
  move_date: '2027-03-05',
  synced: false,
  last_updated: '2027-02-01T10:00:00.000Z',
  ...overrides,
  raw: {
    hubspot_sync_status: null,
    hubspot_deal_id: null,
    hubspot_deal_url: null,
    lead_source: 'email',
    lead_provider: null,
    owner: null,
    assignee: null,
    origin_address: '1 Main St, Austin, TX 78701',
    destination_address: null,
    tracking_number: 'Q2G-1001',
    created_at: '2027-01-30T10:00:00.000Z',
    enriched: true,
    process_status: 'scraped',
    estimated_revenue: null,
    possible_duplicate: false,
    merged: false,
    ...raw,
  },
});

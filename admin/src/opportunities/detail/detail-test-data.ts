import type { ActivityEvent, OpportunityDetail } from '../../api/types';

/** A complete detail record for specs; override what a test is about. */
export const makeDetail = (overrides: Partial<OpportunityDetail> = {}): OpportunityDetail => ({
  id: '6f1c8d2e-1111-4a2b-9c3d-000000000001',
  tracking_number: 'Q2G-1001',
  customer_name: 'Jordan Blake',
  customer_email: 'jordan@example.com',
  customer_phone: '+15125550143',
  customer_phone_given: null,
  phone_quality: null,
  customer_email_given: null,
  email_quality: null,
  move_date: '2027-03-05',
  origin_address: '12 Oak St, Austin, TX 78701',
  destination_address: '9 Pine Ave, Denver, CO 80202',
  status: 'new',
  estimated_revenue: 4500,
  lead_source: 'email',
  lead_provider: null,
  possible_duplicate: false,
  merged_into_id: null,
  merged_into_tracking: null,
  enriched: true,
  hubspot_sync_status: 'succeeded',
  hubspot_deal_id: '987',
  hubspot_deal_url: 'https://app.hubspot.example/deal/987',
  owner: null,
  assignee: null,
  created_at: '2027-01-10T15:04:00.000Z',
  updated_at: '2027-01-12T09:30:00.000Z',
  ...overrides,
});

export const makeEvent = (overrides: Partial<ActivityEvent> = {}): ActivityEvent => ({
  id: 'ev-1',
  kind: 'created',
  occurred_at: '2027-01-10T15:04:00.000Z',
  title: 'Opportunity created',
  detail: null,
  actor: null,
  actor_name: null,
  ...overrides,
});

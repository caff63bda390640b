import { OpportunityEntity } from 'src/modules/leads/opportunities/entities/opportunity.entity';

let sequence = 0;

/** A stored, synced, enriched email lead (not saved); override what the test is about. */
export function makeOpportunity(overrides: Partial<OpportunityEntity> = {}): OpportunityEntity {
  sequence += 1;
  return Object.assign(new OpportunityEntity(), {
    id: `20000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    trackingNumber: `Q2G-${1000 + sequence}`,
    contactId: null,
    customerName: 'Maria Lopez',
    customerEmail: 'maria.lopez@movers-mail.com',
    customerPhone: '+15125550143',
    isNoreply: false,
    moveDate: '2027-03-05',
    originAddress: '12 Oak St, Austin, TX 78701',
    originStreet: '12 Oak St',
    originCity: 'Austin',
    originState: 'TX',
    originZip: '78701',
    destinationAddress: '9 Pine Ave, Denver, CO 80202',
    destinationStreet: '9 Pine Ave',
    destinationCity: 'Denver',
    destinationState: 'CO',
    destinationZip: '80202',
    moveSize: '2 bedroom',
    estimatedRevenue: 4250,
    status: 'new',
    processStatus: 'synced',
    leadSource: 'email',
    owner: null,
    assignee: null,
    enriched: true,
    enrichedAt: new Date('2026-11-01T12:05:00Z'),
    hubspotSyncStatus: 'succeeded',
    hubspotContactId: '501',
    hubspotDealId: '9001',
    hubspotDealUrl: null,
    syncAttempts: 1,
    syncLastError: null,
    syncStateChangedAt: new Date('2026-11-01T12:06:00Z'),
    syncedAt: new Date('2026-11-01T12:06:00Z'),
    staffEditedFields: [],
    raw: {},
    createdAt: new Date('2026-11-01T12:00:00Z'),
    updatedAt: new Date('2026-11-01T12:06:00Z'),
    ...overrides,
  });
}

import type { DuplicateDetectionService } from '../duplicates/duplicate-detection.service';
import 'reflect-metadata';
import type { TransactionHost, TypeOrmTransactions } from 'src/database/transactions';
import { makeOpportunity } from '../../../../test/factories/opportunity.factory';
import { strictMock } from '../../../../test/utils/strict-mock';
import type { ContactsService } from 'src/modules/contacts/contacts.service';
import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import type { OutboxAppend, OutboxService } from 'src/modules/outbox/outbox.service';
import { OpportunityEntity } from '../opportunities/entities/opportunity.entity';
import type { OpportunitiesRepository } from '../opportunities/opportunities.repository';
import type { OpportunityActivityRepository } from '../opportunities/opportunity-activity.repository';
import { LeadIngestionService } from './lead-ingestion.service';
import type { LeadRecord } from './parsing/lead-record';

const record = (overrides: Partial<LeadRecord> = {}): LeadRecord => ({
  trackingNumber: 'Q2G-2001',
  customerName: 'Maria Lopez',
  customerEmail: 'maria.lopez@movers-mail.com',
  customerPhone: null,
  moveDate: null,
  origin: null,
  destination: null,
  moveSize: null,
  estimatedRevenue: null,
  ...overrides,
});

/** The transaction helper, running the unit of work at once (the transaction itself is PostgreSQL's business). */
const db = { withTransaction: async <T>(work: () => Promise<T>): Promise<T> => work() } as unknown as TransactionHost<TypeOrmTransactions>;

/**
 * Intake against one row: a new lead (`existing` null: built in memory and inserted) or a stored one. `raceWinner`: a
 * concurrent copy of the same new lead that inserted first (the insert answers no row; the lock then finds it).
 */
function setup(existing: OpportunityEntity | null, raceWinner: OpportunityEntity | null = null) {
  const row = existing ?? Object.assign(new OpportunityEntity(), { trackingNumber: 'Q2G-2001', hubspotSyncStatus: null });
  const locks = [existing, raceWinner];
  const opportunities = strictMock<OpportunitiesRepository>('OpportunitiesRepository', {
    lockByTracking: async () => locks.shift() ?? null,
    blank: () => row,
    insert: async (entity: OpportunityEntity) => (raceWinner ? null : Object.assign(entity, { id: 'new-id', enriched: false })),
    save: async (entity: OpportunityEntity) => entity,
  } as never);
  const outbox = strictMock<OutboxService>('OutboxService', { appendAll: async () => undefined });
  const contacts = strictMock<ContactsService>('ContactsService', { upsertFromLead: async () => 'contact-1' });
  const activity = strictMock<OpportunityActivityRepository>('OpportunityActivityRepository', { append: async () => undefined });
  const duplicates = strictMock<DuplicateDetectionService>('DuplicateDetectionService', { detectAtIntake: async () => [] });
  const service = new LeadIngestionService(db, opportunities, outbox, contacts, activity, duplicates);
  const events = () => (outbox.calls.appendAll ?? []).flatMap(([appended]) => (appended as OutboxAppend[]).map((event) => event.event));
  return { service, row, opportunities, outbox, contacts, activity, events, duplicates };
}

describe('LeadIngestionService', () => {
  it('creates the opportunity with its contact, and records the CRM sync and enrichment requests with it', async () => {
    const { service, row, contacts, events, duplicates, outbox, opportunities } = setup(null);
    const result = await service.ingest(record(), { leadSource: 'email', raw: { subject: 'New lead' } });
    expect(result).toMatchObject({ opportunityId: 'new-id', trackingNumber: 'Q2G-2001', created: true });
    expect(duplicates.calls.detectAtIntake).toEqual([['new-id', { created: true, routable: true }]]);
    expect(row).toMatchObject({ leadSource: 'email', contactId: 'contact-1', hubspotSyncStatus: 'queued', customerName: 'Maria Lopez' });
    expect(contacts.calls.upsertFromLead[0][0]).toMatchObject({ firstName: 'Maria', lastName: 'Lopez', email: 'maria.lopez@movers-mail.com', source: 'email' });
    expect(events()).toEqual([OutboxEvent.CrmSyncRequested, OutboxEvent.EnrichmentRequested]);
    // Both follow-ups in one statement; the new row in one insert (no update after it).
    expect(outbox.calls.appendAll).toHaveLength(1);
    expect(opportunities.calls.save).toBeUndefined();
  });

  it('merges into the row a concurrent copy of the same new lead inserted first', async () => {
    const winner = makeOpportunity({ id: 'winner-id', trackingNumber: 'Q2G-2001', customerName: 'Maria Lopez', customerEmail: 'maria.lopez@movers-mail.com', customerPhone: null, moveDate: null, enriched: false, hubspotSyncStatus: 'succeeded' });
    const { service, opportunities, duplicates } = setup(null, winner);
    const result = await service.ingest(record({ moveDate: '2027-05-02' }), { leadSource: 'email', raw: {} });
    expect(result).toMatchObject({ opportunityId: 'winner-id', created: false, changedFields: ['moveDate'] });
    expect(opportunities.calls.insert).toHaveLength(1);
    expect(opportunities.calls.save).toEqual([[winner]]);
    expect(winner.moveDate).toBe('2027-05-02');
    expect(duplicates.calls.detectAtIntake).toEqual([['winner-id', { created: false, routable: true }]]);
  });

  it('treats the same lead again as no change: no sync request, no activity, enrichment only while still missing', async () => {
    const stored = makeOpportunity({ trackingNumber: 'Q2G-2001', customerName: 'Maria Lopez', customerPhone: null, moveDate: null, enriched: false, hubspotSyncStatus: 'succeeded' });
    const { service, events, activity, duplicates } = setup(stored);
    const result = await service.ingest(record({ customerPhone: null }), { leadSource: 'email', raw: {} });
    expect(result).toMatchObject({ created: false, changedFields: [] });
    // Nothing the duplicate check compares changed: it is not run again.
    expect(duplicates.calls.detectAtIntake).toBeUndefined();
    expect(stored.hubspotSyncStatus).toBe('succeeded');
    expect(events()).toEqual([OutboxEvent.EnrichmentRequested]);
    expect(activity.calls.append).toBeUndefined();
  });

  it('never overwrites a field staff edited, and notes what a later lead changed', async () => {
    const stored = makeOpportunity({ customerName: 'Maria L. (VIP)', staffEditedFields: ['customerName'], moveDate: '2027-03-05' });
    const { service, events, activity } = setup(stored);
    const result = await service.ingest(record({ customerName: 'Maria Lopez', moveDate: '2027-04-01' }), { leadSource: 'email', raw: {} });
    expect(stored.customerName).toBe('Maria L. (VIP)');
    expect(stored.moveDate).toBe('2027-04-01');
    expect(result.changedFields).toEqual(['moveDate']);
    expect(events()).toEqual([OutboxEvent.CrmSyncRequested]);
    expect(activity.calls.append[0][0]).toMatchObject({ kind: 'updated_by_email', title: 'Updated by a later email lead' });
  });
});

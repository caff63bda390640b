import 'reflect-metadata';
import type { TransactionHost, TypeOrmTransactions } from 'src/database/transactions';
import { makeOpportunity } from '../../../../test/factories/opportunity.factory';
import { strictMock } from '../../../../test/utils/strict-mock';
import type { AppConfigService } from 'src/config/app-config.service';
import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import type { OutboxService } from 'src/modules/outbox/outbox.service';
import type { OpportunityEntity } from './entities/opportunity.entity';
import type { OpportunitiesRepository } from './opportunities.repository';
import type { OpportunityActivityRepository } from './opportunity-activity.repository';
import { OpportunityEditService } from './opportunity-edit.service';

const config = { leads: { timezone: 'America/New_York' }, hubspot: { portalId: null, appUrl: 'https://app.hubspot.com' } } as unknown as AppConfigService;

/** The transaction helper, running the unit of work at once (the transaction itself is PostgreSQL's business). */
const db = { withTransaction: async <T>(work: () => Promise<T>): Promise<T> => work() } as unknown as TransactionHost<TypeOrmTransactions>;

/** The service against a stored row; records what it saved, appended and logged. */
function setup(row: OpportunityEntity | null) {
  const saved: OpportunityEntity[] = [];
  const opportunities = strictMock<OpportunitiesRepository>('OpportunitiesRepository', {
    lockById: async () => row,
    save: async (entity: OpportunityEntity) => {
      saved.push(structuredClone(entity));
      return entity;
    },
  } as never);
  const outbox = strictMock<OutboxService>('OutboxService', { append: async () => undefined });
  const activity = strictMock<OpportunityActivityRepository>('OpportunityActivityRepository', { append: async () => undefined });
  return { service: new OpportunityEditService(db, opportunities, outbox, config, activity), saved, outbox, activity };
}

describe('OpportunityEditService', () => {
  it('makes edited fields the staff\'s, queues a CRM sync and records its wake-up in the same transaction', async () => {
    const row = makeOpportunity({ customerEmail: 'old@movers-mail.com' });
    const { service, saved, outbox, activity } = setup(row);
    const changed = await service.update(row.id, { email: 'New.Address@Movers-Mail.com', phone: '(512) 555-0199' }, 'Sam Rivera');
    expect(changed).toEqual(['customerEmail', 'customerPhone']);
    expect(saved[0]).toMatchObject({
      customerEmail: 'new.address@movers-mail.com',
      customerPhone: '+15125550199',
      staffEditedFields: ['customerEmail', 'customerPhone'],
      hubspotSyncStatus: 'queued',
      syncLastError: null,
    });
    expect(outbox.calls.append).toEqual([[OutboxEvent.CrmSyncRequested, { opportunityId: row.id }]]);
    expect(activity.calls.append[0][0]).toMatchObject({ kind: 'edited', title: 'Edited by staff', actor: 'Sam Rivera' });
  });

  it('changes only the status for a status edit: no CRM sync, not a staff-owned field', async () => {
    const row = makeOpportunity();
    const { service, saved, outbox, activity } = setup(row);
    expect(await service.update(row.id, { status: 'booked' })).toEqual(['status']);
    expect(saved[0]).toMatchObject({ status: 'booked', hubspotSyncStatus: 'succeeded', staffEditedFields: [] });
    expect(outbox.calls.append).toBeUndefined();
    expect(activity.calls.append[0][0]).toMatchObject({ title: 'Status changed to booked' });
  });

  it('stores nothing when a value cannot be understood, naming each field', async () => {
    const row = makeOpportunity();
    const { service, saved } = setup(row);
    await expect(service.update(row.id, { phone: '12', move_date: 'someday', status: 'lost in space' as never })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { phone: 'phone is not a valid phone number', move_date: 'move_date must be a date such as 2027-03-05', status: expect.any(String) },
    });
    expect(saved).toEqual([]);
  });

  it('answers not found for an unknown opportunity and saves nothing for an edit that changes nothing', async () => {
    await expect(setup(null).service.update('missing', { customer: 'X' })).rejects.toMatchObject({ code: 'OPPORTUNITY_NOT_FOUND' });
    const row = makeOpportunity();
    const same = setup(row);
    expect(await same.service.update(row.id, { customer: row.customerName ?? '' })).toEqual([]);
    expect(same.saved).toEqual([]);
  });
});

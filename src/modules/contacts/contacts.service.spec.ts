import 'reflect-metadata';
import { makeContact } from '../../../test/factories/contact.factory';
import { strictMock } from '../../../test/utils/strict-mock';
import type { ContactsRepository } from './contacts.repository';
import { ContactsService, sendabilityOf } from './contacts.service';
import { mapExampleContact } from './dto/example-contacts.dto';

describe('contact sendability', () => {
  it('lets a contact with a real address and no stop be mailed', () => {
    const contact = makeContact({ timezone: 'America/Denver', consentStatus: 'opted_in' });
    expect(sendabilityOf(contact)).toEqual({
      contactId: contact.id,
      email: contact.email,
      consent: 'opted_in',
      unsubscribedAt: null,
      bouncedAt: null,
      timezone: 'America/Denver',
      reasons: [],
      sendable: true,
    });
  });

  it('names every reason a contact may not be mailed', () => {
    expect(sendabilityOf(makeContact({ email: null })).reasons).toEqual(['no_email']);
    expect(sendabilityOf(makeContact({ email: 'not an address' })).reasons).toEqual(['invalid_email']);
    expect(sendabilityOf(makeContact({ email: 'no-email@placeholder.invalid' })).reasons).toEqual(['placeholder_email']);
    const stopped = makeContact({ consentStatus: 'opted_out', unsubscribedAt: new Date('2026-11-20T10:00:00Z'), bouncedAt: new Date('2026-11-21T10:00:00Z') });
    expect(sendabilityOf(stopped)).toMatchObject({ reasons: ['opted_out', 'unsubscribed', 'bounced'], sendable: false });
  });
});

describe('ContactsService', () => {
  it('matches a lead with an email by email, and one without by phone', async () => {
    const contacts = strictMock<ContactsRepository>('ContactsRepository', { upsertByEmail: async () => 'by-email', findOrCreateByPhone: async () => 'by-phone' });
    const service = new ContactsService(contacts);
    const lead = { firstName: 'Ada', lastName: null, phone: '+15125550143', originCity: null, originState: null, destinationCity: null, destinationState: null, source: 'email' };
    expect(await service.upsertFromLead({ ...lead, email: 'ada@movers-mail.com' })).toBe('by-email');
    expect(await service.upsertFromLead({ ...lead, email: null })).toBe('by-phone');
    expect(contacts.calls.upsertByEmail).toHaveLength(1);
    expect(contacts.calls.findOrCreateByPhone).toHaveLength(1);
  });

  it('answers 404-coded errors for an unknown contact', async () => {
    const contacts = strictMock<ContactsRepository>('ContactsRepository', { findById: async () => null });
    const service = new ContactsService(contacts);
    await expect(service.sendability('missing')).rejects.toMatchObject({ code: 'CONTACT_NOT_FOUND' });
  });
});

describe('example contacts', () => {
  it('asks for 10 mailable contacts as examples and any number of recent ones with an email', async () => {
    const rows = [{ id: 'c1', firstName: 'Ada', lastName: null, email: 'ada@movers-mail.com' }];
    const contacts = strictMock<ContactsRepository>('ContactsRepository', { findRecentWithEmail: async () => rows });
    const service = new ContactsService(contacts);
    expect(await service.examples()).toBe(rows);
    expect(await service.recent(3)).toBe(rows);
    expect(contacts.calls.findRecentWithEmail).toEqual([
      [10, true],
      [3, false],
    ]);
  });

  it('names a contact by first and last name, else by email', () => {
    expect(mapExampleContact({ id: 'c1', firstName: ' Ada ', lastName: 'Park', email: 'ada@x.example' })).toEqual({
      id: 'c1',
      first_name: ' Ada ',
      last_name: 'Park',
      email: 'ada@x.example',
      name: 'Ada Park',
    });
    expect(mapExampleContact({ id: 'c2', firstName: null, lastName: null, email: 'solo@x.example' }).name).toBe('solo@x.example');
  });
});

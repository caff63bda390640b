import { ContactEntity } from 'src/modules/contacts/contact.entity';

let sequence = 0;

/** A valid, sendable contact row (not saved); override what the test is about. */
export function makeContact(overrides: Partial<ContactEntity> = {}): ContactEntity {
  sequence += 1;
  return Object.assign(new ContactEntity(), {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    contactUuid: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    firstName: 'Maria',
    lastName: 'Lopez',
    email: `maria.lopez${sequence}@movers-mail.com`,
    phone: '+15125550143',
    company: null,
    originCity: 'Austin',
    originState: 'TX',
    destinationCity: 'Denver',
    destinationState: 'CO',
    source: 'email',
    lifecycleStage: 'lead',
    consentStatus: 'unknown',
    leadScore: 0,
    timezone: null,
    unsubscribedAt: null,
    bouncedAt: null,
    firstSeenAt: new Date('2026-11-01T12:00:00Z'),
    createdAt: new Date('2026-11-01T12:00:00Z'),
    updatedAt: new Date('2026-11-01T12:00:00Z'),
    ...overrides,
  });
}

import { Injectable } from '@nestjs/common';
import { isPlaceholderEmail, normalizeEmail } from 'src/common/text/email-address';
import type { ContactFromLead } from './contact-columns.policy';
import type { ContactEntity } from './contact.entity';
import { ContactsError, ContactsErrorCode } from './contacts.errors';
import { ContactsRepository } from './contacts.repository';

export type { ContactFromLead } from './contact-columns.policy';

/** Why a contact may not be emailed; empty when it may. */
export type UnsendableReason = 'no_email' | 'invalid_email' | 'placeholder_email' | 'opted_out' | 'unsubscribed' | 'bounced';

/** The facts the email side needs before it enrolls or sends to a contact. */
export interface Sendability {
  contactId: string;
  email: string | null;
  consent: ContactEntity['consentStatus'];
  unsubscribedAt: Date | null;
  bouncedAt: Date | null;
  /** IANA timezone for send windows; null: the company's. */
  timezone: string | null;
  reasons: UnsendableReason[];
  sendable: boolean;
}

/** The rules, apart from the lookup (unit-tested on plain rows). */
export function sendabilityOf(contact: ContactEntity): Sendability {
  const reasons: UnsendableReason[] = [];
  if (!contact.email) reasons.push('no_email');
  else if (normalizeEmail(contact.email) !== contact.email.trim().toLowerCase()) reasons.push('invalid_email');
  else if (isPlaceholderEmail(contact.email)) reasons.push('placeholder_email');
  if (contact.consentStatus === 'opted_out') reasons.push('opted_out');
  if (contact.unsubscribedAt) reasons.push('unsubscribed');
  if (contact.bouncedAt) reasons.push('bounced');
  return {
    contactId: contact.id,
    email: contact.email,
    consent: contact.consentStatus,
    unsubscribedAt: contact.unsubscribedAt,
    bouncedAt: contact.bouncedAt,
    timezone: contact.timezone,
    reasons,
    sendable: reasons.length === 0,
  };
}

/**
 * The contacts module's only door: the people leads come from and sequences will send to. It depends on no other
 * feature module; leads (and later templates, enrollment and delivery) depend on it.
 */
@Injectable()
export class ContactsService {
  constructor(private readonly contacts: ContactsRepository) {}

  /**
   * Inside the caller's transaction (if any): matches by email (case-insensitive), else by phone, else creates the
   * contact; an existing contact only gets its blanks filled. Returns the contact id.
   */
  upsertFromLead(lead: ContactFromLead): Promise<string> {
    return lead.email ? this.contacts.upsertByEmail({ ...lead, email: lead.email }) : this.contacts.findOrCreateByPhone(lead);
  }

  /** Many contacts at once (demo data, imports); known addresses keep their contact. Returns email → contact id. */
  importMany(contacts: (ContactFromLead & { email: string; firstSeenAt: Date })[]): Promise<Map<string, string>> {
    return this.contacts.insertMany(contacts);
  }

  findById(id: string): Promise<ContactEntity | null> {
    return this.contacts.findById(id);
  }

  findByEmail(email: string): Promise<ContactEntity | null> {
    return this.contacts.findByEmail(email);
  }

  async sendability(id: string): Promise<Sendability> {
    const contact = await this.contacts.findById(id);
    if (!contact) throw new ContactsError(ContactsErrorCode.ContactNotFound, `Contact ${id} not found`);
    return sendabilityOf(contact);
  }

  /** Up to 10 recent contacts that may be emailed, newest first (to preview templates with). */
  examples(): Promise<Pick<ContactEntity, 'id' | 'firstName' | 'lastName' | 'email'>[]> {
    return this.contacts.findRecentWithEmail(10, true);
  }

  /** The `limit` most recent contacts that have an email, newest first. */
  recent(limit: number): Promise<Pick<ContactEntity, 'id' | 'firstName' | 'lastName' | 'email'>[]> {
    return this.contacts.findRecentWithEmail(limit, false);
  }
}

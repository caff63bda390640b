import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { ContactFlagsService } from 'src/modules/contacts/contact-flags.service';
import { SuppressionError, SuppressionErrorCode } from './suppression.errors';
import { cleanReason, contactFlagsFor, normalizeEmail, type SuppressionSource } from './suppression.policy';
import { SuppressionRepository, type SuppressionRow } from './suppression.repository';

export interface SuppressionPage {
  items: SuppressionRow[];
  page: number;
  limit: number;
  total: number;
}

/**
 * The suppression ledger, the module's narrow door: addresses that must not be mailed. An entry also sets the
 * matching contacts' own columns (see contactFlagsFor), which is what enrollment and the send-time check of every
 * run already read; enrollment also refuses any address with an active entry (contact or not). Removing an entry
 * (an operator, with a reason) clears those columns again.
 */
@Injectable()
export class SuppressionService {
  constructor(
    private readonly ledger: SuppressionRepository,
    private readonly contacts: ContactFlagsService,
    private readonly db: TransactionHost<TypeOrmTransactions>,
  ) {}

  /**
   * Records `email` as suppressed (idempotent: an address with an active entry keeps it, `created` false). Joins the
   * caller's transaction.
   */
  add(email: string, source: SuppressionSource, reason: string | null, actor: string, options: { contactId?: string } = {}): Promise<{ entry: SuppressionRow; created: boolean }> {
    const address = normalizeEmail(email);
    if (address === null) throw new SuppressionError(SuppressionErrorCode.EmailInvalid, 'email must be an email address', undefined, { email: 'Enter an email address' });
    return this.db.withTransaction(async () => {
      const inserted = await this.ledger.insert({ email: address, contactId: options.contactId ?? null, source, reason: cleanReason(reason), createdBy: actor });
      await this.contacts.flagByEmail(address, contactFlagsFor(source));
      if (inserted) return { entry: inserted, created: true };
      const existing = await this.ledger.active(address);
      if (!existing) throw new Error(`Suppression of ${address} neither inserted nor found`);
      return { entry: existing, created: false };
    });
  }

  /**
   * Records the contact's address as suppressed (e.g. a do-not-contact call); null when the contact has no usable
   * address. Idempotent like add.
   */
  async addForContact(contactId: string, source: SuppressionSource, reason: string | null, actor: string): Promise<{ entry: SuppressionRow; created: boolean } | null> {
    const address = normalizeEmail((await this.ledger.contactEmail(contactId)) ?? '');
    return address === null ? null : this.add(address, source, reason, actor, { contactId });
  }

  /** An operator's entry: like add, but an address already on the list is a conflict. */
  async addManual(email: string, reason: string, actor: string): Promise<SuppressionRow> {
    const { entry, created } = await this.add(email, 'manual', reason, actor);
    if (!created) {
      throw new SuppressionError(SuppressionErrorCode.AlreadyActive, `${entry.email} is already on the suppression list`, { id: entry.id }, { email: 'Already on the suppression list' });
    }
    return entry;
  }

  /** Lifts an active entry (a reason is required) and clears the contact columns it set. */
  remove(id: string, reason: string, actor: string): Promise<SuppressionRow> {
    const why = cleanReason(reason);
    if (why === null) throw new SuppressionError(SuppressionErrorCode.ReasonInvalid, 'reason is required', undefined, { reason: 'Give a reason' });
    return this.db.withTransaction(async () => {
      const removed = await this.ledger.remove(id, why, actor);
      if (!removed) {
        const entry = await this.ledger.byId(id);
        if (!entry) throw new SuppressionError(SuppressionErrorCode.NotFound, `Suppression ${id} not found`);
        throw new SuppressionError(SuppressionErrorCode.AlreadyRemoved, `Suppression ${id} was already removed`);
      }
      await this.contacts.unflagByEmail(removed.email, contactFlagsFor(removed.source));
      return removed;
    });
  }

  async isSuppressed(email: string): Promise<boolean> {
    const address = normalizeEmail(email);
    return address !== null && (await this.ledger.active(address)) !== null;
  }

  /** Active entries, newest first; `q` matches part of the address. `page` counts from 1. */
  async list(page: number, q: string | null, limit = 25): Promise<SuppressionPage> {
    const search = (q ?? '').trim();
    const { rows, total } = await this.ledger.page((page - 1) * limit, limit, search === '' ? null : search);
    return { items: rows, page, limit, total };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { ContactFlagsService } from 'src/modules/contacts/contact-flags.service';
import { CONTACT_RUNS, type ContactRuns } from './contact-runs.types';
import { normalizeEmail } from './suppression.policy';
import { SuppressionService } from './suppression.service';
import { type UnsubscribeSubject, verifyUnsubscribeToken } from './unsubscribe-token.policy';

/** Who the ledger names for an entry made through an unsubscribe link. */
export const UNSUBSCRIBE_ACTOR = 'recipient';
/** The end reason of the runs an unsubscribe stops. */
export const UNSUBSCRIBED_REASON = 'unsubscribed';

/**
 * A recipient's unsubscribe link: the page it shows and the unsubscribe itself (idempotent). Links are signed with
 * the reply token key (MAIL_REPLY_TOKEN_SECRET, or the key derived from the session secret).
 */
@Injectable()
export class UnsubscribeService {
  constructor(
    private readonly config: AppConfigService,
    private readonly contacts: ContactFlagsService,
    private readonly suppressions: SuppressionService,
    @Inject(CONTACT_RUNS) private readonly runs: ContactRuns,
    private readonly db: TransactionHost<TypeOrmTransactions>,
  ) {}

  get companyName(): string {
    return this.config.company.name;
  }

  /** What GET shows: the confirmation, the done page when already unsubscribed, or invalid. */
  async view(token: string): Promise<'confirm' | 'done' | 'invalid'> {
    const subject = this.subject(token);
    const contact = subject ? await this.contacts.unsubscribeState(subject.contactId) : null;
    if (!contact) return 'invalid';
    return contact.unsubscribed ? 'done' : 'confirm';
  }

  /**
   * Unsubscribes the link's contact: unsubscribed and opted out, the address on the suppression list (source
   * unsubscribe), every live run ended with reason unsubscribed. A second call changes nothing.
   */
  async unsubscribe(token: string): Promise<'done' | 'invalid'> {
    const subject = this.subject(token);
    if (!subject) return 'invalid';
    return this.db.withTransaction(async () => {
      const contact = await this.contacts.unsubscribeState(subject.contactId);
      if (!contact) return 'invalid';
      await this.contacts.unsubscribe(contact.id);
      const email = contact.email === null ? null : normalizeEmail(contact.email);
      if (email !== null) await this.suppressions.add(email, 'unsubscribe', 'Unsubscribe link', UNSUBSCRIBE_ACTOR, { contactId: contact.id });
      await this.runs.stopAllForContact(contact.id, UNSUBSCRIBED_REASON);
      return 'done';
    });
  }

  private subject(token: string): UnsubscribeSubject | null {
    return verifyUnsubscribeToken(token, this.config.sequenceSend.replyTokenSecret);
  }
}

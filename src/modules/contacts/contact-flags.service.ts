import { Injectable } from '@nestjs/common';
import { type ContactFlags, ContactFlagsRepository } from './contact-flags.repository';

export type { ContactFlags } from './contact-flags.repository';

/**
 * The contact's do-not-mail flags (unsubscribed, bounced, opted out), set and cleared by the suppression ledger, the
 * unsubscribe link and inbound mail's proven bounces. Each call joins the caller's transaction, so a ledger entry and its flags commit together.
 */
@Injectable()
export class ContactFlagsService {
  constructor(private readonly flags: ContactFlagsRepository) {}

  /** Flags every contact with this (lower-cased) address; a timestamp already set keeps its first moment. */
  flagByEmail(email: string, flags: ContactFlags): Promise<void> {
    return this.flags.flagByEmail(email, flags);
  }

  /** Clears the flags an entry set (an operator lifted it); opted out becomes unknown. */
  unflagByEmail(email: string, flags: ContactFlags): Promise<void> {
    return this.flags.unflagByEmail(email, flags);
  }

  /** The contact an unsubscribe link names: its address and whether it is unsubscribed already; null when unknown. */
  unsubscribeState(id: string): Promise<{ id: string; email: string | null; unsubscribed: boolean } | null> {
    return this.flags.unsubscribeState(id);
  }

  /** A bounce returned one of our sends to the contact: marked bounced the first time; true when it was not already. */
  markBounced(id: string): Promise<boolean> {
    return this.flags.markBounced(id);
  }

  /** Marks one contact unsubscribed and opted out (a contact without an address still stops being mailed). */
  unsubscribe(id: string): Promise<void> {
    return this.flags.unsubscribe(id);
  }
}

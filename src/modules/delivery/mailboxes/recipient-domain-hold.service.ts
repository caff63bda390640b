import { Injectable, Logger } from '@nestjs/common';
import { MailboxPauseError, MailboxPauseErrorCode } from './mailbox-pause.errors';
import { RecipientDomainHoldRepository, type DomainHoldRow } from './recipient-domain-hold.repository';

/** How long a process trusts its read of the held domains (as PAUSED_READ_TTL_MS does for paused mailboxes). */
export const HELD_READ_TTL_MS = 5_000;

/** The domain of an address, lower-cased; null when it has none. */
export function recipientDomain(address: string): string | null {
  const at = address.lastIndexOf('@');
  const domain = at < 0 ? '' : address.slice(at + 1).trim().replace(/>$/, '').toLowerCase();
  return domain === '' ? null : domain;
}

/**
 * Recipient domains held back after one policy refusal (a receiving server refused one of our sends: block list, spam
 * filter, reputation): for a while nothing is sent to that domain, while every other recipient is mailed as usual.
 * A stream of refusals from several domains pauses the sending mailbox instead (inbound mail decides that). Inbound mail
 * holds; the sequence sender asks `heldUntil` per message; admins list holds and release one early.
 */
@Injectable()
export class RecipientDomainHoldService {
  private readonly logger = new Logger(RecipientDomainHoldService.name);
  private cached: { at: number; held: Promise<ReadonlyMap<string, Date>> } | null = null;

  constructor(private readonly holds: RecipientDomainHoldRepository) {}

  /** Holds the domain of `address` until `until`. Joins the caller's transaction. Null when the address has no domain. */
  async hold(address: string, until: Date, why: { reason: string; statusCode: string | null; mailbox: string | null; inboundMessageId: string | null }): Promise<DomainHoldRow | null> {
    const domain = recipientDomain(address);
    if (!domain) return null;
    const row = await this.holds.hold({ domain, until, ...why });
    this.cached = null;
    this.logger.warn({ domain, until: row.held_until.toISOString(), status: why.statusCode }, 'Recipient domain held back after a policy refusal');
    return row;
  }

  /** Lifts a hold early (an admin); 404 when the domain is not held. */
  async release(domain: string): Promise<DomainHoldRow> {
    const released = await this.holds.release(domain.trim().toLowerCase());
    this.cached = null;
    if (!released) throw new MailboxPauseError(MailboxPauseErrorCode.DomainHoldNotFound, `${domain} is not held`);
    return released;
  }

  list(): Promise<DomainHoldRow[]> {
    return this.holds.active();
  }

  /** When the hold on the address's domain ends; null when it is not held. Read at most every HELD_READ_TTL_MS. */
  async heldUntil(address: string, now = Date.now()): Promise<Date | null> {
    const domain = recipientDomain(address);
    if (!domain) return null;
    if (!this.cached || now - this.cached.at >= HELD_READ_TTL_MS) {
      const held = this.holds.active().then((rows) => new Map(rows.map((row) => [row.domain, row.held_until])));
      held.catch(() => { this.cached = null; });
      this.cached = { at: now, held };
    }
    const until = (await this.cached.held).get(domain);
    return until && until.getTime() > now ? until : null;
  }
}

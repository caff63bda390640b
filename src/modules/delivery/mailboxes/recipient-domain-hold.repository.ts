import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';

/** One recipient domain held back after a policy refusal. */
export interface DomainHoldRow {
  domain: string;
  held_until: Date;
  reason: string;
  status_code: string | null;
  mailbox: string | null;
  inbound_message_id: string | null;
  created_at: Date;
}

const COLUMNS = 'domain, held_until, reason, status_code, mailbox, inbound_message_id, created_at';

/** recipient_domain_holds: a row per domain, in force while held_until is ahead. Joins the caller's transaction. */
@Injectable()
export class RecipientDomainHoldRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  /** Holds the domain until `until` (a newer refusal moves the end later, never earlier). */
  async hold(entry: { domain: string; until: Date; reason: string; statusCode: string | null; mailbox: string | null; inboundMessageId: string | null }): Promise<DomainHoldRow> {
    const rows = (await this.db.tx.query(
      `INSERT INTO recipient_domain_holds (domain, held_until, reason, status_code, mailbox, inbound_message_id) VALUES ($1, $2, $3, left($4, 20), $5, $6)
       ON CONFLICT (domain) DO UPDATE SET held_until = greatest(recipient_domain_holds.held_until, EXCLUDED.held_until), reason = EXCLUDED.reason,
         status_code = EXCLUDED.status_code, mailbox = EXCLUDED.mailbox, inbound_message_id = EXCLUDED.inbound_message_id, created_at = now()
       RETURNING ${COLUMNS}`,
      [entry.domain, entry.until, entry.reason, entry.statusCode, entry.mailbox, entry.inboundMessageId],
    )) as DomainHoldRow[];
    return rows[0];
  }

  /** Lifts a hold in force; the row, or null when the domain is not held. */
  async release(domain: string): Promise<DomainHoldRow | null> {
    const rows = (await this.db.tx.query(
      `UPDATE recipient_domain_holds SET held_until = now() WHERE domain = $1 AND held_until > now() RETURNING ${COLUMNS}`,
      [domain],
    )) as [DomainHoldRow[], number];
    return rows[0][0] ?? null;
  }

  /** Holds in force, the one ending last first. */
  async active(): Promise<DomainHoldRow[]> {
    return (await this.db.tx.query(`SELECT ${COLUMNS} FROM recipient_domain_holds WHERE held_until > now() ORDER BY held_until DESC, domain`)) as DomainHoldRow[];
  }
}

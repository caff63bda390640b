import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import type { PauseEvidence } from 'src/modules/delivery/mailboxes/mailbox-pause.policy';

/** The matches that prove a message answers one of our sends. */
const PROVEN = `('in_reply_to', 'references', 'reply_token')`;
const DOMAIN = `lower(split_part(d.to_email, '@', 2))`;

/** A mailbox's recent record from inbound_messages and deliveries: what the protection rules read. Joins the caller's transaction. */
@Injectable()
export class MailboxProtectionRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  /** Proven policy refusals of sends from `mailbox` received within the last `hours`, newest first, one per recipient domain. */
  async policyRefusals(mailbox: string, hours: number): Promise<PauseEvidence[]> {
    const rows = (await this.db.tx.query(
      `SELECT DISTINCT ON (${DOMAIN}) m.id AS inbound_message_id, m.received_at, m.kind, ${DOMAIN} AS domain,
              m.classification #>> '{bounce,status}' AS status_code, m.subject
         FROM inbound_messages m JOIN deliveries d ON d.id = m.delivery_id
        WHERE m.kind = 'bounce' AND m.classification #>> '{bounce,class}' = 'policy' AND m.matched_by IN ${PROVEN}
          AND d.mailbox = $1 AND m.received_at > now() - make_interval(hours => $2)
        ORDER BY ${DOMAIN}, m.received_at DESC`,
      [mailbox, hours],
    )) as StoredEvidence[];
    return rows.map(toEvidence).sort((a, b) => b.received_at.localeCompare(a.received_at));
  }

  /**
   * The mailbox's last `windowSends` sequence sends, and among them the ones a proven hard bounce returned or a proven
   * complaint was about (each send counted once), with those messages (newest first, at most 20 of each).
   */
  async rates(mailbox: string, windowSends: number): Promise<{ sends: number; hardBounces: PauseEvidence[]; complaints: PauseEvidence[] }> {
    const rows = (await this.db.tx.query(
      `WITH recent AS (
         SELECT d.id, d.to_email FROM deliveries d WHERE d.kind = 'sequence' AND d.sent_at IS NOT NULL AND d.mailbox = $1 ORDER BY d.sent_at DESC LIMIT $2
       ), events AS (
         SELECT DISTINCT ON (m.delivery_id, m.kind) m.id AS inbound_message_id, m.received_at, m.kind, lower(split_part(r.to_email, '@', 2)) AS domain,
                coalesce(m.classification #>> '{bounce,status}', m.classification #>> '{complaint,feedback_type}') AS status_code, m.subject
           FROM inbound_messages m JOIN recent r ON r.id = m.delivery_id
          WHERE m.matched_by IN ${PROVEN}
            AND ((m.kind = 'bounce' AND m.classification #>> '{bounce,class}' = 'hard') OR m.kind = 'complaint')
          ORDER BY m.delivery_id, m.kind, m.received_at
       )
       SELECT (SELECT count(*)::int FROM recent) AS sends, coalesce(json_agg(events ORDER BY events.received_at DESC) FILTER (WHERE events.kind IS NOT NULL), '[]') AS events
         FROM (SELECT 1) one LEFT JOIN events ON true`,
      [mailbox, windowSends],
    )) as { sends: number; events: StoredEvidence[] }[];
    const events = rows[0]?.events ?? [];
    return {
      sends: rows[0]?.sends ?? 0,
      hardBounces: events.filter((event) => event.kind === 'bounce').map(toEvidence),
      complaints: events.filter((event) => event.kind === 'complaint').map(toEvidence),
    };
  }

  /** The sending mailbox and recipient of one of our deliveries. */
  async delivery(deliveryId: string): Promise<{ mailbox: string | null; from_email: string | null; to_email: string } | null> {
    const rows = (await this.db.tx.query(`SELECT mailbox, from_email, to_email FROM deliveries WHERE id = $1`, [deliveryId])) as { mailbox: string | null; from_email: string | null; to_email: string }[];
    return rows[0] ?? null;
  }
}

/** Evidence as read: received_at is a Date from a column, a string from json_agg. */
type StoredEvidence = Omit<PauseEvidence, 'received_at'> & { received_at: Date | string };

function toEvidence(row: StoredEvidence): PauseEvidence {
  return { ...row, received_at: new Date(row.received_at).toISOString() };
}

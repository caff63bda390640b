import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import type { MatchedBy, MatchedRun } from './inbound-mail.policy';

/** One stored inbound message, as the endpoint answers it. */
export interface InboundMessageRow {
  id: string;
  kind: string;
  matched_by: MatchedBy | null;
  effect: string;
  note: string | null;
}

export interface NewInboundMessage {
  messageId: string;
  mailbox: string;
  fromEmail: string;
  subject: string;
  kind: string;
  classification: Record<string, unknown>;
  rawSize: number;
}

/** One of our sequence sends a message names, with its run, contact and the address it went to. */
export interface MatchedDelivery {
  message_id: string;
  delivery_id: string;
  enrollment_id: string | null;
  contact_id: string | null;
  to_email: string;
}

const RUN_COLUMNS = `e.id AS enrollment_id, e.status, e.contact_id, s.stop_on_reply, s.stop_on_ooo, s.stop_on_bounce, s.reply_lookback_hours,
  s.on_reply_next_step_id IS NOT NULL AS has_reply_branch,
  coalesce(e.last_sent_at, (SELECT max(d2.sent_at) FROM deliveries d2 WHERE d2.enrollment_id = e.id)) AS last_sent_at`;

/** inbound_messages, and the few reads and writes on runs, contacts and opportunities that matching and effects need. */
@Injectable()
export class InboundMailRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  async findByMessageId(messageId: string): Promise<InboundMessageRow | null> {
    const rows = (await this.db.tx.query(`SELECT id, kind, matched_by, effect, note FROM inbound_messages WHERE message_id = $1`, [messageId])) as InboundMessageRow[];
    return rows[0] ?? null;
  }

  /** Inserts the message; null when one with the same Message-ID is already stored. */
  async insert(message: NewInboundMessage): Promise<string | null> {
    const rows = (await this.db.tx.query(
      `INSERT INTO inbound_messages (message_id, mailbox, from_email, subject, kind, classification, raw_size)
       VALUES ($1, left($2, 320), left($3, 320), left($4, 998), $5, $6, $7)
       ON CONFLICT (message_id) DO NOTHING RETURNING id`,
      [message.messageId, message.mailbox, message.fromEmail, message.subject, message.kind, JSON.stringify(message.classification), message.rawSize],
    )) as { id: string }[];
    return rows[0]?.id ?? null;
  }

  async setOutcome(id: string, outcome: { matchedBy: MatchedBy | null; enrollmentId: string | null; deliveryId: string | null; contactId: string | null; effect: string; note: string | null }): Promise<void> {
    await this.db.tx.query(
      `UPDATE inbound_messages SET matched_by = $2, enrollment_id = $3, delivery_id = $4, contact_id = $5, effect = $6, note = $7 WHERE id = $1`,
      [id, outcome.matchedBy, outcome.enrollmentId, outcome.deliveryId, outcome.contactId, outcome.effect, outcome.note],
    );
  }

  /** The first of `messageIds` (in their order) that is one of our sequence sends: the delivery and its run. */
  async deliveryByMessageIds(messageIds: readonly string[]): Promise<MatchedDelivery | null> {
    if (messageIds.length === 0) return null;
    const rows = (await this.db.tx.query(
      `SELECT d.message_id, d.id AS delivery_id, d.enrollment_id, d.contact_id, d.to_email
         FROM deliveries d JOIN unnest($1::text[]) WITH ORDINALITY AS m(id, n) ON d.message_id = m.id
        WHERE d.kind = 'sequence' ORDER BY m.n LIMIT 1`,
      [messageIds],
    )) as MatchedDelivery[];
    return rows[0] ?? null;
  }

  async runById(enrollmentId: string): Promise<MatchedRun | null> {
    const rows = (await this.db.tx.query(
      `SELECT ${RUN_COLUMNS} FROM sequence_enrollments e JOIN sequences s ON s.id = e.sequence_id WHERE e.id = $1`,
      [enrollmentId],
    )) as MatchedRun[];
    return rows[0] ?? null;
  }

  /** The contact with this address and its newest live run (if any). */
  async contactByEmail(email: string): Promise<{ contact_id: string; run: MatchedRun | null } | null> {
    if (email === '') return null;
    const contacts = (await this.db.tx.query(`SELECT id FROM contacts WHERE lower(email) = lower($1) LIMIT 1`, [email])) as { id: string }[];
    if (contacts.length === 0) return null;
    const runs = (await this.db.tx.query(
      `SELECT ${RUN_COLUMNS} FROM sequence_enrollments e JOIN sequences s ON s.id = e.sequence_id
        WHERE e.contact_id = $1 AND e.status IN ('pending', 'active', 'paused')
        ORDER BY coalesce(e.last_sent_at, e.created_at) DESC, e.id DESC LIMIT 1`,
      [contacts[0].id],
    )) as MatchedRun[];
    return { contact_id: contacts[0].id, run: runs[0] ?? null };
  }

  /** The last sequence delivery of a run and the address it went to (to name it on the stored message). */
  async lastDeliveryOf(enrollmentId: string): Promise<{ id: string; to_email: string } | null> {
    const rows = (await this.db.tx.query(
      `SELECT id, to_email FROM deliveries WHERE enrollment_id = $1 ORDER BY step_order DESC NULLS LAST, created_at DESC LIMIT 1`,
      [enrollmentId],
    )) as { id: string; to_email: string }[];
    return rows[0] ?? null;
  }

  /**
   * Proven soft bounces in a row for `address` (the address our send went to), the message being processed included
   * (its match is stored first): soft-bounce reports tied to one of our sends to the address by Message-ID or reply
   * token, received since the newest sign that mail to it works or was dealt with (a reply, auto-reply or unsubscribe
   * request from it, a hard or policy bounce for it, the removal of its suppression entry). Reports of the same send
   * count once (a receiving server may report one message more than once); unproven reports never count.
   */
  async softBouncesInARow(address: string): Promise<number> {
    const rows = (await this.db.tx.query(
      `WITH reset AS (
         SELECT max(at) AS at FROM (
           SELECT max(received_at) AS at FROM inbound_messages
            WHERE kind = 'bounce' AND classification #>> '{bounce,recipient}' = $1 AND classification #>> '{bounce,class}' <> 'soft'
           UNION ALL
           SELECT max(received_at) FROM inbound_messages WHERE from_email = $1 AND kind IN ('human_reply', 'auto_reply', 'unsubscribe_request')
           UNION ALL
           SELECT max(removed_at) FROM suppressions WHERE email = $1
         ) signs
       )
       SELECT count(DISTINCT m.delivery_id)::int AS n
         FROM inbound_messages m JOIN deliveries d ON d.id = m.delivery_id CROSS JOIN reset
        WHERE m.kind = 'bounce' AND m.classification #>> '{bounce,class}' = 'soft' AND m.matched_by IN ('in_reply_to', 'references', 'reply_token')
          AND lower(d.to_email) = $1 AND (reset.at IS NULL OR m.received_at > reset.at)`,
      [address],
    )) as { n: number }[];
    return rows[0]?.n ?? 0;
  }
}

import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';

export interface ReplyRow {
  id: string;
  enrollment_id: string | null;
  first_name: string | null;
  last_name: string | null;
  contact_email: string | null;
  sequence_name: string | null;
  from_email: string;
  received_at: Date;
  status: string | null;
  end_reason: string | null;
}

export interface InboundMessageDetailRow {
  id: string;
  message_id: string;
  mailbox: string;
  received_at: Date;
  from_email: string;
  subject: string;
  kind: string;
  classification: Record<string, unknown>;
  matched_by: string | null;
  enrollment_id: string | null;
  delivery_id: string | null;
  contact_id: string | null;
  effect: string;
  note: string | null;
  raw_size: number;
}

/** An inbound message that changed nothing (or less than its kind would), with why. */
export interface UnmatchedRow {
  id: string;
  received_at: Date;
  from_email: string;
  subject: string;
  kind: string;
  matched_by: string | null;
  effect: string;
  note: string;
}

/**
 * Human replies, newest first. Both reads filter on kind and received_at only, so they walk
 * inbound_messages_kind_received_idx (kind, received_at DESC, id DESC) and stop at the page.
 */
@Injectable()
export class RepliesRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  async page(interval: string, limit: number, offset: number): Promise<ReplyRow[]> {
    return (await this.db.tx.query(
      `SELECT m.id, m.enrollment_id, c.first_name, c.last_name, c.email AS contact_email, s.name AS sequence_name,
              m.from_email, m.received_at, e.status, e.end_reason
         FROM inbound_messages m
         LEFT JOIN sequence_enrollments e ON e.id = m.enrollment_id
         LEFT JOIN contacts c ON c.id = coalesce(m.contact_id, e.contact_id)
         LEFT JOIN sequences s ON s.id = e.sequence_id
        WHERE m.kind = 'human_reply' AND m.received_at >= now() - $1::interval
        ORDER BY m.received_at DESC, m.id DESC
        LIMIT $2 OFFSET $3`,
      [interval, limit, offset],
    )) as ReplyRow[];
  }

  async count(interval: string): Promise<number> {
    const rows = (await this.db.tx.query(
      `SELECT count(*)::int AS n FROM inbound_messages WHERE kind = 'human_reply' AND received_at >= now() - $1::interval`,
      [interval],
    )) as { n: number }[];
    return rows[0].n;
  }

  async message(id: string): Promise<InboundMessageDetailRow | null> {
    const rows = (await this.db.tx.query(
      `SELECT id, message_id, mailbox, received_at, from_email, subject, kind, classification, matched_by, enrollment_id,
              delivery_id, contact_id, effect, note, raw_size
         FROM inbound_messages WHERE id = $1`,
      [id],
    )) as InboundMessageDetailRow[];
    return rows[0] ?? null;
  }

  /** Messages with a note (they changed nothing, or less than their kind would), newest first: inbound_messages_note_received_idx. */
  async unmatchedPage(interval: string, limit: number, offset: number): Promise<UnmatchedRow[]> {
    return (await this.db.tx.query(
      `SELECT id, received_at, from_email, subject, kind, matched_by, effect, note FROM inbound_messages
        WHERE note IS NOT NULL AND received_at >= now() - $1::interval ORDER BY received_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [interval, limit, offset],
    )) as UnmatchedRow[];
  }

  async unmatchedCount(interval: string): Promise<number> {
    const rows = (await this.db.tx.query(`SELECT count(*)::int AS n FROM inbound_messages WHERE note IS NOT NULL AND received_at >= now() - $1::interval`, [interval])) as { n: number }[];
    return rows[0].n;
  }
}

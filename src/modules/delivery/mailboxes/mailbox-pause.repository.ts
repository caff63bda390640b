import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import type { PauseEvidence } from './mailbox-pause.policy';

/** One paused sending mailbox. */
export interface MailboxPauseRow {
  mailbox: string;
  paused_at: Date;
  reason: string;
  status_code: string | null;
  inbound_message_id: string | null;
  /** The inbound messages that tripped the pause. */
  evidence: PauseEvidence[];
}

const COLUMNS = 'mailbox, paused_at, reason, status_code, inbound_message_id, evidence';

/** sending_mailbox_pauses: a row per mailbox, paused while resumed_at is null. Joins the caller's transaction. */
@Injectable()
export class MailboxPauseRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  /** Pauses the mailbox (a resumed one is paused again; one already paused keeps its first pause). True when newly paused. */
  async pause(entry: { mailbox: string; reason: string; statusCode: string | null; inboundMessageId: string | null; evidence: PauseEvidence[] }): Promise<boolean> {
    const rows = (await this.db.tx.query(
      `INSERT INTO sending_mailbox_pauses (mailbox, reason, status_code, inbound_message_id, evidence) VALUES ($1, $2, left($3, 20), $4, $5)
       ON CONFLICT (mailbox) DO UPDATE SET paused_at = now(), reason = EXCLUDED.reason, status_code = EXCLUDED.status_code,
         inbound_message_id = EXCLUDED.inbound_message_id, evidence = EXCLUDED.evidence, resumed_at = NULL, resumed_by = NULL
         WHERE sending_mailbox_pauses.resumed_at IS NOT NULL
       RETURNING mailbox`,
      [entry.mailbox, entry.reason, entry.statusCode, entry.inboundMessageId, JSON.stringify(entry.evidence)],
    )) as { mailbox: string }[];
    return rows.length > 0;
  }

  /** Lifts the pause; the row it lifted, or null when the mailbox was not paused. */
  async resume(mailbox: string, by: string): Promise<MailboxPauseRow | null> {
    const rows = (await this.db.tx.query(
      `UPDATE sending_mailbox_pauses SET resumed_at = now(), resumed_by = $2 WHERE mailbox = $1 AND resumed_at IS NULL RETURNING ${COLUMNS}`,
      [mailbox, by],
    )) as [MailboxPauseRow[], number];
    return rows[0][0] ?? null;
  }

  /** Paused mailboxes, longest paused first. */
  async paused(): Promise<MailboxPauseRow[]> {
    return (await this.db.tx.query(`SELECT ${COLUMNS} FROM sending_mailbox_pauses WHERE resumed_at IS NULL ORDER BY paused_at, mailbox`)) as MailboxPauseRow[];
  }
}

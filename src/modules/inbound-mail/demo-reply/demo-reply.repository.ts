import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';

/** A run, its contact, and the newest email of it that went out (null columns when none did). */
export interface DemoReplyRunRow {
  contact_email: string | null;
  first_name: string | null;
  last_name: string | null;
  message_id: string | null;
  subject: string | null;
  from_email: string | null;
  sent_at: Date | null;
}

@Injectable()
export class DemoReplyRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  /** The run's contact and its last sent (or delivered) sequence email with a Message-ID; null when no such run. */
  async runWithLastSent(enrollmentId: string): Promise<DemoReplyRunRow | null> {
    const rows = (await this.db.tx.query(
      `SELECT c.email AS contact_email, c.first_name, c.last_name, d.message_id, d.subject, d.from_email, d.sent_at
         FROM sequence_enrollments e
         JOIN contacts c ON c.id = e.contact_id
         LEFT JOIN LATERAL (
           SELECT message_id, subject, from_email, sent_at FROM deliveries
            WHERE enrollment_id = e.id AND kind = 'sequence' AND status IN ('sent', 'delivered') AND message_id IS NOT NULL
            ORDER BY sent_at DESC NULLS LAST, step_order DESC NULLS LAST LIMIT 1
         ) d ON true
        WHERE e.id = $1`,
      [enrollmentId],
    )) as DemoReplyRunRow[];
    return rows[0] ?? null;
  }
}

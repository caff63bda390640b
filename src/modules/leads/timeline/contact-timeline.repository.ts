import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';

/** One timeline line for a contact (opportunity_activity.kind is at most 32 characters). */
export interface ContactTimelineLine {
  contactId: string;
  kind: string;
  title: string;
  detail: string | null;
}

/**
 * Lines on a contact's newest opportunity (a contact without one has no timeline: nothing is written), and the
 * newest opportunity's move to 'replied'. Joins the caller's transaction.
 */
@Injectable()
export class ContactTimelineRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  /** Every line in one statement, in the given order (a later line shows above an earlier one). */
  async append(lines: readonly ContactTimelineLine[], actor: string): Promise<void> {
    if (lines.length === 0) return;
    await this.db.tx.query(
      `INSERT INTO opportunity_activity (opportunity_id, kind, title, detail, actor)
       SELECT o.id, l.kind, l.title, l.detail, $5
         FROM unnest($1::uuid[], $2::varchar[], $3::text[], $4::text[]) WITH ORDINALITY AS l(contact_id, kind, title, detail, n)
         CROSS JOIN LATERAL (SELECT id FROM opportunities WHERE contact_id = l.contact_id ORDER BY created_at DESC, id DESC LIMIT 1) o
        ORDER BY l.n`,
      [lines.map((l) => l.contactId), lines.map((l) => l.kind), lines.map((l) => l.title), lines.map((l) => l.detail), actor],
    );
  }

  /** The newest opportunity becomes 'replied' unless staff moved it past that (pending, confirmed, booked, completed stay). */
  async markNewestReplied(contactId: string): Promise<void> {
    await this.db.tx.query(
      `UPDATE opportunities SET status = 'replied', updated_at = now()
        WHERE id = (SELECT o.id FROM opportunities o WHERE o.contact_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT 1)
          AND status IN ('new', 'opened', 'ignored', 'PENDING', 'ASSIGNED_TO_AGENCY')`,
      [contactId],
    );
  }
}

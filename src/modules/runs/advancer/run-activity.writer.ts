import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { runReasonText } from './run-reason-text.policy';

/** Timeline kinds the sequence engine writes (opportunity_activity.kind, at most 32 characters). */
export type RunActivityKind = 'sequence_email_sent' | 'sequence_run_completed' | 'sequence_run_ended' | 'sequence_run_paused' | 'sequence_reply_received';

/** One timeline line. */
export interface RunActivityLine {
  kind: RunActivityKind;
  title: string;
  detail: string | null;
}

/** One timeline line for a contact. */
export interface ContactActivityLine extends RunActivityLine {
  contactId: string;
}

/**
 * The narrow port from the sequence engine to the opportunity timeline: one line on the contact's newest
 * opportunity (a contact without one has no timeline, so nothing is written). Joins the caller's transaction, so the
 * line commits with the run change it describes. Enrollment does not import the leads module for this.
 */
@Injectable()
export class RunActivityRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  async append(contactId: string, kind: RunActivityKind, title: string, detail: string | null): Promise<void> {
    await this.appendAll(contactId, [{ kind, title, detail }]);
  }

  /** Several lines in one statement, in the given order (the later one shows above the earlier one); a reason code as words. */
  async appendAll(contactId: string, lines: readonly RunActivityLine[]): Promise<void> {
    await this.appendForContacts(lines.map((line) => ({ contactId, ...line })));
  }

  /** Lines of several contacts (each on its own newest opportunity) in one statement, in the given order. */
  async appendForContacts(lines: readonly ContactActivityLine[]): Promise<void> {
    if (lines.length === 0) return;
    await this.db.tx.query(
      `INSERT INTO opportunity_activity (opportunity_id, kind, title, detail, actor)
       SELECT o.id, l.kind, l.title, l.detail, 'Sequence engine'
         FROM unnest($1::uuid[], $2::varchar[], $3::text[], $4::text[]) WITH ORDINALITY AS l(contact_id, kind, title, detail, n)
         CROSS JOIN LATERAL (SELECT id FROM opportunities WHERE contact_id = l.contact_id ORDER BY created_at DESC, id DESC LIMIT 1) o
        ORDER BY l.n`,
      [lines.map((l) => l.contactId), lines.map((l) => l.kind), lines.map((l) => l.title), lines.map((l) => runReasonText(l.detail))],
    );
  }
}

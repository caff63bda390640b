import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';

/** Timeline kinds inbound mail writes (opportunity_activity.kind, at most 32 characters). */
export type InboundActivityKind = 'inbound_reply' | 'inbound_auto_reply' | 'inbound_bounce' | 'inbound_unsubscribe' | 'inbound_complaint';

/**
 * The narrow port from inbound mail to the opportunity timeline: one line on the contact's newest opportunity (a
 * contact without one has no timeline, so nothing is written), actor 'Inbound mail'. Joins the caller's
 * transaction, so the line commits with the stored message and its effect. Inbound mail does not import leads.
 */
@Injectable()
export class InboundActivityRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  async append(contactId: string, kind: InboundActivityKind, title: string, detail: string | null): Promise<void> {
    await this.db.tx.query(
      `INSERT INTO opportunity_activity (opportunity_id, kind, title, detail, actor)
       SELECT o.id, $2, $3, $4, 'Inbound mail' FROM opportunities o
        WHERE o.contact_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT 1`,
      [contactId, kind, title, detail],
    );
  }
}

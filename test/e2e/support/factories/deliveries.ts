import { type Db, type Fields, given, insertRows, next } from './insert-rows';

export interface DeliveryRow {
  id: string;
  kind: 'test' | 'sequence';
  idempotency_key: string;
  template_id: string | null;
  contact_id: string | null;
  to_email: string;
  from_email: string;
  subject: string;
  provider: string | null;
  message_id: string | null;
  request_id: string | null;
  status: 'pending' | 'sent' | 'delivered' | 'failed' | 'unknown';
  error: string | null;
  saved_to_sent: boolean;
  created_by_user_id: string | null;
  created_at: Date;
  sent_at: Date | null;
  delivered_at: Date | null;
  sequence_id: string | null;
  enrollment_id: string | null;
  step_order: number | null;
  mailbox: string | null;
  attempts: number;
  attempt_started_at: Date | null;
  next_attempt_at: Date | null;
  resolution: 'sent' | 'not_sent' | null;
  resolved_at: Date | null;
  resolved_by_user_id: string | null;
  resolution_note: string | null;
}

export type DeliveryFields = Fields<DeliveryRow>;

/**
 * Recorded sends in one statement: a sequence send with a fresh idempotency key, to customer@example.com from
 * sales@movingco.example, unless given; the rest the table's defaults (pending).
 */
export async function insertDeliveries(db: Db, rows: readonly DeliveryFields[]): Promise<DeliveryRow[]> {
  const defaults = () => ({ kind: 'sequence', idempotency_key: `factory:${next()}`, to_email: 'customer@example.com', from_email: 'sales@movingco.example' });
  return insertRows<DeliveryRow>(db, 'deliveries', rows.map((fields) => ({ ...defaults(), ...given(fields) })));
}

/** A recorded send (see insertDeliveries). */
export async function insertDelivery(db: Db, fields: DeliveryFields = {}): Promise<DeliveryRow> {
  const [delivery] = await insertDeliveries(db, [fields]);
  return delivery;
}

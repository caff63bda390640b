import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import type { DeliverySearch } from './deliveries-search.policy';

export interface DeliveryListRow {
  id: string;
  kind: string;
  first_name: string | null;
  last_name: string | null;
  to_email: string;
  sequence_name: string | null;
  status: string;
  provider: string | null;
  message_id: string | null;
  idempotency_key: string;
  error: string | null;
  created_at: Date;
  sent_at: Date | null;
  delivered_at: Date | null;
  /** An operator's decision on an unknown outcome: sent or not_sent, when, by whom, why. */
  resolution: string | null;
  resolved_at: Date | null;
  resolved_by: string | null;
  resolution_note: string | null;
}

const COLUMNS = `d.id, d.kind, c.first_name, c.last_name, d.to_email, s.name AS sequence_name, d.status, d.provider, d.message_id,
       d.idempotency_key, d.error, d.created_at, d.sent_at, d.delivered_at,
       d.resolution, d.resolved_at, coalesce(nullif(u.display_name, ''), u.email) AS resolved_by, d.resolution_note`;
const JOINS = `LEFT JOIN contacts c ON c.id = d.contact_id
       LEFT JOIN sequence_enrollments se ON se.id = d.enrollment_id
       LEFT JOIN sequences s ON s.id = se.sequence_id
       LEFT JOIN users u ON u.id = d.resolved_by_user_id`;

/** The deliveries table as the Email Deliveries screen reads it: newest first, each search on its index. */
@Injectable()
export class DeliveriesListRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly db: TransactionHost<TypeOrmTransactions>,
  ) {}

  async list(search: DeliverySearch, limit: number): Promise<DeliveryListRow[]> {
    const where = search.kind === 'address' ? 'WHERE lower(d.to_email) = $2' : search.kind === 'fragment' ? 'WHERE lower(d.to_email) LIKE $2' : '';
    const params: unknown[] = search.kind === 'address' ? [limit, search.value] : search.kind === 'fragment' ? [limit, search.pattern] : [limit];
    return (await this.dataSource.query(
      `SELECT ${COLUMNS}
       FROM (SELECT * FROM deliveries d ${where} ORDER BY ${search.kind === 'address' ? 'lower(d.to_email), ' : ''}d.created_at DESC, d.id DESC LIMIT $1) d
       ${JOINS}
       ORDER BY d.created_at DESC, d.id DESC`,
      params,
    )) as DeliveryListRow[];
  }

  /** One delivery as the list shows it (inside the caller's transaction, if any). */
  async byId(id: string): Promise<DeliveryListRow | null> {
    const rows = (await this.db.tx.query(`SELECT ${COLUMNS} FROM deliveries d ${JOINS} WHERE d.id = $1`, [id])) as DeliveryListRow[];
    return rows[0] ?? null;
  }
}

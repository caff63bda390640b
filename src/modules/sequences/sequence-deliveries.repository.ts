import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface RecordedSend {
  id: string;
  provider: string | null;
  request_id: string | null;
  from_email: string;
  to_email: string;
  subject: string;
  status: string;
  error: string | null;
}

/** The deliveries made for a sequence (deliveries.sequence_id). */
@Injectable()
export class SequenceDeliveriesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async byKey(idempotencyKey: string): Promise<RecordedSend | null> {
    const rows: RecordedSend[] = await this.dataSource.query(
      `SELECT id, provider, request_id, from_email, to_email, subject, status, error FROM deliveries WHERE idempotency_key = $1`,
      [idempotencyKey],
    );
    return rows[0] ?? null;
  }

}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { LeadMessageEntity, type LeadMessageSource } from './entities/lead-message.entity';

export interface NewLeadMessage {
  messageId: string;
  source: LeadMessageSource;
  receivedAt: Date;
  fromAddress: string;
  subject: string;
  parser: string | null;
  status: 'parsed' | 'failed' | 'ignored';
  error: string | null;
}

@Injectable()
export class LeadMessagesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly db: TransactionHost<TypeOrmTransactions>,
  ) {}

  /** Records a message once; returns null when this Message-ID was already ingested. */
  async insertOnce(message: NewLeadMessage): Promise<string | null> {
    const rows: { id: string }[] = await this.dataSource.query(
      `INSERT INTO lead_messages (message_id, source, received_at, from_address, subject, parser, status, error)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (message_id) DO NOTHING RETURNING id`,
      [message.messageId, message.source, message.receivedAt, message.fromAddress.slice(0, 320), message.subject.slice(0, 998), message.parser, message.status, message.error],
    );
    return rows[0]?.id ?? null;
  }

  /** Records a parsed message inside the intake transaction; null when a concurrent copy won the race. */
  async insertWithLead(message: NewLeadMessage & { opportunityId: string }): Promise<string | null> {
    const rows: { id: string }[] = await this.db.tx.query(
      `INSERT INTO lead_messages (message_id, source, received_at, from_address, subject, parser, status, error, opportunity_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (message_id) DO NOTHING RETURNING id`,
      [message.messageId, message.source, message.receivedAt, message.fromAddress.slice(0, 320), message.subject.slice(0, 998), message.parser, message.status, message.error, message.opportunityId],
    );
    return rows[0]?.id ?? null;
  }

  findByMessageId(messageId: string): Promise<LeadMessageEntity | null> {
    return this.dataSource.getRepository(LeadMessageEntity).findOneBy({ messageId });
  }
}

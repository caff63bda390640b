import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { DeliveryEntity } from './delivery.entity';

/** The fields written when a delivery is recorded. */
export type NewDelivery = Pick<
  DeliveryEntity,
  'kind' | 'idempotencyKey' | 'templateId' | 'contactId' | 'sequenceId' | 'toEmail' | 'fromEmail' | 'subject' | 'createdByUserId'
>;

/** The only place that touches the deliveries table. */
@Injectable()
export class DeliveriesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get repo(): Repository<DeliveryEntity> {
    return this.dataSource.getRepository(DeliveryEntity);
  }

  /** Inserts (and commits) a pending row. */
  insertPending(fields: NewDelivery): Promise<DeliveryEntity> {
    return this.repo.save(this.repo.create({ ...fields, status: 'pending', provider: null, messageId: null, requestId: null, error: null, savedToSent: false }));
  }

  async markSent(id: string, fields: Pick<DeliveryEntity, 'provider' | 'messageId' | 'requestId' | 'savedToSent'>, at: Date): Promise<void> {
    await this.repo.update({ id }, { ...fields, status: 'sent', sentAt: at, error: null });
  }

  async markFailed(id: string, fields: Pick<DeliveryEntity, 'provider' | 'error'>): Promise<void> {
    await this.repo.update({ id }, { ...fields, status: 'failed' });
  }

  findById(id: string): Promise<DeliveryEntity | null> {
    return this.repo.findOneBy({ id });
  }
}

import { Module } from '@nestjs/common';
import { OutboxRepository } from './outbox.repository';
import { OutboxService } from './outbox.service';

/** Transactional outbox (the table and appends; the relay and the Outbox screen come with the operations issue). */
@Module({ providers: [OutboxService, OutboxRepository], exports: [OutboxService] })
export class OutboxModule {}

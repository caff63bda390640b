import { Module } from '@nestjs/common';
import { OutboxRepository } from './outbox.repository';
import { OutboxService } from './outbox.service';

/** Transactional outbox: modules record catalogued events in their own transactions (OutboxService). */
@Module({ providers: [OutboxService, OutboxRepository], exports: [OutboxService] })
export class OutboxModule {}

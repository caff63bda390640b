import { Module } from '@nestjs/common';
import { OutboxRelay } from './outbox-relay.service';
import { OutboxRepository } from './outbox.repository';

/** Worker-role half of the outbox: the relay that turns events into queue jobs. */
@Module({ providers: [OutboxRepository, OutboxRelay] })
export class OutboxWorkerModule {}

import { Module } from '@nestjs/common';
import { OutboxRelay } from './outbox-relay.service';
import { OutboxWakeListener } from './outbox-wake.listener';
import { OutboxRepository } from './outbox.repository';

/** Worker-role half of the outbox: the relay that turns events into queue jobs, woken when an append commits. */
@Module({ providers: [OutboxRepository, OutboxRelay, OutboxWakeListener] })
export class OutboxWorkerModule {}

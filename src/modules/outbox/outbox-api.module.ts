import { Module } from '@nestjs/common';
import { OutboxItemsController } from './outbox-items.controller';
import { OutboxItemsRepository } from './outbox-items.repository';
import { OutboxItemsService } from './outbox-items.service';

/** API-role half of the outbox for the operations screens: GET /api/outbox and POST /api/outbox/{id}/retry. */
@Module({ controllers: [OutboxItemsController], providers: [OutboxItemsRepository, OutboxItemsService], exports: [OutboxItemsService] })
export class OutboxApiModule {}

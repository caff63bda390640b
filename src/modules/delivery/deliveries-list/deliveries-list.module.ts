import { Module } from '@nestjs/common';
import { DeliveriesListController } from './deliveries-list.controller';
import { DeliveriesListRepository } from './deliveries-list.repository';

/** GET /api/deliveries for the Email Deliveries screen. */
@Module({ controllers: [DeliveriesListController], providers: [DeliveriesListRepository] })
export class DeliveriesListModule {}

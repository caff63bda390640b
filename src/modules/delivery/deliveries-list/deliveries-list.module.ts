import { Module } from '@nestjs/common';
import { DeliveriesListController } from './deliveries-list.controller';
import { DeliveriesListRepository } from './deliveries-list.repository';
import { ResolveUnknownModule } from '../resolve-unknown/resolve-unknown.module';

/** GET /api/deliveries for the Email Deliveries screen (and, through ResolveUnknownModule, its operator's decision). */
@Module({ imports: [ResolveUnknownModule], controllers: [DeliveriesListController], providers: [DeliveriesListRepository] })
export class DeliveriesListModule {}

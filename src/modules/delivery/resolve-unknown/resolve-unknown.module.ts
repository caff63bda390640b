import { Module } from '@nestjs/common';
import { RunControlModule } from 'src/modules/enrollment/advancer/run-control.module';
import { OutboxModule } from 'src/modules/outbox/outbox.module';
import { DeliveriesListRepository } from '../deliveries-list/deliveries-list.repository';
import { ResolveUnknownController } from './resolve-unknown.controller';
import { ResolveUnknownRepository } from './resolve-unknown.repository';
import { ResolveUnknownService } from './resolve-unknown.service';

/**
 * POST /api/deliveries/{id}/resolve. Moves runs only through the enrollment module's RunControlService (which
 * imports nothing of delivery, so the graph stays acyclic), as inbound mail does.
 */
@Module({
  imports: [OutboxModule, RunControlModule],
  controllers: [ResolveUnknownController],
  providers: [ResolveUnknownRepository, ResolveUnknownService, DeliveriesListRepository],
})
export class ResolveUnknownModule {}

import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { OutboxModule } from 'src/modules/outbox/outbox.module';
import { DeliveriesListRepository } from '../deliveries-list/deliveries-list.repository';
import { ResolveUnknownController } from './resolve-unknown.controller';
import { ResolveUnknownRepository } from './resolve-unknown.repository';
import { ResolveUnknownService } from './resolve-unknown.service';

/**
 * POST /api/deliveries/{id}/resolve (api role). Runs are moved only through the UNKNOWN_SEND_DECISIONS port, whose
 * provider (the runs module's RunControlModule) the composition root passes in: delivery never imports runs, which
 * already depends on delivery for sending.
 */
@Module({})
export class ResolveUnknownModule {
  static register(decisions: Type): DynamicModule {
    return {
      module: ResolveUnknownModule,
      imports: [OutboxModule, decisions],
      controllers: [ResolveUnknownController],
      providers: [ResolveUnknownRepository, ResolveUnknownService, DeliveriesListRepository],
    };
  }
}

import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { SuppressionModule } from './suppression.module';
import { UnsubscribeController } from './unsubscribe.controller';
import { UnsubscribeService } from './unsubscribe.service';

/**
 * The public unsubscribe link (its page and one-click POST, api role). An unsubscribe ends the contact's runs through
 * the CONTACT_RUNS port, whose provider (the runs module's RunControlModule) the composition root passes in:
 * suppression never imports runs, which depends on suppression's ledger.
 */
@Module({})
export class UnsubscribeModule {
  static register(contactRuns: Type): DynamicModule {
    return {
      module: UnsubscribeModule,
      imports: [SuppressionModule, contactRuns],
      controllers: [UnsubscribeController],
      providers: [UnsubscribeService],
    };
  }
}

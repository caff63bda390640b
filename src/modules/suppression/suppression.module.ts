import { Module } from '@nestjs/common';
import { RunControlModule } from 'src/modules/enrollment/advancer/run-control.module';
import { SuppressionRepository } from './suppression.repository';
import { SuppressionService } from './suppression.service';
import { SuppressionsController } from './suppressions.controller';
import { UnsubscribeController } from './unsubscribe.controller';
import { UnsubscribeService } from './unsubscribe.service';

/**
 * The suppression ledger (SuppressionService, the one export), its admin API, and the public unsubscribe link.
 * unsubscribeUrl / unsubscribeHeaders (unsubscribe-token.policy.ts) are plain functions for the sender.
 */
@Module({
  imports: [RunControlModule],
  controllers: [SuppressionsController, UnsubscribeController],
  providers: [SuppressionRepository, SuppressionService, UnsubscribeService],
  exports: [SuppressionService],
})
export class SuppressionModule {}

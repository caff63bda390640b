import { Module } from '@nestjs/common';
import { SuppressionRepository } from './suppression.repository';
import { SuppressionService } from './suppression.service';
import { SuppressionsController } from './suppressions.controller';

/**
 * The suppression ledger (SuppressionService) and its admin API; the contact lookups the unsubscribe link uses
 * (SuppressionRepository, for UnsubscribeModule). unsubscribeUrl / unsubscribeHeaders (unsubscribe-token.policy.ts)
 * are plain functions for the sender.
 */
@Module({
  controllers: [SuppressionsController],
  providers: [SuppressionRepository, SuppressionService],
  exports: [SuppressionService, SuppressionRepository],
})
export class SuppressionModule {}

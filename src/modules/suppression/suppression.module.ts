import { Module } from '@nestjs/common';
import { ContactsModule } from 'src/modules/contacts/contacts.module';
import { SuppressionRepository } from './suppression.repository';
import { SuppressionService } from './suppression.service';
import { SuppressionsController } from './suppressions.controller';

/**
 * The suppression ledger (SuppressionService) and its admin API; an entry sets or clears the contact's flags through
 * the contacts module (ContactFlagsService, re-exported for UnsubscribeModule). unsubscribeUrl / unsubscribeHeaders (unsubscribe-token.policy.ts)
 * are plain functions for the sender.
 */
@Module({
  imports: [ContactsModule],
  controllers: [SuppressionsController],
  providers: [SuppressionRepository, SuppressionService],
  exports: [SuppressionService, ContactsModule],
})
export class SuppressionModule {}

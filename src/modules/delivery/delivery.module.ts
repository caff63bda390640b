import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GraphModule } from 'src/integrations/graph/graph.module';
import { CaughtMailController } from './caught-mail.controller';
import { CaughtMailService } from './caught-mail.service';
import { DeliveriesListModule } from './deliveries-list/deliveries-list.module';
import { DeliveriesRepository } from './deliveries.repository';
import { DeliveriesService } from './deliveries.service';
import { DELIVERY_SETTINGS } from './delivery.config';
import { DeliveryEntity } from './delivery.entity';
import {
  deliverySettingsProvider,
  MailProviderCloser,
  MailProviderFactory,
  mailProviderProvider,
  smtpCatcherProvider,
} from './mail-providers.provider';
import { MAIL_PROVIDER } from './mail-provider.types';
import { SmtpCatcher } from './smtp-catcher.service';

/**
 * Sending mail: DeliveriesService (every send recorded in `deliveries`), the configured MailProvider (MAIL_PROVIDER)
 * and the in-process SMTP catcher with its "Sent mail" API (/api/mail/caught).
 */
@Module({
  imports: [GraphModule, TypeOrmModule.forFeature([DeliveryEntity]), DeliveriesListModule],
  controllers: [CaughtMailController],
  providers: [
    deliverySettingsProvider,
    smtpCatcherProvider,
    MailProviderFactory,
    mailProviderProvider,
    MailProviderCloser,
    DeliveriesRepository,
    DeliveriesService,
    CaughtMailService,
  ],
  exports: [MAIL_PROVIDER, SmtpCatcher, MailProviderFactory, DeliveriesService, DELIVERY_SETTINGS],
})
export class DeliveryModule {}

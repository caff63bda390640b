import { Module } from '@nestjs/common';
import { GraphModule } from 'src/integrations/graph/graph.module';
import { deliverySettingsProvider, MailProviderFactory, mailProviderProvider, smtpCatcherProvider } from './mail-providers.provider';
import { MAIL_PROVIDER } from './mail-provider.types';
import { SmtpCatcher } from './smtp-catcher.service';

/**
 * Sending mail: the configured MailProvider (inject MAIL_PROVIDER) and the in-process SMTP catcher whose caught
 * messages back the "Sent mail" view.
 */
@Module({
  imports: [GraphModule],
  providers: [deliverySettingsProvider, smtpCatcherProvider, MailProviderFactory, mailProviderProvider],
  exports: [MAIL_PROVIDER, SmtpCatcher, MailProviderFactory],
})
export class DeliveryModule {}

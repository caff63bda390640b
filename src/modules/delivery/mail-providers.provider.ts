import { Inject, Injectable, Logger, type FactoryProvider, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { GraphClient } from 'src/integrations/graph/graph.client';
import { DELIVERY_SETTINGS, type DeliverySettings } from './delivery.config';
import { DeliveryError, DeliveryErrorCode } from './delivery.errors';
import { GraphMailProvider } from './graph-mail.provider';
import { MAIL_PROVIDER, type MailProvider, type MailProviderCapabilities, type SentMail } from './mail-provider.types';
import { SmtpCatcher } from './smtp-catcher.service';
import { SmtpMailProvider } from './smtp-mail.provider';

/** Production without mail settings: every send fails, permanently, until MAIL_PROVIDER (or SMTP_HOST) is set. */
export class UnconfiguredMailProvider implements MailProvider {
  readonly name = 'none' as const;
  /** Nothing is ever sent, so there is nothing to rely on. */
  readonly capabilities: MailProviderCapabilities = { customHeaders: false, messageIdControl: false, savesToSentItems: false };

  send(): Promise<SentMail> {
    return Promise.reject(
      new DeliveryError(DeliveryErrorCode.NotConfigured, 'Sending email is not configured (set MAIL_PROVIDER and its settings)', {
        provider: 'none',
        status: null,
        providerCode: null,
      }),
    );
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * Builds the MailProvider the settings ask for: SMTP to the configured server, Graph as the configured mailbox,
 * SMTP to the in-process catcher (which it starts; the default outside production), or, in production without mail
 * settings, a provider whose sends fail with MAIL_PROVIDER_NOT_CONFIGURED.
 */
@Injectable()
export class MailProviderFactory {
  private readonly logger = new Logger('Mail');

  constructor(
    @Inject(DELIVERY_SETTINGS) private readonly settings: DeliverySettings,
    private readonly graph: GraphClient,
    private readonly catcher: SmtpCatcher,
  ) {}

  async create(): Promise<MailProvider> {
    const { mode, smtp, graph } = this.settings;
    if (mode === 'graph' && graph) return new GraphMailProvider(this.graph, graph);
    if (mode === 'smtp' && smtp) return new SmtpMailProvider(smtp);
    if (mode !== 'catcher') return new UnconfiguredMailProvider();
    const { host, port } = await this.catcher.start();
    this.logger.log(`Mail catcher listening on ${host}:${port} (no mail leaves this machine)`);
    return new SmtpMailProvider({ host, port, secure: false, timeoutMs: 10_000, poolConnections: this.settings.catcher.poolConnections });
  }
}

/** Stops the catcher with the app (it is started only in catcher mode, by the factory). */
class ManagedSmtpCatcher extends SmtpCatcher implements OnApplicationShutdown {
  onApplicationShutdown(): Promise<void> {
    return this.stop();
  }
}

/** Releases the provider's connections when the app stops. */
@Injectable()
export class MailProviderCloser implements OnApplicationShutdown {
  constructor(@Inject(MAIL_PROVIDER) private readonly provider: MailProvider) {}

  onApplicationShutdown(): Promise<void> {
    return this.provider.close();
  }
}

export const deliverySettingsProvider: FactoryProvider<DeliverySettings> = {
  provide: DELIVERY_SETTINGS,
  inject: [AppConfigService],
  useFactory: (config: AppConfigService) => config.mail,
};

export const smtpCatcherProvider: FactoryProvider<SmtpCatcher> = {
  provide: SmtpCatcher,
  inject: [DELIVERY_SETTINGS],
  useFactory: (settings: DeliverySettings) => new ManagedSmtpCatcher({ port: settings.catcher.port, keep: settings.catcher.keep }),
};

export const mailProviderProvider: FactoryProvider<Promise<MailProvider>> = {
  provide: MAIL_PROVIDER,
  inject: [MailProviderFactory],
  useFactory: (factory: MailProviderFactory) => factory.create(),
};

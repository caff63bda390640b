import { Inject, Injectable, type FactoryProvider, type OnModuleDestroy } from '@nestjs/common';
import { readProcessEnv } from 'src/config/process-env';
import { GraphClient } from 'src/integrations/graph/graph.client';
import { DELIVERY_SETTINGS, readDeliverySettings, type DeliverySettings } from './delivery.config';
import { GraphMailProvider } from './graph-mail.provider';
import { MAIL_PROVIDER, type MailProvider } from './mail-provider.types';
import { SmtpCatcher } from './smtp-catcher.service';
import { SmtpMailProvider } from './smtp-mail.provider';

/**
 * Builds the MailProvider the settings ask for: SMTP to the configured server, Graph as the configured mailbox, or
 * (no mail settings) SMTP to the in-process catcher, which it starts.
 */
@Injectable()
export class MailProviderFactory {
  constructor(
    @Inject(DELIVERY_SETTINGS) private readonly settings: DeliverySettings,
    private readonly graph: GraphClient,
    private readonly catcher: SmtpCatcher,
  ) {}

  async create(): Promise<MailProvider> {
    const { mode, smtp, graph } = this.settings;
    if (mode === 'graph' && graph) return new GraphMailProvider(this.graph, graph);
    if (mode === 'smtp' && smtp) return new SmtpMailProvider(smtp);
    const { host, port } = await this.catcher.start();
    return new SmtpMailProvider({ host, port, secure: false, timeoutMs: 10_000 });
  }
}

/** Stops the catcher with the app (it is started only in catcher mode, by the factory). */
class ManagedSmtpCatcher extends SmtpCatcher implements OnModuleDestroy {
  onModuleDestroy(): Promise<void> {
    return this.stop();
  }
}

export const deliverySettingsProvider: FactoryProvider<DeliverySettings> = {
  provide: DELIVERY_SETTINGS,
  useFactory: () => readDeliverySettings(readProcessEnv()),
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

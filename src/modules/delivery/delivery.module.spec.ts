import 'reflect-metadata';
import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import { AppConfigService } from 'src/config/app-config.service';
import { TransactionHost } from 'src/database/transactions';
import { validateEnv, type Env } from 'src/config/validate-env';
import { DeliveryModule } from './delivery.module';
import { MAIL_PROVIDER, type MailProvider } from './mail-provider.types';
import { SmtpCatcher } from './smtp-catcher.service';

const config = (raw: Record<string, string>): AppConfigService =>
  new AppConfigService(new ConfigService<Env, true>(validateEnv({ DATABASE_URL: 'postgres://app:secret@localhost:5432/app', ...raw })));

/** Stands in for the app's global config and database modules (nothing here touches the database). */
const globals = (raw: Record<string, string>) => {
  @Global()
  @Module({
    providers: [
      { provide: AppConfigService, useValue: config(raw) },
      { provide: getDataSourceToken(), useValue: { entityMetadatas: [], options: { type: 'postgres' }, getRepository: () => ({}) } },
      { provide: TransactionHost, useValue: {} },
    ],
    exports: [AppConfigService, getDataSourceToken(), TransactionHost],
  })
  class TestGlobalsModule {}
  return TestGlobalsModule;
};

describe(DeliveryModule.name, () => {
  it('should resolve the catcher-backed provider without mail settings, and stop the catcher on close', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [globals({}), DeliveryModule] }).compile();
    const app = moduleRef.createNestApplication({ logger: false });
    await app.init();
    const provider = app.get<MailProvider>(MAIL_PROVIDER);
    const catcher = app.get(SmtpCatcher);

    const sent = await provider.send({ from: 'a@movingco.example', to: 'b@customer.example', subject: 'Wired', html: '<p>ok</p>', text: 'ok' });

    expect(provider.name).toBe('smtp');
    expect(catcher.get(sent.requestId as string)?.messageId).toBe(sent.messageId);
    await app.close();
    expect(catcher.running).toBe(false);
  });

  it('should not start the catcher in production without mail settings', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [globals({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) }), DeliveryModule] }).compile();
    const app = moduleRef.createNestApplication({ logger: false });
    await app.init();
    expect(app.get<MailProvider>(MAIL_PROVIDER).name).toBe('none');
    expect(app.get(SmtpCatcher).running).toBe(false);
    await app.close();
  });
});

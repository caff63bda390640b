import 'reflect-metadata';
import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Test } from '@nestjs/testing';
import { getStorageToken } from '@nestjs/throttler';
import { getDataSourceToken } from '@nestjs/typeorm';
import { AppConfigService } from 'src/config/app-config.service';
import { TransactionHost } from 'src/database/transactions';
import { RedisClient } from 'src/queue/redis-client.provider';
import { validateEnv, type Env } from 'src/config/validate-env';
import { SEQUENCE_SEND_SETTINGS, type SequenceSendSettings } from './sequence-send.config';
import { SequenceSendModule } from './sequence-send.module';
import { SEQUENCE_SENDER } from './sequence-send.types';
import { SequenceSenderService } from './sequence-sender.service';

/** Stands in for the app's global config, database, queue and throttling modules (nothing here touches them). */
const globals = (raw: Record<string, string>) => {
  const config = new AppConfigService(new ConfigService<Env, true>(validateEnv({ DATABASE_URL: 'postgres://app:secret@localhost:5432/app', ...raw })));
  @Global()
  @Module({
    providers: [
      { provide: AppConfigService, useValue: config },
      { provide: getDataSourceToken(), useValue: { entityMetadatas: [], options: { type: 'postgres' }, getRepository: () => ({}) } },
      { provide: TransactionHost, useValue: {} },
      { provide: getStorageToken(), useValue: {} },
      { provide: RedisClient, useValue: {} },
    ],
    exports: [AppConfigService, getDataSourceToken(), TransactionHost, getStorageToken(), RedisClient],
  })
  class TestGlobalsModule {}
  return TestGlobalsModule;
};

describe(SequenceSendModule.name, () => {
  it('should provide SEQUENCE_SENDER with the mailbox pool and budget from the configuration', async () => {
    const env = {
      MAIL_PROVIDER: 'smtp',
      SMTP_HOST: '127.0.0.1',
      MAIL_FROM: 'Acme <quotes@movingco.example>',
      MAIL_SEND_MAILBOXES: 'one@movingco.example,Two@movingco.example',
      MAILBOX_MESSAGES_PER_MINUTE: '12',
      MAILBOX_RECIPIENTS_PER_DAY: '0',
      SEQUENCE_SEND_ATTEMPT_LEASE_SECONDS: '30',
    };
    const moduleRef = await Test.createTestingModule({ imports: [globals(env), SequenceSendModule] }).compile();

    expect(moduleRef.get(SEQUENCE_SENDER)).toBeInstanceOf(SequenceSenderService);
    expect(moduleRef.get<SequenceSendSettings>(SEQUENCE_SEND_SETTINGS)).toMatchObject({
      mailboxes: ['one@movingco.example', 'two@movingco.example'],
      pooled: true,
      perMinute: 12,
      perDay: 0,
      maxAttempts: 8,
      attemptLeaseMs: 30_000,
    });
    await moduleRef.close();
  });

  it('should pool the From address alone by default, with Microsoft 365 limits', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [globals({ MAIL_PROVIDER: 'smtp', SMTP_HOST: '127.0.0.1', MAIL_FROM: 'Acme <Quotes@movingco.example>' }), SequenceSendModule] }).compile();
    expect(moduleRef.get<SequenceSendSettings>(SEQUENCE_SEND_SETTINGS)).toMatchObject({ mailboxes: ['quotes@movingco.example'], perMinute: 30, perDay: 10000 });
    await moduleRef.close();
  });
});

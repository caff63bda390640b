import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Test } from '@nestjs/testing';
import { AppConfigService } from 'src/config/app-config.service';
import type { Env } from 'src/config/validate-env';
import { DELIVERY_SETTINGS, readDeliverySettings } from './delivery.config';
import { DeliveryModule } from './delivery.module';
import { MAIL_PROVIDER, type MailProvider } from './mail-provider.types';
import { SmtpCatcher } from './smtp-catcher.service';

/** Stands in for the app's global config module. */
@Global()
@Module({
  providers: [{ provide: AppConfigService, useValue: new AppConfigService(new ConfigService<Env, true>({})) }],
  exports: [AppConfigService],
})
class TestConfigModule {}

describe(DeliveryModule.name, () => {
  it('should resolve the catcher-backed provider without mail settings, and stop the catcher on close', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [TestConfigModule, DeliveryModule] })
      .overrideProvider(DELIVERY_SETTINGS)
      .useValue(readDeliverySettings({}))
      .compile();
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
});

import { ConfigService } from '@nestjs/config';
import { AppConfigService } from 'src/config/app-config.service';
import type { Env } from 'src/config/validate-env';
import { InvalidConfigError } from 'src/config/validate-env';
import { GraphClient } from 'src/integrations/graph/graph.client';
import { DEFAULT_MAIL_FROM, readDeliverySettings } from './delivery.config';
import { GraphMailProvider } from './graph-mail.provider';
import { MailProviderFactory } from './mail-providers.provider';
import { SmtpCatcher } from './smtp-catcher.service';
import { SmtpMailProvider } from './smtp-mail.provider';

const graph = new GraphClient(new AppConfigService(new ConfigService<Env, true>({})));

describe(readDeliverySettings.name, () => {
  it('should choose the catcher when no mail settings exist', () => {
    const settings = readDeliverySettings({ SMTP_HOST: '', MAIL_PROVIDER: undefined });
    expect(settings).toEqual({ mode: 'catcher', from: DEFAULT_MAIL_FROM, smtp: null, graph: null, catcher: { port: 0, keep: 200 } });
  });

  it('should choose SMTP when SMTP_HOST is set, converting port and secure', () => {
    const settings = readDeliverySettings({ SMTP_HOST: 'smtp.example.net', SMTP_PORT: '465', SMTP_SECURE: 'true', SMTP_USER: 'u', SMTP_PASS: 'p', MAIL_FROM: 'Movers <hi@movingco.example>' });
    expect(settings.mode).toBe('smtp');
    expect(settings.from).toBe('Movers <hi@movingco.example>');
    expect(settings.smtp).toEqual({ host: 'smtp.example.net', port: 465, secure: true, user: 'u', pass: 'p', timeoutMs: 10000 });
  });

  it('should read SMTP_SECURE=false as false', () => {
    expect(readDeliverySettings({ SMTP_HOST: 'h', SMTP_SECURE: 'false' }).smtp?.secure).toBe(false);
  });

  it('should choose Graph with its mailbox, sending from it by default', () => {
    const settings = readDeliverySettings({ MAIL_PROVIDER: 'graph', GRAPH_CLIENT_ID: 'c', GRAPH_SEND_MAILBOX: 'sales@movingco.example', GRAPH_SAVE_TO_SENT_ITEMS: 'false' });
    expect(settings).toMatchObject({ mode: 'graph', from: 'sales@movingco.example', graph: { mailbox: 'sales@movingco.example', saveToSentItems: false } });
  });

  it.each([
    [{ MAIL_PROVIDER: 'smtp' }, /SMTP_HOST/],
    [{ MAIL_PROVIDER: 'sendgrid' }, /MAIL_PROVIDER/],
    [{ MAIL_PROVIDER: 'graph', GRAPH_CLIENT_ID: 'c' }, /GRAPH_SEND_MAILBOX/],
    [{ MAIL_PROVIDER: 'graph', GRAPH_SEND_MAILBOX: 'sales@movingco.example' }, /GRAPH_CLIENT_ID/],
    [{ SMTP_HOST: 'h', SMTP_USER: 'u' }, /SMTP_PASS/],
    [{ SMTP_HOST: 'h', SMTP_PORT: '70000' }, /SMTP_PORT/],
  ])('should refuse %p naming the key', (raw, key) => {
    expect(() => readDeliverySettings(raw)).toThrow(InvalidConfigError);
    expect(() => readDeliverySettings(raw)).toThrow(key);
  });
});

describe(MailProviderFactory.name, () => {
  it('should build the SMTP adapter for smtp', async () => {
    const catcher = new SmtpCatcher();
    const provider = await new MailProviderFactory(readDeliverySettings({ SMTP_HOST: 'smtp.example.net' }), graph, catcher).create();
    expect(provider).toBeInstanceOf(SmtpMailProvider);
    expect(catcher.running).toBe(false);
  });

  it('should build the Graph adapter for graph', async () => {
    const settings = readDeliverySettings({ MAIL_PROVIDER: 'graph', GRAPH_CLIENT_ID: 'c', GRAPH_SEND_MAILBOX: 'sales@movingco.example' });
    const provider = await new MailProviderFactory(settings, graph, new SmtpCatcher()).create();
    expect(provider).toBeInstanceOf(GraphMailProvider);
    expect(provider.name).toBe('graph');
  });

  it('should start the catcher and send into it when no mail settings exist', async () => {
    const catcher = new SmtpCatcher();
    try {
      const settings = readDeliverySettings({});
      const provider = await new MailProviderFactory(settings, graph, catcher).create();
      expect(catcher.running).toBe(true);
      const sent = await provider.send({ from: settings.from, to: 'newcomer@movingco.example', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' });
      expect(catcher.list()).toEqual([expect.objectContaining({ id: sent.requestId, messageId: sent.messageId, subject: 'Hello' })]);
      await provider.close();
    } finally {
      await catcher.stop();
    }
  });
});

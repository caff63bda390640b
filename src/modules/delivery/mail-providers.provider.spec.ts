import 'reflect-metadata';
import { ConfigService } from '@nestjs/config';
import { AppConfigService } from 'src/config/app-config.service';
import { InvalidConfigError, validateEnv, type Env } from 'src/config/validate-env';
import { GraphClient } from 'src/integrations/graph/graph.client';
import type { DeliverySettings } from './delivery.config';
import { DeliveryError, DeliveryErrorCode } from './delivery.errors';
import { GraphMailProvider } from './graph-mail.provider';
import { MailProviderFactory, UnconfiguredMailProvider } from './mail-providers.provider';
import { SmtpCatcher } from './smtp-catcher.service';
import { SmtpMailProvider } from './smtp-mail.provider';

const DATABASE_URL = 'postgres://app:secret@localhost:5432/app';
const graph = new GraphClient(new AppConfigService(new ConfigService<Env, true>({})));

/** The mail settings AppConfigService derives from a raw environment (validated like the app's). */
const mailOf = (raw: Record<string, string | undefined>): DeliverySettings =>
  new AppConfigService(new ConfigService<Env, true>(validateEnv({ DATABASE_URL, SESSION_SECRET: 's'.repeat(32), ...raw }))).mail;

const problemsOf = (raw: Record<string, string>): string => {
  try {
    mailOf(raw);
  } catch (error) {
    if (error instanceof InvalidConfigError) return error.problems.join('\n');
    throw error;
  }
  throw new Error('accepted');
};

describe('AppConfigService.mail', () => {
  it('should choose the catcher when no mail settings exist outside production', () => {
    expect(mailOf({ SMTP_HOST: '', MAIL_PROVIDER: undefined })).toEqual({
      mode: 'catcher',
      from: 'Lead Automation Movers <no-reply@movingco.example>',
      smtp: null,
      graph: null,
      catcher: { port: 0, keep: 200, poolConnections: 5 },
      testSend: { allowedDomains: [], anyRecipient: false, perMinute: 10 },
    });
  });

  it('should choose no provider in production without mail settings', () => {
    expect(mailOf({ NODE_ENV: 'production' }).mode).toBe('none');
  });

  it('should run the catcher in production only when asked for explicitly', () => {
    expect(mailOf({ NODE_ENV: 'production', MAIL_PROVIDER: 'catcher', MAIL_CATCHER_PORT: '2525' })).toMatchObject({ mode: 'catcher', catcher: { port: 2525 } });
  });

  it('should choose SMTP when SMTP_HOST is set, converting port and secure', () => {
    const settings = mailOf({ SMTP_HOST: 'smtp.example.net', SMTP_PORT: '465', SMTP_SECURE: 'true', SMTP_USER: 'u', SMTP_PASS: 'p', MAIL_FROM: 'Movers <hi@movingco.example>' });
    expect(settings.mode).toBe('smtp');
    expect(settings.from).toBe('Movers <hi@movingco.example>');
    expect(settings.smtp).toEqual({ host: 'smtp.example.net', port: 465, secure: true, user: 'u', pass: 'p', timeoutMs: 10000, poolConnections: 5 });
  });

  it('should read SMTP_SECURE=false as false', () => {
    expect(mailOf({ SMTP_HOST: 'h', SMTP_SECURE: 'false' }).smtp?.secure).toBe(false);
  });

  it('should choose Graph with its mailbox, sending from it by default', () => {
    const settings = mailOf({ MAIL_PROVIDER: 'graph', GRAPH_CLIENT_ID: 'c', GRAPH_CLIENT_SECRET: 's', GRAPH_LEAD_MAILBOX: 'leads@movingco.example', GRAPH_SEND_MAILBOX: 'sales@movingco.example', GRAPH_SAVE_TO_SENT_ITEMS: 'false' });
    expect(settings).toMatchObject({ mode: 'graph', from: 'sales@movingco.example', graph: { mailbox: 'sales@movingco.example', saveToSentItems: false } });
  });

  it('should read the test send rules, domains lower-cased without @', () => {
    expect(mailOf({ TEST_SEND_ALLOWED_DOMAINS: ' @Partner.example , qa.example', TEST_SEND_ANY_RECIPIENT: 'yes', TEST_SEND_PER_MINUTE: '3' }).testSend).toEqual({
      allowedDomains: ['partner.example', 'qa.example'],
      anyRecipient: true,
      perMinute: 3,
    });
  });

  it.each([
    [{ MAIL_PROVIDER: 'smtp' }, /SMTP_HOST/],
    [{ MAIL_PROVIDER: 'sendgrid' }, /MAIL_PROVIDER/],
    [{ MAIL_PROVIDER: 'graph', GRAPH_CLIENT_ID: 'c', GRAPH_CLIENT_SECRET: 's', GRAPH_LEAD_MAILBOX: 'leads@movingco.example' }, /GRAPH_SEND_MAILBOX/],
    [{ MAIL_PROVIDER: 'graph', GRAPH_SEND_MAILBOX: 'sales@movingco.example' }, /MAIL_PROVIDER: graph needs the Graph app credentials/],
    [{ SMTP_HOST: 'h', SMTP_USER: 'u' }, /SMTP_PASS/],
    [{ SMTP_HOST: 'h', SMTP_PORT: '70000' }, /SMTP_PORT/],
    [{ TEST_SEND_PER_MINUTE: '0' }, /TEST_SEND_PER_MINUTE/],
  ])('should refuse %p naming the key', (raw, key) => {
    expect(problemsOf(raw)).toMatch(key);
  });
});

describe(MailProviderFactory.name, () => {
  it('should build the SMTP adapter for smtp', async () => {
    const catcher = new SmtpCatcher();
    const provider = await new MailProviderFactory(mailOf({ SMTP_HOST: 'smtp.example.net' }), graph, catcher).create();
    expect(provider).toBeInstanceOf(SmtpMailProvider);
    expect(catcher.running).toBe(false);
  });

  it('should build the Graph adapter for graph', async () => {
    const settings = mailOf({ MAIL_PROVIDER: 'graph', GRAPH_CLIENT_ID: 'c', GRAPH_CLIENT_SECRET: 's', GRAPH_LEAD_MAILBOX: 'l@movingco.example', GRAPH_SEND_MAILBOX: 'sales@movingco.example' });
    const provider = await new MailProviderFactory(settings, graph, new SmtpCatcher()).create();
    expect(provider).toBeInstanceOf(GraphMailProvider);
    expect(provider.name).toBe('graph');
  });

  // The sender and deliveries ask these instead of the class, so they must match what each adapter really does.
  it('should build adapters that declare their capabilities: Graph sends as a mailbox and searches Sent Items, SMTP neither', async () => {
    const graphEnv = { MAIL_PROVIDER: 'graph', GRAPH_CLIENT_ID: 'c', GRAPH_CLIENT_SECRET: 's', GRAPH_LEAD_MAILBOX: 'l@movingco.example', GRAPH_SEND_MAILBOX: 'sales@movingco.example' } as const;
    const viaGraph = await new MailProviderFactory(mailOf(graphEnv), graph, new SmtpCatcher()).create();
    const quietGraph = await new MailProviderFactory(mailOf({ ...graphEnv, GRAPH_SAVE_TO_SENT_ITEMS: 'false' }), graph, new SmtpCatcher()).create();
    const viaSmtp = await new MailProviderFactory(mailOf({ SMTP_HOST: 'smtp.example.net' }), graph, new SmtpCatcher()).create();

    expect(viaGraph.capabilities).toEqual({ customHeaders: false, messageIdControl: true, savesToSentItems: true });
    expect(quietGraph.capabilities).toEqual({ customHeaders: false, messageIdControl: true, savesToSentItems: false });
    expect([typeof viaGraph.sendAs, typeof viaGraph.findSent]).toEqual(['function', 'function']);
    expect(viaSmtp.capabilities).toEqual({ customHeaders: true, messageIdControl: true, savesToSentItems: false });
    expect([viaSmtp.sendAs, viaSmtp.findSent]).toEqual([undefined, undefined]);
    await viaSmtp.close();
  });

  it('should build a provider whose sends fail as not configured in production without settings, without a catcher', async () => {
    const catcher = new SmtpCatcher();
    const provider = await new MailProviderFactory(mailOf({ NODE_ENV: 'production' }), graph, catcher).create();
    expect(provider).toBeInstanceOf(UnconfiguredMailProvider);
    expect(catcher.running).toBe(false);
    const error = await provider.send({ from: 'a@movingco.example', to: 'b@movingco.example', subject: 's', html: '<p>h</p>', text: 'h' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ code: DeliveryErrorCode.NotConfigured, retryable: false, details: { provider: 'none' } });
  });

  it('should start the catcher and send into it when no mail settings exist', async () => {
    const catcher = new SmtpCatcher();
    try {
      const settings = mailOf({});
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

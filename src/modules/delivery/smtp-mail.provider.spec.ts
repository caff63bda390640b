import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { DeliveryError, DeliveryErrorCode } from './delivery.errors';
import { SmtpCatcher } from './smtp-catcher.service';
import { SmtpMailProvider, queueIdOf, smtpFailure } from './smtp-mail.provider';

const mail = {
  from: 'Movers Inc <sales@movingco.example>',
  to: 'Jane Customer <jane@customer.example>',
  subject: 'Your moving quote #Q-1042',
  html: '<p>Hello <b>Jane</b>, your quote is ready.</p>',
  text: 'Hello Jane, your quote is ready.',
};

const caught = (error: unknown): DeliveryError => {
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
};

/** A port nobody listens on: bind one, note it, close it. */
async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A real SMTP server that refuses every recipient with the given reply code. */
async function refusingServer(responseCode: number): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error(`Recipient refused (${responseCode})`), { responseCode })),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe(SmtpMailProvider.name, () => {
  const catcher = new SmtpCatcher({ port: 0, keep: 10 });
  let sut: SmtpMailProvider;

  beforeAll(async () => {
    const { host, port } = await catcher.start();
    sut = new SmtpMailProvider({ host, port, secure: false, timeoutMs: 5000 });
  });

  afterAll(async () => {
    await sut.close();
    await catcher.stop();
  });

  it('should deliver to the catcher and report the Message-ID and queue id the catcher saw', async () => {
    const sent = await sut.send({ ...mail, replyTo: 'office@movingco.example', headers: { 'X-Template-Id': '42' } });

    expect(sent.provider).toBe('smtp');
    expect(sent.messageId).toMatch(/^<.+@.+>$/);
    expect(sent.requestId).not.toBeNull();
    const received = catcher.get(sent.requestId as string);
    expect(received).not.toBeNull();
    expect(received?.messageId).toBe(sent.messageId);
    expect(received?.subject).toBe(mail.subject);
    expect(received?.from).toBe('"Movers Inc" <sales@movingco.example>');
    expect(received?.to).toEqual(['jane@customer.example']);
    expect(received?.envelope).toEqual({ from: 'sales@movingco.example', to: ['jane@customer.example'] });
    expect(received?.html).toBe(mail.html);
    expect(received?.text?.trim()).toBe(mail.text);
    expect(received?.headers).toEqual(expect.arrayContaining([{ name: 'X-Template-ID', value: '42' }, { name: 'Reply-To', value: 'office@movingco.example' }]));
    expect(received?.raw).toContain('multipart/alternative');
    expect(received?.raw).toContain(`Message-ID: ${sent.messageId}`);
    expect(catcher.list()[0]).toMatchObject({ id: sent.requestId, subject: mail.subject, messageId: sent.messageId });
  });

  it('should send to several recipients', async () => {
    const sent = await sut.send({ ...mail, to: ['a@customer.example', 'B <b@customer.example>'] });
    expect(catcher.get(sent.requestId as string)?.to).toEqual(['a@customer.example', 'b@customer.example']);
  });

  it('should answer a refused connection as retryable MAIL_PROVIDER_UNAVAILABLE', async () => {
    const unreachable = new SmtpMailProvider({ host: '127.0.0.1', port: await closedPort(), secure: false, timeoutMs: 2000 });
    const error = caught(await unreachable.send(mail).catch((e: unknown) => e));
    expect(error.code).toBe(DeliveryErrorCode.Unavailable);
    expect(error.retryable).toBe(true);
    expect(error.details).toMatchObject({ provider: 'smtp', status: null });
  });

  it.each([
    [550, DeliveryErrorCode.Rejected, false],
    [451, DeliveryErrorCode.Unavailable, true],
  ])('should map a real server refusing with %i to %s (retryable %p)', async (responseCode, code, retryable) => {
    const server = await refusingServer(responseCode);
    try {
      const provider = new SmtpMailProvider({ host: '127.0.0.1', port: server.port, secure: false, timeoutMs: 2000 });
      const error = caught(await provider.send(mail).catch((e: unknown) => e));
      expect(error.code).toBe(code);
      expect(error.retryable).toBe(retryable);
      expect(error.details.status).toBe(responseCode);
    } finally {
      await server.close();
    }
  });
});

describe(smtpFailure.name, () => {
  it.each([
    [{ code: 'EAUTH', responseCode: 535 }, DeliveryErrorCode.AuthFailed],
    [{ code: 'EAUTH', responseCode: 454 }, DeliveryErrorCode.Unavailable],
    [{ code: 'EENVELOPE' }, DeliveryErrorCode.Rejected],
    [{ code: 'EMESSAGE', responseCode: 552 }, DeliveryErrorCode.Rejected],
    [{ code: 'ETIMEDOUT' }, DeliveryErrorCode.Unavailable],
    [{ code: 'ECONNECTION' }, DeliveryErrorCode.Unavailable],
    [{ responseCode: 421 }, DeliveryErrorCode.Unavailable],
  ])('should map %p to %s', (fields, code) => {
    expect(smtpFailure(Object.assign(new Error('boom'), fields)).code).toBe(code);
  });
});

describe(queueIdOf.name, () => {
  it('should read the queue id of a 250 reply, or none', () => {
    expect(queueIdOf('250 2.0.0 Ok: queued as 4BX7Kd1xyz')).toBe('4BX7Kd1xyz');
    expect(queueIdOf('250 OK: message accepted')).toBeNull();
    expect(queueIdOf(undefined)).toBeNull();
  });
});

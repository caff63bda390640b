import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigService } from '@nestjs/config';
import { AppConfigService } from 'src/config/app-config.service';
import type { Env } from 'src/config/validate-env';
import { GraphClient } from 'src/integrations/graph/graph.client';
import { DeliveryError, DeliveryErrorCode } from './delivery.errors';
import type { GraphSendMailBody } from './graph-mail.mapper';
import { GraphMailProvider } from './graph-mail.provider';

const MAILBOX = 'sales@movingco.example';

interface Received {
  path: string;
  authorization: string | undefined;
  body: GraphSendMailBody;
}

/**
 * Just enough of the identity platform and Graph for sendMail: the client-credentials token endpoint and
 * `POST /v1.0/users/{mailbox}/sendMail`, which answers 202 Accepted with an empty body and a request-id header, or
 * the next queued failure in Graph's `{error:{code,message,innerError}}` shape.
 */
class FakeGraphSendMail {
  readonly received: Received[] = [];
  readonly failures: { status: number; code: string; headers?: Record<string, string> }[] = [];
  private server: Server | null = null;
  url = '';
  /** Answer token requests with AADSTS7000215 (invalid client secret). */
  refuseTokens = false;

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', this.url).pathname;
    const requestId = randomUUID();
    if (req.method === 'POST' && path.endsWith('/oauth2/v2.0/token') && this.refuseTokens) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.', error_codes: [7000215], trace_id: requestId, correlation_id: requestId }));
      return;
    }
    if (req.method === 'POST' && path.endsWith('/oauth2/v2.0/token')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: `token-${randomUUID()}` }));
      return;
    }
    const match = /^\/v1\.0\/users\/([^/]+)\/sendMail$/.exec(path);
    if (req.method !== 'POST' || !match) {
      res.writeHead(404, { 'content-type': 'application/json', 'request-id': requestId });
      res.end(JSON.stringify({ error: { code: 'ResourceNotFound', message: 'Resource not found', innerError: { 'request-id': requestId } } }));
      return;
    }
    const failure = this.failures.shift();
    if (failure) {
      res.writeHead(failure.status, { 'content-type': 'application/json', 'request-id': requestId, ...failure.headers });
      res.end(JSON.stringify({ error: { code: failure.code, message: `${failure.code} from the fake`, innerError: { 'request-id': requestId, date: new Date().toISOString() } } }));
      return;
    }
    this.received.push({ path: decodeURIComponent(match[1]), authorization: req.headers.authorization, body: JSON.parse(text) as GraphSendMailBody });
    res.writeHead(202, { 'request-id': requestId, 'client-request-id': requestId, 'content-length': '0' });
    res.end();
  }
}

const graphClient = (url: string, loginUrl = url): GraphClient => {
  const values: Partial<Env> = {
    GRAPH_TENANT_ID: 'tenant-1',
    GRAPH_CLIENT_ID: 'client-1',
    GRAPH_CLIENT_SECRET: 'secret-1',
    GRAPH_BASE_URL: url,
    GRAPH_LOGIN_URL: loginUrl,
  };
  return new GraphClient(new AppConfigService(new ConfigService<Env, true>(values)));
};

const mail = {
  from: 'Movers Inc <sales@movingco.example>',
  to: ['Jane Customer <jane@customer.example>', 'bob@customer.example'],
  subject: 'Your moving quote',
  html: '<p>Hello Jane</p>',
  text: 'Hello Jane',
  replyTo: 'office@movingco.example',
  headers: { 'X-Template-Id': '42', 'List-Unsubscribe': '<https://movingco.example/u/1>' },
};

describe(GraphMailProvider.name, () => {
  const fake = new FakeGraphSendMail();
  let sut: GraphMailProvider;

  beforeAll(async () => {
    await fake.start();
    sut = new GraphMailProvider(graphClient(fake.url), { mailbox: MAILBOX, saveToSentItems: true });
  });

  afterAll(() => fake.stop());

  beforeEach(() => {
    fake.received.length = 0;
    fake.failures.length = 0;
  });

  const failure = async (): Promise<DeliveryError> => {
    const error = await sut.send(mail).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    return error as DeliveryError;
  };

  it('should POST sendMail as the mailbox and report the request-id and the Message-ID it set', async () => {
    const sent = await sut.send(mail);

    expect(sent.provider).toBe('graph');
    expect(sent.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.messageId).toMatch(/^<[0-9a-f-]{36}@movingco\.example>$/);
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request.path).toBe(MAILBOX);
    expect(request.authorization).toMatch(/^Bearer token-/);
    expect(request.body).toEqual({
      message: {
        subject: 'Your moving quote',
        body: { contentType: 'HTML', content: '<p>Hello Jane</p>' },
        from: { emailAddress: { address: 'sales@movingco.example', name: 'Movers Inc' } },
        toRecipients: [{ emailAddress: { address: 'jane@customer.example', name: 'Jane Customer' } }, { emailAddress: { address: 'bob@customer.example' } }],
        replyTo: [{ emailAddress: { address: 'office@movingco.example' } }],
        internetMessageId: sent.messageId,
        internetMessageHeaders: [{ name: 'X-Template-Id', value: '42' }],
      },
      saveToSentItems: true,
    });
  });

  it('should pass saveToSentItems false through', async () => {
    const quiet = new GraphMailProvider(graphClient(fake.url), { mailbox: MAILBOX, saveToSentItems: false });
    await quiet.send({ ...mail, to: 'jane@customer.example' });
    expect(fake.received[0].body.saveToSentItems).toBe(false);
  });

  it.each([
    [500, 'InternalServerError', DeliveryErrorCode.Unavailable, true],
    [503, 'ServiceUnavailable', DeliveryErrorCode.Unavailable, true],
    [400, 'ErrorInvalidRecipients', DeliveryErrorCode.Rejected, false],
    [404, 'ErrorInvalidUser', DeliveryErrorCode.Rejected, false],
    [413, 'RequestEntityTooLarge', DeliveryErrorCode.Rejected, false],
    [403, 'ErrorAccessDenied', DeliveryErrorCode.AuthFailed, false],
  ])('should map HTTP %i %s to %s (retryable %p)', async (status, code, expected, retryable) => {
    fake.failures.push({ status, code });
    const error = await failure();
    expect(error.code).toBe(expected);
    expect(error.retryable).toBe(retryable);
    expect(error.details).toMatchObject({ provider: 'graph', status });
    if (status < 500) expect(error.details.providerCode).toBe(code);
  });

  it('should get over one 401 (a fresh token) and answer a second one as permanent MAIL_AUTH_FAILED', async () => {
    fake.failures.push({ status: 401, code: 'InvalidAuthenticationToken' });
    await expect(sut.send(mail)).resolves.toMatchObject({ provider: 'graph' });
    expect(fake.received).toHaveLength(1);

    fake.failures.push({ status: 401, code: 'InvalidAuthenticationToken' }, { status: 401, code: 'InvalidAuthenticationToken' });
    const error = await failure();
    expect(error.code).toBe(DeliveryErrorCode.AuthFailed);
    expect(error.retryable).toBe(false);
  });

  it('should answer a long Retry-After on 429 as retryable with the wait', async () => {
    fake.failures.push({ status: 429, code: 'ApplicationThrottled', headers: { 'retry-after': '30' } });
    const error = await failure();
    expect(error.code).toBe(DeliveryErrorCode.Unavailable);
    expect(error.retryable).toBe(true);
    expect(error.details.retryAfterMs).toBe(30_000);
  });

  it.each([
    ['the identity platform', 'login'],
    ['Graph', 'graph'],
  ])('should answer a refused connection to %s as retryable', async (_, which) => {
    const down = new FakeGraphSendMail();
    await down.start();
    await down.stop();
    const client = graphClient(which === 'graph' ? down.url : fake.url, which === 'login' ? down.url : fake.url);
    const error = await new GraphMailProvider(client, { mailbox: MAILBOX, saveToSentItems: true }).send(mail).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).code).toBe(DeliveryErrorCode.Unavailable);
    expect((error as DeliveryError).retryable).toBe(true);
  });

  it('should answer refused app credentials as permanent MAIL_AUTH_FAILED', async () => {
    fake.refuseTokens = true;
    try {
      const error = await new GraphMailProvider(graphClient(fake.url), { mailbox: MAILBOX, saveToSentItems: true }).send(mail).catch((e: unknown) => e);
      expect((error as DeliveryError).code).toBe(DeliveryErrorCode.AuthFailed);
      expect((error as DeliveryError).retryable).toBe(false);
    } finally {
      fake.refuseTokens = false;
    }
  });

  it('should answer missing Graph credentials as permanent MAIL_PROVIDER_NOT_CONFIGURED', async () => {
    const client = new GraphClient(new AppConfigService(new ConfigService<Env, true>({ GRAPH_BASE_URL: fake.url, GRAPH_LOGIN_URL: fake.url })));
    const error = await new GraphMailProvider(client, { mailbox: MAILBOX, saveToSentItems: true }).send(mail).catch((e: unknown) => e);
    expect((error as DeliveryError).code).toBe(DeliveryErrorCode.NotConfigured);
    expect((error as DeliveryError).retryable).toBe(false);
  });
});

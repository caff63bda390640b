import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startFakeGraph, type FakeGraph } from '../fakes/graph-fake';
import { startTestApp, type TestApp } from '../utils/test-app';

interface Answer {
  success: boolean;
  provider?: string;
  request_id?: string | null;
  saved_to_sent?: boolean;
  message_id?: string;
  delivery_id?: string;
  subject?: string;
  error?: string | null;
  error_code?: string;
  details?: Record<string, unknown>[];
  data?: { id?: string };
}

const SENDER = 'sales@movingco.example';

describe('Delivery through Microsoft Graph (local Graph fake)', () => {
  let graph: FakeGraph;
  let t: TestApp;
  let bearer: Record<string, string>;
  let templateId: string;

  const call = async (path: string, body: unknown): Promise<{ status: number; body: Answer }> => {
    const response = await fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Answer };
  };
  const testSend = () => call(`/api/templates/${templateId}/test-send`, { to_email: 'alex@movingco.example', context: { customer_name: 'Priya' } });
  const statusOf = async (deliveryId: string): Promise<{ status: string; provider: string | null; error: string | null; saved_to_sent: boolean; request_id: string | null }> => {
    const rows = (await t.app.get(DataSource).query(`SELECT status, provider, error, saved_to_sent, request_id FROM deliveries WHERE id = $1`, [deliveryId])) as {
      status: string; provider: string | null; error: string | null; saved_to_sent: boolean; request_id: string | null;
    }[];
    return rows[0];
  };

  beforeAll(async () => {
    graph = await startFakeGraph({ mailboxes: ['leads@movingco.example', SENDER] });
    t = await startTestApp({
      APP_ROLES: 'api',
      MAIL_PROVIDER: 'graph',
      GRAPH_TENANT_ID: graph.tenantId,
      GRAPH_CLIENT_ID: graph.clientId,
      GRAPH_CLIENT_SECRET: graph.clientSecret,
      GRAPH_LEAD_MAILBOX: 'leads@movingco.example',
      GRAPH_SEND_MAILBOX: SENDER,
      GRAPH_BASE_URL: graph.url,
      GRAPH_LOGIN_URL: graph.url,
      TEST_SEND_PER_MINUTE: '100',
    });
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'graph.sender@movingco.example', days: 1 })).token}` };
    const created = await call('/api/templates', { name: 'Graph quote', subject: 'Quote for {{customerName}}', html: '<p>Hello {{customerName}}</p>' });
    templateId = created.body.data!.id!;
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  it('posts sendMail as the sending mailbox, keeps a copy in Sent Items and answers the request-id', async () => {
    const { status, body } = await testSend();
    expect({ status, error: body.error }).toEqual({ status: 200, error: null });
    expect(body).toMatchObject({ success: true, provider: 'graph', saved_to_sent: true, subject: 'Quote for Priya' });
    const sent = graph.state.sent.at(-1)!;
    expect(sent.mailbox).toBe(SENDER);
    expect(body.request_id).toBe(sent.requestId);
    expect(sent.saveToSentItems).toBe(true);
    expect(sent.token).toBeDefined();
    expect(sent.message).toMatchObject({
      subject: 'Quote for Priya',
      body: { contentType: 'HTML', content: expect.stringContaining('<p>Hello Priya</p>') as string },
      toRecipients: [{ emailAddress: { address: 'alex@movingco.example' } }],
      from: { emailAddress: { address: SENDER } },
      internetMessageId: body.message_id,
    });
    expect(await statusOf(body.delivery_id!)).toMatchObject({ status: 'sent', provider: 'graph', saved_to_sent: true, request_id: sent.requestId });
  });

  it('answers a long throttling as 503 MAIL_PROVIDER_UNAVAILABLE with the wait, the delivery failed', async () => {
    graph.throttleNext(1, 120);
    const { status, body } = await testSend();
    expect(status).toBe(503);
    expect(body).toMatchObject({ success: false, error_code: 'MAIL_PROVIDER_UNAVAILABLE' });
    expect(body.details?.[0]).toMatchObject({ provider: 'graph', retryable: true, retry_after_ms: 120_000 });
    expect(await statusOf(body.details![0].delivery_id as string)).toMatchObject({ status: 'failed', provider: 'graph' });
  });

  it.each([
    [400, 'MAIL_REJECTED'],
    [403, 'MAIL_AUTH_FAILED'],
  ])('answers Graph %i as 502 %s with its message', async (graphStatus, code) => {
    graph.failNextRequests(1, graphStatus);
    const { status, body } = await testSend();
    expect(status).toBe(502);
    expect(body).toMatchObject({ success: false, error_code: code });
    expect(body.error).toContain('Service unavailable');
    const row = await statusOf(body.details![0].delivery_id as string);
    expect(row.status).toBe('failed');
    expect(row.error).toContain('Service unavailable');
  });

  it('answers 404 on the Sent mail API: nothing is caught when Graph sends', async () => {
    const response = await fetch(`${t.url}/api/mail/caught`, { headers: bearer });
    expect(response.status).toBe(404);
  });
});

import 'reflect-metadata';
import { ConfigService } from '@nestjs/config';
import { RetryLaterError } from 'src/common/errors/retry-later.error';
import { AppConfigService } from 'src/config/app-config.service';
import { type Env, validateEnv } from 'src/config/validate-env';
import { GraphClient } from 'src/integrations/graph/graph.client';
import { GraphError, GraphErrorCode } from 'src/integrations/graph/graph.errors';
import { makeLeadEmail } from '../factories/lead-email.factory';
import { startFakeGraph, type FakeGraph } from '../fakes/graph-fake';

const MAILBOX = 'leads@movingco.example';
const DELTA = `/users/${MAILBOX}/mailFolders/inbox/messages/delta?$select=id,internetMessageId`;

interface Item {
  id: string;
  internetMessageId?: string;
}

describe('GraphClient (msal-node app tokens against the local Graph fake)', () => {
  let graph: FakeGraph;

  const client = (secret = graph.clientSecret): GraphClient =>
    new GraphClient(
      new AppConfigService(
        new ConfigService<Env, true>(
          validateEnv({
            DATABASE_URL: 'postgres://app:secret@localhost:5432/app',
            GRAPH_TENANT_ID: graph.tenantId,
            GRAPH_CLIENT_ID: graph.clientId,
            GRAPH_CLIENT_SECRET: secret,
            GRAPH_LEAD_MAILBOX: MAILBOX,
            GRAPH_BASE_URL: graph.url,
            GRAPH_LOGIN_URL: graph.url,
          }),
        ),
      ),
    );
  const graphCalls = (): number => graph.state.stats.graphRequests;

  beforeAll(async () => {
    graph = await startFakeGraph({ mailboxes: [MAILBOX] });
    for (let i = 0; i < 5; i++) graph.addMessage(MAILBOX, 'inbox', makeLeadEmail({ tracking: `Q2G-90000${i}`, name: `Paged ${i}`, email: `paged${i}@example.com` }));
  });

  afterAll(() => graph.close());

  it('should get one app token and reuse it from the msal cache', async () => {
    const graphClient = client();
    const tokensBefore = graph.state.stats.tokensIssued;
    await graphClient.get(`/users/${MAILBOX}/mailFolders/inbox`);
    await graphClient.get(`/users/${MAILBOX}/mailFolders/inbox`);
    const folder = await graphClient.getJson<{ displayName: string }>(`/users/${MAILBOX}/mailFolders/inbox`);
    expect(folder.displayName).toBeTruthy();
    expect(graph.state.stats.tokensIssued - tokensBefore).toBe(1);
  });

  it('should follow nextLinks page by page and end with the deltaLink', async () => {
    const pages = [];
    for await (const page of client().pages<Item>(DELTA, { headers: { Prefer: 'odata.maxpagesize=2' } })) pages.push(page);
    expect(pages.map((p) => p.value.length)).toEqual([2, 2, 1]);
    expect(pages.slice(0, -1).every((p) => p.nextLink !== null && p.deltaLink === null)).toBe(true);
    expect(pages.at(-1)?.deltaLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\.0\//);
  });

  it('should fetch a fresh token once when Graph rejects the cached one', async () => {
    const graphClient = client();
    await graphClient.get(`/users/${MAILBOX}/mailFolders/inbox`);
    const tokensBefore = graph.state.stats.tokensIssued;
    graph.expireTokens();
    await graphClient.get(`/users/${MAILBOX}/mailFolders/inbox`);
    expect(graph.state.stats.tokensIssued - tokensBefore).toBe(1);
  });

  it('should wait out one short Retry-After inline, and hand a longer one back as RetryLaterError after one try', async () => {
    const graphClient = client();
    graph.throttleNext(1, 1);
    let before = graphCalls();
    await graphClient.get(`/users/${MAILBOX}/mailFolders/inbox`);
    expect(graphCalls() - before).toBe(2);

    graph.throttleNext(1, 30);
    before = graphCalls();
    const error = await graphClient.get(`/users/${MAILBOX}/mailFolders/inbox`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetryLaterError);
    expect((error as RetryLaterError).retryAfterMs).toBe(30_000);
    expect(graphCalls() - before).toBe(1);

    // Two short throttles in a row: one wait, then back to the caller (the job), not a loop.
    graph.throttleNext(2, 1);
    before = graphCalls();
    await expect(graphClient.get(`/users/${MAILBOX}/mailFolders/inbox`)).rejects.toBeInstanceOf(RetryLaterError);
    expect(graphCalls() - before).toBe(2);
  });

  it('should make one try on a 5xx or a gone delta state and say which', async () => {
    const graphClient = client();
    graph.failNextRequests(1, 500);
    let before = graphCalls();
    await expect(graphClient.get(`/users/${MAILBOX}/mailFolders/inbox`)).rejects.toMatchObject({ code: GraphErrorCode.Unavailable, status: 500 });
    expect(graphCalls() - before).toBe(1);

    let deltaLink: string | null = null;
    for await (const page of graphClient.pages<Item>(DELTA)) deltaLink = page.deltaLink;
    graph.expireDeltaTokens();
    before = graphCalls();
    const gone = await graphClient.get(deltaLink ?? '').catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(GraphError);
    expect(gone).toMatchObject({ code: GraphErrorCode.RequestFailed, status: 410, details: { graphCode: 'SyncStateNotFound' } });
    expect(graphCalls() - before).toBe(1);
  });

  it('should refuse to send its token outside GRAPH_BASE_URL, and report a rejected secret', async () => {
    await expect(client().get('https://elsewhere.example/v1.0/me')).rejects.toMatchObject({ code: GraphErrorCode.RequestFailed });
    await expect(client('wrong-secret').get(`/users/${MAILBOX}/mailFolders/inbox`)).rejects.toMatchObject({ code: GraphErrorCode.AuthFailed });
  });
});

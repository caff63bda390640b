// The Microsoft Graph fake's message delta $filter (the one Graph takes: receivedDateTime ge|gt). No database needed.
import { startFakeGraph, type FakeGraph } from '../fakes/graph-fake';

type Json = Record<string, unknown>;

describe('Microsoft Graph fake: message delta filtered on receivedDateTime', () => {
  const mailbox = 'sales@movingco.example';
  const DAY = 24 * 60 * 60 * 1000;
  let graph: FakeGraph;
  let accessToken = '';

  const get = async (url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Json }> => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${accessToken}`, ...headers } });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const mime = (id: string) => `Message-ID: <${id}@example.com>\r\nFrom: ann@example.com\r\nTo: ${mailbox}\r\nSubject: ${id}\r\nContent-Type: text/plain\r\n\r\nHello\r\n`;
  const deltaUrl = (filter?: string) =>
    `${graph.graphUrl}/users/${mailbox}/mailFolders/inbox/messages/delta?$select=id,internetMessageId${filter === undefined ? '' : `&$filter=${encodeURIComponent(filter)}`}`;
  /** Every page of a round (pages of one message); the subjects listed and the round's deltaLink. */
  const round = async (url: string): Promise<{ ids: string[]; deltaLink: string }> => {
    const ids: string[] = [];
    let next: string | undefined = url;
    for (;;) {
      const page = await get(next, { prefer: 'odata.maxpagesize=1' });
      expect(page.status).toBe(200);
      ids.push(...(page.body.value as Json[]).map((m) => String(m.internetMessageId).replace(/^<|@example\.com>$/g, '')));
      next = page.body['@odata.nextLink'] as string | undefined;
      if (next === undefined) return { ids, deltaLink: String(page.body['@odata.deltaLink']) };
    }
  };

  beforeAll(async () => {
    graph = await startFakeGraph({ mailboxes: [mailbox] });
    const token = await fetch(graph.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: graph.clientId, client_secret: graph.clientSecret, scope: 'https://graph.microsoft.com/.default' }).toString(),
    });
    accessToken = String(((await token.json()) as Json).access_token);
  });
  afterAll(async () => {
    await graph.close();
  });

  it('should keep a round and the rounds after it to mail received at or after the filter instant, ge or gt', async () => {
    const since = new Date(Date.now() - 7 * DAY);
    const at = `${since.toISOString().slice(0, 19)}Z`;
    graph.addMessage(mailbox, 'inbox', mime('old-1'), { receivedDateTime: new Date(Date.now() - 30 * DAY) });
    graph.addMessage(mailbox, 'inbox', mime('edge'), { receivedDateTime: at });
    graph.addMessage(mailbox, 'inbox', mime('new-1'));
    graph.addMessage(mailbox, 'inbox', mime('new-2'), { receivedDateTime: new Date(Date.now() - DAY) });

    expect((await round(deltaUrl())).ids).toEqual(['old-1', 'edge', 'new-1', 'new-2']);
    expect((await round(deltaUrl(`receivedDateTime gt ${at}`))).ids).toEqual(['new-1', 'new-2']);
    const first = await round(deltaUrl(`receivedDateTime ge ${at}`));
    expect(first.ids).toEqual(['edge', 'new-1', 'new-2']);

    // The deltaLink carries the filter: a later round lists new mail, not mail received before the instant.
    graph.addMessage(mailbox, 'inbox', mime('old-2'), { receivedDateTime: new Date(Date.now() - 30 * DAY) });
    graph.addMessage(mailbox, 'inbox', mime('new-3'));
    const next = await round(first.deltaLink);
    expect(next.ids).toEqual(['new-3']);
    expect((await round(next.deltaLink)).ids).toEqual([]);
  });

  it('should answer 400 with a Graph error body to any other $filter on delta', async () => {
    for (const filter of ["subject eq 'x'", 'receivedDateTime lt 2026-11-17T10:00:00Z', 'receivedDateTime ge yesterday', 'receivedDateTime ge 2026-13-45T10:00:00Z']) {
      const res = await get(deltaUrl(filter));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'ErrorInvalidUrlQueryFilter', message: expect.any(String), innerError: { 'request-id': expect.any(String) } } });
    }
  });
});

import type { AppConfigService } from 'src/config/app-config.service';
import type { GraphClient, GraphPage } from 'src/integrations/graph/graph.client';
import { GraphError, GraphErrorCode } from 'src/integrations/graph/graph.errors';
import { strictMock } from '../../../../test/utils/strict-mock';
import { InboundGraphClient, InboxDeltaExpiredError } from './inbound-graph.client';

const MAILBOX = 'sales@movingco.example';

describe(InboundGraphClient.name, () => {
  const build = (answer: () => Promise<GraphPage<unknown>> = async () => ({ value: [], nextLink: null, deltaLink: 'delta:1' })) => {
    const graph = strictMock<GraphClient>('GraphClient', {
      getPage: (async () => answer()) as GraphClient['getPage'],
      isStaleLink: (link: string) => /^https?:/.test(link) && !link.startsWith('https://graph.microsoft.com/v1.0/'),
    });
    const config = strictMock<AppConfigService>('AppConfigService', { graph: { pageSize: 50 } as never });
    return { sut: new InboundGraphClient(graph, config), graph };
  };

  it('should ask for the first page of a new round with a percent-encoded receivedDateTime filter, to the second in UTC', async () => {
    const { sut, graph } = build();
    await sut.deltaPage(MAILBOX, new Date('2026-11-17T10:00:00.789Z'));
    expect(graph.calls.getPage).toEqual([
      [
        '/users/sales%40movingco.example/mailFolders/inbox/messages/delta?$select=id,internetMessageId&$filter=receivedDateTime%20ge%202026-11-17T10%3A00%3A00Z',
        { headers: { Prefer: 'odata.maxpagesize=50' } },
      ],
    ]);
  });

  it('should use a saved nextLink or deltaLink as it is', async () => {
    const { sut, graph } = build();
    const link = "https://graph.microsoft.com/v1.0/users('sales@movingco.example')/mailFolders('inbox')/messages/delta?$deltatoken=abc%3D";
    await sut.deltaPage(MAILBOX, link);
    expect(graph.calls.getPage.map((call) => call[0])).toEqual([link]);
  });

  it('should read a saved link under another Graph address (GRAPH_BASE_URL changed since) as an expired delta state, sending nothing there', async () => {
    const { sut, graph } = build();
    const stale = 'http://127.0.0.1:41234/v1.0/users/sales%40movingco.example/mailFolders/inbox/messages/delta?$deltatoken=abc';
    await expect(sut.deltaPage(MAILBOX, stale)).rejects.toThrow(new InboxDeltaExpiredError(`The saved delta link of ${MAILBOX} names another Graph address than GRAPH_BASE_URL`));
    expect(graph.calls.getPage).toBeUndefined();
  });

  it('should map the page, removals included, and turn Graph\'s 410 into InboxDeltaExpiredError', async () => {
    const { sut } = build(async () => ({ value: [{ id: 'g1', internetMessageId: '<a@x>' }, { id: 'g2', '@removed': { reason: 'deleted' } }], nextLink: 'next:1', deltaLink: null }));
    expect(await sut.deltaPage(MAILBOX, 'next:0')).toEqual({
      messages: [{ id: 'g1', internetMessageId: '<a@x>', removed: false }, { id: 'g2', internetMessageId: null, removed: true }],
      nextLink: 'next:1',
      deltaLink: null,
    });
    const expired = build(async () => {
      throw new GraphError(GraphErrorCode.RequestFailed, 'SyncStateNotFound', { status: 410 });
    });
    await expect(expired.sut.deltaPage(MAILBOX, 'delta:old')).rejects.toBeInstanceOf(InboxDeltaExpiredError);
  });
});

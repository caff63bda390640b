import type { AppConfigService } from 'src/config/app-config.service';
import { RetryLaterError } from 'src/common/errors/retry-later.error';
import type { JobQueue } from 'src/queue/job-queue.service';
import { JobName } from 'src/queue/queue.constants';
import type { EngineCounters } from 'src/modules/metrics/engine-counters.service';
import { strictMock } from '../../../../test/utils/strict-mock';
import { InboundMailError, InboundMailErrorCode } from '../inbound-mail.errors';
import type { InboundMailOutcome, InboundMailService } from '../inbound-mail.service';
import type { InboundGraphStateRepository } from './inbound-graph-state.repository';
import { InboundGraphReaderService } from './inbound-graph-reader.service';
import { InboxDeltaExpiredError, InboxMessageGoneError, type InboundGraphClient, type InboxDeltaPage } from './inbound-graph.client';

const A = 'sales@movingco.example';
const B = 'sales2@movingco.example';

/** A delta round of pages over the message ids given; page i's nextLink is `next:i+1`, the last one ends with `delta:<tag>`. */
const round = (pages: string[][], tag = 'd1'): Map<string | null, InboxDeltaPage> => {
  const links = new Map<string | null, InboxDeltaPage>();
  pages.forEach((ids, i) => {
    const last = i === pages.length - 1;
    links.set(i === 0 ? null : `next:${i}`, {
      messages: ids.map((id) => ({ id: `g-${id}`, internetMessageId: `<${id}@x.example>`, removed: false })),
      nextLink: last ? null : `next:${i + 1}`,
      deltaLink: last ? `delta:${tag}` : null,
    });
  });
  return links;
};

describe(InboundGraphReaderService.name, () => {
  const build = (options: { pages: Map<string | null, InboxDeltaPage>; saved?: string | null; stored?: string[]; expired?: string[]; fail?: Record<string, Error>; gone?: string[]; downloadFail?: Record<string, Error>; busy?: boolean; provider?: string; failedBefore?: Record<string, number> }) => {
    const saved: (string | null)[] = [];
    const failures = new Map(Object.entries(options.failedBefore ?? {}));
    const givenUp: string[] = [];
    const counted: string[] = [];
    const stored = new Set(options.stored ?? []);
    const graph = strictMock<InboundGraphClient>('InboundGraphClient', {
      deltaPage: async (_mailbox, from) => {
        const link = typeof from === 'string' ? from : null;
        if (link !== null && options.expired?.includes(link)) throw new InboxDeltaExpiredError('expired');
        const page = options.pages.get(link);
        if (!page) throw new Error(`no page for ${String(link)}`);
        return page;
      },
      rawMessage: async (_mailbox, id) => {
        if (options.gone?.includes(id)) throw new InboxMessageGoneError('gone');
        const failure = options.downloadFail?.[id];
        if (failure) throw failure;
        return Buffer.from(id);
      },
    });
    const state = strictMock<InboundGraphStateRepository>('InboundGraphStateRepository', {
      savedLink: async () => options.saved ?? null,
      saveLink: async (_mailbox, _folder, link) => {
        saved.push(link);
      },
      storedMessageIds: async (ids) => new Set(ids.filter((id) => stored.has(id))),
      recordFailure: async (_mailbox, graphId) => {
        failures.set(graphId, (failures.get(graphId) ?? 0) + 1);
        return failures.get(graphId) ?? 0;
      },
      markGivenUp: async (_mailbox, graphId) => {
        givenUp.push(graphId);
      },
      clearFailures: async (_mailbox, graphId) => {
        failures.delete(graphId);
      },
      withMailboxLock: (async (_mailbox: string, work: () => Promise<unknown>) => (options.busy ? null : work())) as never,
    });
    const inbound = strictMock<InboundMailService>('InboundMailService', {
      receive: async (raw) => {
        const graphId = raw.toString();
        const failure = options.fail?.[graphId];
        if (failure) throw failure;
        const id = graphId.replace(/^g-/, '');
        const duplicate = stored.has(`${id}@x.example`);
        stored.add(`${id}@x.example`);
        return { id, kind: 'human_reply', matched_by: null, effect: 'recorded', note: null, duplicate } satisfies InboundMailOutcome;
      },
    });
    const jobs = strictMock<JobQueue>('JobQueue', { enqueue: async () => undefined });
    const config = strictMock<AppConfigService>('AppConfigService', {
      mail: { mode: options.provider ?? 'graph' } as never,
      graph: { configured: true } as never,
      sequenceSend: { mailboxes: [A, B] } as never,
      inboundGraph: { pollMs: 30_000, maxAttempts: 3, firstReadDays: 7 },
    });
    const counters = strictMock<EngineCounters>('EngineCounters', { increment: (name) => void counted.push(name) });
    return { sut: new InboundGraphReaderService(graph, state, inbound, jobs, config, counters), saved, inbound, graph, jobs, failures, givenUp, counted };
  };

  it('should page through a round, receive each new message and save each page\'s link, ending with the deltaLink', async () => {
    const { sut, saved, inbound } = build({ pages: round([['m1', 'm2'], ['m3'], ['m4']]) });
    const result = await sut.readMailbox(A);
    expect(result).toEqual({ mailbox: A, seen: 4, received: 4, skipped: 0, failed: 0, givenUp: 0, held: false });
    expect(inbound.calls.receive).toHaveLength(4);
    expect(saved).toEqual(['next:1', 'next:2', 'delta:d1']);
  });

  it('should resume from the saved link and skip stored messages without downloading them', async () => {
    const { sut, graph, saved } = build({ pages: round([['m1', 'm2'], ['m3', 'm4']]), saved: 'next:1', stored: ['m3@x.example'] });
    const result = await sut.readMailbox(A);
    expect(result).toMatchObject({ seen: 2, received: 1, skipped: 1, failed: 0 });
    expect(graph.calls.deltaPage.map((call) => call[1])).toEqual(['next:1']);
    expect(graph.calls.rawMessage.map((call) => call[1])).toEqual(['g-m4']);
    expect(saved).toEqual(['delta:d1']);
  });

  it('should start a fresh round when the saved delta state expired', async () => {
    const { sut, graph, saved } = build({ pages: round([['m1']]), saved: 'delta:old', expired: ['delta:old'] });
    expect(await sut.readMailbox(A)).toMatchObject({ seen: 1, received: 1 });
    expect(graph.calls.deltaPage.map((call) => call[1])).toEqual(['delta:old', expect.any(Date)]);
    expect(saved).toEqual(['delta:d1']);
  });

  it('should start a new round from INBOUND_GRAPH_FIRST_READ_DAYS ago and go on from the links Graph returned', async () => {
    const { sut, graph } = build({ pages: round([['m1'], ['m2']]) });
    const before = Date.now();
    await sut.readMailbox(A);
    const after = Date.now();
    expect(graph.calls.deltaPage.map((call) => call[0])).toEqual([A, A]);
    const [first, second] = graph.calls.deltaPage.map((call) => call[1]);
    expect(first).toBeInstanceOf(Date);
    const week = 7 * 24 * 60 * 60 * 1000;
    expect((first as Date).getTime()).toBeGreaterThanOrEqual(before - week);
    expect((first as Date).getTime()).toBeLessThanOrEqual(after - week);
    expect(second).toBe('next:1');
  });

  it('should keep reading past a failing message but hold the saved link before it, so the next read tries it again', async () => {
    const { sut, saved } = build({ pages: round([['m1'], ['m2', 'm3'], ['m4']]), fail: { 'g-m2': new Error('connection reset') } });
    expect(await sut.readMailbox(A)).toEqual({ mailbox: A, seen: 4, received: 3, skipped: 0, failed: 1, givenUp: 0, held: true });
    expect(saved).toEqual(['next:1']);
  });

  it('should count each failed read of a message and forget the count once it goes through', async () => {
    const failing = build({ pages: round([['m1', 'm2']]), fail: { 'g-m1': new Error('deadlock detected') }, failedBefore: { 'g-m1': 1 } });
    expect(await failing.sut.readMailbox(A)).toMatchObject({ received: 1, failed: 1, givenUp: 0, held: true });
    expect(failing.failures.get('g-m1')).toBe(2);
    expect(failing.saved).toEqual([]);
    expect(failing.counted).toEqual([]);

    const passing = build({ pages: round([['m1']]), failedBefore: { 'g-m1': 2 } });
    expect(await passing.sut.readMailbox(A)).toMatchObject({ received: 1, failed: 0, held: false });
    expect(passing.failures.has('g-m1')).toBe(false);
    expect(passing.saved).toEqual(['delta:d1']);
  });

  it('should give up on a message after INBOUND_GRAPH_MAX_ATTEMPTS failed reads: move past it, count one sequence error, keep it marked', async () => {
    const poison = new Error('value too long for type character varying(998)');
    const { sut, saved, failures, givenUp, counted } = build({ pages: round([['m1', 'm2'], ['m3']]), fail: { 'g-m2': poison }, failedBefore: { 'g-m2': 2 } });
    expect(await sut.readMailbox(A)).toEqual({ mailbox: A, seen: 3, received: 2, skipped: 0, failed: 1, givenUp: 1, held: false });
    expect(saved).toEqual(['next:1', 'delta:d1']);
    expect(failures.get('g-m2')).toBe(3);
    expect(givenUp).toEqual(['g-m2']);
    expect(counted).toEqual(['sequence_errors_total']);
  });

  it('should not count a given-up message again when a read held by another message lists it once more', async () => {
    const { sut, saved, givenUp, counted } = build({
      pages: round([['m1', 'm2']]), fail: { 'g-m1': new Error('bug'), 'g-m2': new Error('connection reset') }, failedBefore: { 'g-m1': 3 },
    });
    expect(await sut.readMailbox(A)).toMatchObject({ failed: 2, givenUp: 1, held: true });
    expect(givenUp).toEqual(['g-m1']);
    expect(counted).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('should move past a message the pipeline rejects for good and one deleted before its download', async () => {
    const { sut, saved } = build({ pages: round([['m1', 'm2', 'm3']]), fail: { 'g-m1': new InboundMailError(InboundMailErrorCode.MessageInvalid, 'not mail') }, gone: ['g-m2'] });
    expect(await sut.readMailbox(A)).toEqual({ mailbox: A, seen: 3, received: 1, skipped: 1, failed: 1, givenUp: 0, held: false });
    expect(saved).toEqual(['delta:d1']);
  });

  it('should end the read on Graph throttling with the link saved where it got to', async () => {
    const { sut, saved, inbound } = build({ pages: round([['m1'], ['m2', 'm3']]), downloadFail: { 'g-m2': new RetryLaterError('throttled', 60_000) } });
    await expect(sut.readMailbox(A)).rejects.toBeInstanceOf(RetryLaterError);
    expect(inbound.calls.receive).toHaveLength(1);
    expect(saved).toEqual(['next:1']);
  });

  it('should not count removals, and answer busy when another process reads the mailbox', async () => {
    const pages = round([['m1']]);
    pages.get(null)?.messages.push({ id: 'g-gone', internetMessageId: null, removed: true });
    expect(await build({ pages }).sut.readMailbox(A)).toMatchObject({ seen: 1, received: 1 });
    expect(await build({ pages, busy: true }).sut.readMailbox(A)).toEqual({ mailbox: A, seen: 0, received: 0, skipped: 0, failed: 0, givenUp: 0, held: false, busy: true });
  });

  it('should read only sending mailboxes, and none unless mail goes out through Graph', async () => {
    const pages = round([['m1']]);
    expect(await build({ pages }).sut.readMailbox('someone@else.example')).toMatchObject({ ignored: true, seen: 0 });
    expect(await build({ pages }).sut.readMailbox('SALES2@movingco.example')).toMatchObject({ mailbox: B, received: 1 });
    const smtp = build({ pages, provider: 'smtp' });
    expect(smtp.sut.mailboxes()).toEqual([]);
    expect(await smtp.sut.requestAll()).toBe(0);
  });

  it('should offer one deduplicated read job per sending mailbox', async () => {
    const { sut, jobs } = build({ pages: round([[]]) });
    expect(await sut.requestAll()).toBe(2);
    expect(jobs.calls.enqueue).toEqual([
      [JobName.InboundGraphMailboxSync, { mailbox: A }, { deduplication: { id: `inbound-graph:${A}` }, attempts: 3 }],
      [JobName.InboundGraphMailboxSync, { mailbox: B }, { deduplication: { id: `inbound-graph:${B}` }, attempts: 3 }],
    ]);
  });
});

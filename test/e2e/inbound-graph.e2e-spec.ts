import { DataSource } from 'typeorm';
import { InboundGraphReaderService, type InboundGraphReadResult } from 'src/modules/inbound-mail/graph-reader/inbound-graph-reader.service';
import { InboundGraphStateRepository } from 'src/modules/inbound-mail/graph-reader/inbound-graph-state.repository';
import { EngineCounters } from 'src/modules/metrics/engine-counters.service';
import { JobQueue } from 'src/queue/job-queue.service';
import { JobName } from 'src/queue/queue.constants';
import { startFakeGraph, type FakeGraph } from '../fakes/graph-fake';
import { startTestApp, type TestApp } from '../utils/test-app';
import { sentRunFixture } from './support/inbound-fixtures';

const SALES = 'sales@movingco.example';
const SALES2 = 'sales2@movingco.example';

/** Replies that land in the sending mailboxes' inboxes, read through Graph (local fake) into the inbound pipeline. */
describe('Graph reader of the sending mailboxes', () => {
  let graph: FakeGraph;
  let t: TestApp;
  let db: DataSource;
  let reader: InboundGraphReaderService;

  beforeAll(async () => {
    graph = await startFakeGraph({ mailboxes: ['leads@movingco.example', SALES, SALES2] });
    t = await startTestApp({
      MAIL_PROVIDER: 'graph',
      GRAPH_TENANT_ID: graph.tenantId,
      GRAPH_CLIENT_ID: graph.clientId,
      GRAPH_CLIENT_SECRET: graph.clientSecret,
      GRAPH_LEAD_MAILBOX: 'leads@movingco.example',
      GRAPH_SEND_MAILBOX: SALES,
      MAIL_SEND_MAILBOXES: `${SALES},${SALES2}`,
      GRAPH_BASE_URL: graph.url,
      GRAPH_LOGIN_URL: graph.url,
      GRAPH_POLL_SECONDS: '3600',
      GRAPH_PAGE_SIZE: '2',
      INBOUND_GRAPH_POLL_SECONDS: '3600',
      INBOUND_GRAPH_MAX_ATTEMPTS: '3',
      SEND_HOLIDAYS: 'none',
      SEQUENCE_ADVANCER_EVERY_MS: '3600000',
      MAILBOX_MESSAGES_PER_MINUTE: '0',
      MAILBOX_RECIPIENTS_PER_DAY: '0',
    });
    db = t.app.get(DataSource);
    reader = t.app.get(InboundGraphReaderService);
  });
  afterAll(async () => {
    await t?.close();
    await graph?.close();
  });

  /** One read of a mailbox; the boot-time scheduled poll may be reading it at the same moment, so wait that out. */
  const read = async (mailbox: string): Promise<InboundGraphReadResult> => {
    for (let i = 0; i < 100; i++) {
      const result = await reader.readMailbox(mailbox);
      if (!result.busy) return result;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${mailbox} stayed busy`);
  };

  /** A run whose step 1 the app's advancer has sent through Graph; answers the sending mailbox and Message-ID. */
  const sentRun = async (email: string) => {
    const run = await sentRunFixture(t.app, email);
    expect(run.sent).toBeGreaterThanOrEqual(1);
    expect(run.delivery?.provider).toBe('graph');
    return { runId: run.runId, opportunityId: run.opportunityId, messageId: run.delivery?.message_id as string, mailbox: run.delivery?.mailbox as string };
  };
  const reply = (from: string, to: string, inReplyTo: string, id: string) =>
    `From: ${from}\r\nTo: ${to}\r\nSubject: Re: Hello\r\nMessage-ID: <${id}>\r\nIn-Reply-To: ${inReplyTo}\r\nDate: ${new Date().toUTCString()}\r\nContent-Type: text/plain\r\n\r\nYes, please call me.\r\n`;
  const runRow = async (id: string) => ((await db.query(`SELECT status, end_reason FROM sequence_enrollments WHERE id = $1`, [id])) as { status: string; end_reason: string | null }[])[0];
  const opportunityStatus = async (id: string) => ((await db.query(`SELECT status FROM opportunities WHERE id = $1`, [id])) as { status: string }[])[0].status;
  const storedCount = async (messageId: string) => ((await db.query(`SELECT count(*)::int AS n FROM inbound_messages WHERE message_id = $1`, [messageId])) as { n: number }[])[0].n;
  const inboxCount = (address: string) => {
    const mailbox = graph.state.mailboxes.get(address);
    const inboxId = [...(mailbox?.folders.values() ?? [])].find((folder) => folder.wellKnownName === 'inbox')?.id;
    return [...(mailbox?.messages.values() ?? [])].filter((message) => message.folderId === inboxId && !message.deleted).length;
  };
  const downloads = () => graph.state.requests.filter((request) => request.path.endsWith('/$value')).length;
  const savedLink = async (mailbox: string) =>
    ((await db.query(`SELECT delta_link FROM mailbox_sync_state WHERE mailbox = $1 AND folder = 'inbound-mail:inbox'`, [mailbox])) as { delta_link: string | null }[])[0]?.delta_link ?? null;

  it('should stop the run on a reply that lands in the sending mailbox, through the worker poll and mailbox read jobs', async () => {
    const { runId, opportunityId, messageId, mailbox } = await sentRun('una@example.com');
    expect([SALES, SALES2]).toContain(mailbox);
    graph.addMessage(mailbox, 'inbox', reply('Una <una@example.com>', mailbox, messageId, 'reply-una@example.com'));

    await t.app.get(JobQueue).enqueue(JobName.InboundGraphPoll, {});
    const deadline = Date.now() + 20_000;
    while ((await runRow(runId)).status === 'active' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));

    expect(await runRow(runId)).toEqual({ status: 'completed', end_reason: 'reply_received' });
    expect(await opportunityStatus(opportunityId)).toBe('replied');
    const [stored] = (await db.query(`SELECT kind, matched_by, effect, enrollment_id FROM inbound_messages WHERE message_id = '<reply-una@example.com>'`)) as Record<string, string>[];
    expect(stored).toEqual({ kind: 'human_reply', matched_by: 'in_reply_to', effect: 'run_stopped', enrollment_id: runId });
    expect(await savedLink(mailbox)).toMatch(/\$deltatoken=/);
  });

  it('should read a second mailbox while the first is being read, and never read one mailbox twice at once', async () => {
    const first = await sentRun('vic@example.com');
    const second = await sentRun('wes@example.com');
    graph.addMessage(SALES, 'inbox', reply('vic@example.com', SALES, first.messageId, 'reply-vic@example.com'));
    graph.addMessage(SALES2, 'inbox', reply('wes@example.com', SALES2, second.messageId, 'reply-wes@example.com'));

    const whileHeld = await t.app.get(InboundGraphStateRepository).withMailboxLock(SALES, async () => {
      const same = await reader.readMailbox(SALES);
      const other = await read(SALES2);
      return { same, other, firstRun: await runRow(first.runId), secondRun: await runRow(second.runId) };
    });

    expect(whileHeld?.same).toMatchObject({ mailbox: SALES, busy: true, seen: 0 });
    expect(whileHeld?.other).toMatchObject({ mailbox: SALES2, received: 1, failed: 0 });
    expect(whileHeld?.secondRun).toEqual({ status: 'completed', end_reason: 'reply_received' });
    expect(whileHeld?.firstRun.status).toBe('active');

    expect(await read(SALES)).toMatchObject({ mailbox: SALES, received: 1, failed: 0 });
    expect(await runRow(first.runId)).toEqual({ status: 'completed', end_reason: 'reply_received' });
  });

  it('should not store a message twice when it is read again, nor download what is already stored', async () => {
    for (const n of [1, 2]) {
      graph.addMessage(SALES, 'inbox', `From: zed${n}@example.com\r\nTo: ${SALES}\r\nSubject: Question ${n}\r\nMessage-ID: <question-${n}@example.com>\r\nContent-Type: text/plain\r\n\r\nDo you move pianos?\r\n`);
    }
    expect(await read(SALES)).toMatchObject({ seen: 2, received: 2 });
    expect(await read(SALES)).toMatchObject({ seen: 0, received: 0 });
    // Forget the position: the inbox comes round again (over pages of two; all of it was received within the first-read window).
    await db.query(`UPDATE mailbox_sync_state SET delta_link = NULL WHERE mailbox = $1 AND folder = 'inbound-mail:inbox'`, [SALES]);
    const before = downloads();
    const again = await read(SALES);
    expect(again.seen).toBe(inboxCount(SALES));
    expect(again.seen).toBeGreaterThanOrEqual(3);
    expect(again).toMatchObject({ received: 0, failed: 0, skipped: again.seen });
    expect(downloads()).toBe(before);
    expect(await storedCount('<reply-vic@example.com>')).toBe(1);
  });

  it('should start a fresh round when Graph expired the saved delta state, receiving only what is new', async () => {
    const run = await sentRun('xia@example.com');
    expect(await read(SALES2)).toMatchObject({ seen: 0 });
    graph.expireDeltaTokens();
    graph.addMessage(SALES2, 'inbox', reply('xia@example.com', SALES2, run.messageId, 'reply-xia@example.com'));

    const result = await read(SALES2);

    expect(result).toMatchObject({ received: 1, failed: 0, held: false });
    expect(result.skipped).toBe(result.seen - 1);
    expect(await runRow(run.runId)).toEqual({ status: 'completed', end_reason: 'reply_received' });
    expect(await storedCount('<reply-xia@example.com>')).toBe(1);
    expect(await read(SALES2)).toMatchObject({ seen: 0, received: 0 });
  });

  it('should move past a message the pipeline cannot read without holding up the others', async () => {
    const run = await sentRun('yan@example.com');
    graph.addMessage(SALES, 'inbox', Buffer.from([0, 1, 2, 3, 4, 5]));
    graph.addMessage(SALES, 'inbox', reply('yan@example.com', SALES, run.messageId, 'reply-yan@example.com'));

    // The expired delta state (previous test) starts this mailbox on a fresh round too: earlier messages are skipped.
    const result = await read(SALES);
    expect(result).toMatchObject({ received: 1, failed: 1, held: false });
    expect(result.skipped).toBe(result.seen - 2);
    expect(await runRow(run.runId)).toEqual({ status: 'completed', end_reason: 'reply_received' });
    expect(await read(SALES)).toMatchObject({ seen: 0 });
  });

  it('should give up on a message that fails every read after INBOUND_GRAPH_MAX_ATTEMPTS reads and move the saved position past it', async () => {
    const run = await sentRun('zoe@example.com');
    // The database refuses to store this one message (as a broken disk or a bug would): storing fails on every read.
    await db.query(`ALTER TABLE inbound_messages ADD CONSTRAINT refuse_poison CHECK (subject <> 'Poison')`);
    const poisonId = 'poison-1@example.com';
    const poison = graph.addMessage(SALES2, 'inbox', `From: zoe@example.com\r\nTo: ${SALES2}\r\nSubject: Poison\r\nMessage-ID: <${poisonId}>\r\nContent-Type: text/plain\r\n\r\nHello?\r\n`);
    graph.addMessage(SALES2, 'inbox', reply('zoe@example.com', SALES2, run.messageId, 'reply-zoe@example.com'));
    const counters = t.app.get(EngineCounters);
    const errorsBefore = (await counters.read())?.sequence_errors_total ?? 0;
    const failures = async () =>
      ((await db.query(`SELECT attempts, given_up_at IS NOT NULL AS given_up, internet_message_id FROM inbound_graph_failures WHERE mailbox = $1 AND graph_id = $2`, [SALES2, poison.id])) as {
        attempts: number; given_up: boolean; internet_message_id: string;
      }[])[0];
    const before = await savedLink(SALES2);

    expect(await read(SALES2)).toMatchObject({ seen: 2, received: 1, failed: 1, givenUp: 0, held: true });
    expect(await runRow(run.runId)).toEqual({ status: 'completed', end_reason: 'reply_received' });
    expect(await savedLink(SALES2)).toBe(before);
    expect(await read(SALES2)).toMatchObject({ seen: 2, received: 0, skipped: 1, failed: 1, givenUp: 0, held: true });
    expect(await failures()).toEqual({ attempts: 2, given_up: false, internet_message_id: `<${poisonId}>` });

    expect(await read(SALES2)).toMatchObject({ seen: 2, skipped: 1, failed: 1, givenUp: 1, held: false });
    expect(await savedLink(SALES2)).not.toBe(before);
    expect(await failures()).toEqual({ attempts: 3, given_up: true, internet_message_id: `<${poisonId}>` });
    expect(await read(SALES2)).toMatchObject({ seen: 0, failed: 0 });
    const deadline = Date.now() + 5_000;
    while (((await counters.read())?.sequence_errors_total ?? 0) === errorsBefore && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await counters.read())?.sequence_errors_total).toBe(errorsBefore + 1);
    expect(await storedCount(`<${poisonId}>`)).toBe(0);
    await db.query(`ALTER TABLE inbound_messages DROP CONSTRAINT refuse_poison`);
  });

  it('should read only mail received in the last INBOUND_GRAPH_FIRST_READ_DAYS days on a first read, never downloading older mail', async () => {
    const early = await sentRun('abe@example.com');
    const late = await sentRun('bea@example.com');
    const mailbox = early.mailbox;
    // A first read: nothing saved for this mailbox yet.
    await db.query(`DELETE FROM mailbox_sync_state WHERE mailbox = $1 AND folder = 'inbound-mail:inbox'`, [mailbox]);
    const monthAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    const old = graph.addMessage(mailbox, 'inbox', reply('abe@example.com', mailbox, early.messageId, 'reply-abe@example.com'), { receivedDateTime: monthAgo });
    graph.addMessage(mailbox, 'inbox', reply('bea@example.com', mailbox, late.messageId, 'reply-bea@example.com'));
    const requestsBefore = graph.state.requests.length;

    const result = await read(mailbox);

    // Recent mail of earlier tests comes round again (stored ones skipped, the unreadable one rejected again).
    expect(result).toMatchObject({ held: false });
    expect(result.received).toBeGreaterThanOrEqual(1);
    expect(result.seen).toBe(inboxCount(mailbox) - 1);
    const asked = graph.state.requests.slice(requestsBefore);
    const filter = asked.find((request) => request.path.endsWith('/messages/delta'))?.query.$filter ?? '';
    const since = /^receivedDateTime ge (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)$/.exec(filter)?.[1] ?? '';
    expect(Math.abs(Date.parse(since) - (Date.now() - 7 * 24 * 60 * 60 * 1000))).toBeLessThan(60_000);
    expect(asked.some((request) => decodeURIComponent(request.path).includes(old.id))).toBe(false);
    expect(await storedCount('<reply-bea@example.com>')).toBe(1);
    expect(await runRow(late.runId)).toEqual({ status: 'completed', end_reason: 'reply_received' });
    expect(await storedCount('<reply-abe@example.com>')).toBe(0);
    expect((await runRow(early.runId)).status).toBe('active');
    expect(await savedLink(mailbox)).toMatch(/\$deltatoken=/);
    // The saved position keeps the window: the old message does not come round on later reads either.
    expect(await read(mailbox)).toMatchObject({ seen: 0, received: 0 });
    expect(await storedCount('<reply-abe@example.com>')).toBe(0);
  });
});

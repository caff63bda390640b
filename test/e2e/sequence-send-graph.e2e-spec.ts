import { DataSource } from 'typeorm';
import { sequenceMessageId, sequenceSendKey } from 'src/modules/delivery/sequence-send/sequence-send.policy';
import { startFakeGraph, type FakeGraph } from '../fakes/graph-fake';
import { startTestApp, type TestApp } from '../utils/test-app';
import { createSequence, enroll, senderFor, type SequenceFixture } from './support/sequence-send-fixtures';
import { insertDelivery, sql } from './support/factories';

interface Row {
  id: string;
  status: string;
  provider: string | null;
  message_id: string | null;
  request_id: string | null;
  mailbox: string | null;
  attempts: number;
  saved_to_sent: boolean;
  next_attempt_at: Date | null;
  error: string | null;
}

const SENDER = 'sales@movingco.example';
const SECOND = 'sales2@movingco.example';

describe('Sequence sender through Microsoft Graph (local Graph fake)', () => {
  let graph: FakeGraph;
  let t: TestApp;
  let db: DataSource;
  let seq: SequenceFixture;

  const rowOf = async (enrollmentId: string, step = 1): Promise<Row> =>
    ((await db.query(`SELECT * FROM deliveries WHERE idempotency_key = $1`, [sequenceSendKey(enrollmentId, step)])) as Row[])[0];
  const sentTo = (email: string) =>
    graph.state.sent.filter((mail) => JSON.stringify(mail.message.toRecipients).includes(email));
  const dueNow = (enrollmentId: string) =>
    db.query(`UPDATE deliveries SET next_attempt_at = now() - interval '1 second' WHERE idempotency_key = $1`, [sequenceSendKey(enrollmentId, 1)]);
  const sender = (settings = {}) => senderFor(t.app, db, { settings });

  beforeAll(async () => {
    graph = await startFakeGraph({ mailboxes: ['leads@movingco.example', SENDER, SECOND] });
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
    });
    db = t.app.get(DataSource);
    seq = await createSequence(db, 'Graph sends', `Second Desk <${SECOND}>`);
  });
  afterAll(async () => {
    await t?.close();
    await graph?.close();
  });

  it('sends as each pooled mailbox itself, with the derived internet Message-ID and a copy in Sent Items', async () => {
    const runs = await Promise.all([enroll(db, seq.sequenceId, 'Gina'), enroll(db, seq.sequenceId, 'Hugo'), enroll(db, seq.sequenceId, 'Ivan'), enroll(db, seq.sequenceId, 'Jade')]);
    // Two a minute each: four sends in one minute must use both mailboxes.
    const second = new Date().getUTCSeconds();
    if (second >= 55) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    const pool = { mailboxes: [SENDER, SECOND], pooled: true, perMinute: 2 };
    const outcomes = await Promise.all(runs.map((run) => sender(pool).send({ enrollmentId: run.enrollmentId, stepOrder: 1 })));

    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['sent', 'sent', 'sent', 'sent']);
    const used = new Set<string>();
    for (const run of runs) {
      const row = await rowOf(run.enrollmentId);
      const [mail] = sentTo(run.email);
      const messageId = sequenceMessageId(sequenceSendKey(run.enrollmentId, 1), SENDER);
      expect(sentTo(run.email)).toHaveLength(1);
      expect(mail.mailbox).toBe(row.mailbox);
      expect(mail.message).toMatchObject({ internetMessageId: messageId, from: { emailAddress: { address: row.mailbox } } });
      const local = (row.mailbox as string).split('@')[0];
      expect(mail.message.replyTo).toEqual([{ emailAddress: { address: expect.stringMatching(new RegExp(`^${local}\\+r-[a-z2-7]{34}@movingco\\.example$`)) as string } }]);
      expect(row).toMatchObject({ status: 'sent', provider: 'graph', message_id: messageId, request_id: mail.requestId, saved_to_sent: true });
      used.add(row.mailbox as string);
    }
    expect(used).toEqual(new Set([SENDER, SECOND]));
  });

  it('waits out a 429 storm with its Retry-After without using up the attempts, then sends once', async () => {
    const run = await enroll(db, seq.sequenceId, 'Kira');
    graph.throttleNext(3, 120);
    const outcomes = [];
    for (let round = 0; round < 3; round++) {
      const started = Date.now();
      const outcome = await sender({ maxAttempts: 2 }).send({ enrollmentId: run.enrollmentId, stepOrder: 1 });
      expect(outcome).toMatchObject({ kind: 'retry', reason: 'provider_throttled' });
      const waitMs = (outcome as { at: Date }).at.getTime() - started;
      expect(waitMs).toBeGreaterThanOrEqual(119_000);
      expect(waitMs).toBeLessThan(125_000);
      outcomes.push(outcome);
      await dueNow(run.enrollmentId);
    }
    // Throttled calls are given back: a transient failure now still has its attempts.
    expect(await rowOf(run.enrollmentId)).toMatchObject({ status: 'pending', attempts: 0 });
    graph.failNextRequests(1, 500);
    expect(await sender({ maxAttempts: 2 }).send({ enrollmentId: run.enrollmentId, stepOrder: 1 })).toMatchObject({ kind: 'retry', reason: 'provider_unavailable' });
    await dueNow(run.enrollmentId);

    expect((await sender({ maxAttempts: 2 }).send({ enrollmentId: run.enrollmentId, stepOrder: 1 })).kind).toBe('sent');
    expect(await rowOf(run.enrollmentId)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sentTo(run.email)).toHaveLength(1);
  });

  it('retries a 5xx with backoff and then sends; a short 503 is waited out within the call', async () => {
    const run = await enroll(db, seq.sequenceId, 'Lars');
    graph.failNextRequests(1, 500);
    const first = await sender().send({ enrollmentId: run.enrollmentId, stepOrder: 1 });
    expect(first).toMatchObject({ kind: 'retry', reason: 'provider_unavailable', detail: expect.stringContaining('HTTP 500') as string });
    expect(await rowOf(run.enrollmentId)).toMatchObject({ status: 'pending', attempts: 1 });
    await dueNow(run.enrollmentId);
    expect((await sender().send({ enrollmentId: run.enrollmentId, stepOrder: 1 })).kind).toBe('sent');
    expect(await rowOf(run.enrollmentId)).toMatchObject({ status: 'sent', attempts: 2 });

    const quick = await enroll(db, seq.sequenceId, 'Mona');
    graph.failNextRequests(1, 503);
    expect((await sender().send({ enrollmentId: quick.enrollmentId, stepOrder: 1 })).kind).toBe('sent');
    expect(sentTo(quick.email)).toHaveLength(1);
  });

  it('confirms a crashed send found in Sent Items, without sending it again', async () => {
    const run = await enroll(db, seq.sequenceId, 'Nina');
    expect((await sender().send({ enrollmentId: run.enrollmentId, stepOrder: 2 })).kind).toBe('sent');
    // The process died after Graph accepted the message and before the row said so.
    await db.query(
      `UPDATE deliveries SET status = 'pending', sent_at = NULL, request_id = NULL, attempt_started_at = now() - interval '10 minutes' WHERE idempotency_key = $1`,
      [sequenceSendKey(run.enrollmentId, 2)],
    );
    const lookups = graph.state.requests.length;

    const outcome = await sender().send({ enrollmentId: run.enrollmentId, stepOrder: 2 });

    const row = await rowOf(run.enrollmentId, 2);
    expect(outcome).toMatchObject({ kind: 'sent', deliveryId: row.id });
    expect(row).toMatchObject({ status: 'sent', mailbox: SENDER, saved_to_sent: true, message_id: sequenceMessageId(sequenceSendKey(run.enrollmentId, 2), SECOND) });
    expect(sentTo(run.email)).toHaveLength(1);
    const lookup = graph.state.requests.slice(lookups).filter((request) => request.path.startsWith('/v1.0/'));
    expect(lookup).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: `/v1.0/users/${encodeURIComponent(SENDER)}/mailFolders/SentItems/messages`,
        query: expect.objectContaining({ $filter: `internetMessageId eq '${row.message_id}'` }) as Record<string, string>,
      }),
    ]);
  });

  it('marks a crashed send missing from Sent Items unknown once its lease is over (Exchange had time to file it), never resending', async () => {
    const run = await enroll(db, seq.sequenceId, 'Olga');
    const key = sequenceSendKey(run.enrollmentId, 1);
    const messageId = sequenceMessageId(key, SENDER);
    // The process died between recording the attempt and calling Graph: nothing reached Graph.
    await insertDelivery(db, {
      kind: 'sequence', idempotency_key: key, enrollment_id: run.enrollmentId, step_order: 1, to_email: run.email, from_email: SENDER,
      status: 'pending', mailbox: SENDER, message_id: messageId, attempts: 1, attempt_started_at: sql('now()'),
    });

    const early = await sender().send({ enrollmentId: run.enrollmentId, stepOrder: 1 });
    expect(early).toMatchObject({ kind: 'retry', reason: 'send_in_progress' });
    expect((early as { at: Date }).at.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);

    await db.query(`UPDATE deliveries SET attempt_started_at = now() - interval '10 minutes' WHERE idempotency_key = $1`, [key]);
    graph.failNextRequests(1, 500);
    expect(await sender().send({ enrollmentId: run.enrollmentId, stepOrder: 1 })).toMatchObject({ kind: 'retry', reason: 'confirming_send' });

    const late = await sender().send({ enrollmentId: run.enrollmentId, stepOrder: 1 });
    const row = await rowOf(run.enrollmentId);
    expect(late).toEqual({ kind: 'unknown', deliveryId: row.id });
    expect(row).toMatchObject({ status: 'unknown', error: `The send was interrupted and ${messageId} is not in the Sent Items of ${SENDER}` });
    expect(sentTo(run.email)).toHaveLength(0);
  });
});

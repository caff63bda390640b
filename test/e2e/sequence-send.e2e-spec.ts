import { DataSource } from 'typeorm';
import { DeliveryError, DeliveryErrorCode } from 'src/modules/delivery/delivery.errors';
import { MAIL_PROVIDER, type MailProvider, type OutgoingMail, type SentMail } from 'src/modules/delivery/mail-provider.types';
import { SmtpCatcher } from 'src/modules/delivery/smtp-catcher.service';
import { sequenceMessageId, sequenceSendKey, verifyReplyToken } from 'src/modules/delivery/sequence-send/sequence-send.policy';
import { UNSUBSCRIBE_URL_PLACEHOLDER } from 'src/modules/templates/rendering/rendering.constants';
import { AppConfigService } from 'src/config/app-config.service';
import { verifyUnsubscribeToken } from 'src/modules/suppression/unsubscribe-token.policy';
import { EngineCounters } from 'src/modules/metrics/engine-counters.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { waitFor } from '../utils/wait-for';
import { createSequence, enroll, senderFor, type SequenceFixture } from './support/sequence-send-fixtures';
import { insertDelivery, insertTemplate } from './support/factories';

interface Row {
  id: string;
  kind: string;
  status: string;
  provider: string | null;
  message_id: string | null;
  request_id: string | null;
  enrollment_id: string | null;
  sequence_id: string | null;
  contact_id: string | null;
  template_id: string | null;
  step_order: number | null;
  mailbox: string | null;
  attempts: number;
  attempt_started_at: Date | null;
  next_attempt_at: Date | null;
  sent_at: Date | null;
  error: string | null;
  from_email: string;
  subject: string;
}

const FROM = 'Acme Movers <quotes@movingco.example>';

describe('Sequence sender: one step, exactly once, through the SMTP catcher', () => {
  let t: TestApp;
  let db: DataSource;
  let catcher: SmtpCatcher;
  let smtp: MailProvider;
  let seq: SequenceFixture;

  const rowOf = async (enrollmentId: string, step: number): Promise<Row | undefined> =>
    ((await db.query(`SELECT * FROM deliveries WHERE idempotency_key = $1`, [sequenceSendKey(enrollmentId, step)])) as Row[])[0];
  const counter = async (name: 'deliveries_committed_total' | 'sequence_errors_total'): Promise<number> => (await t.app.get(EngineCounters).read())?.[name] ?? 0;
  const caughtTo = (email: string) => catcher.list().filter((mail) => mail.to.includes(email));
  /** The real provider, with a hook before each call. */
  const watched = (before: (message: OutgoingMail) => Promise<void>): MailProvider => ({
    name: smtp.name,
    capabilities: smtp.capabilities,
    send: async (message: OutgoingMail): Promise<SentMail> => {
      await before(message);
      return smtp.send(message);
    },
    close: () => Promise.resolve(),
  });

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api', MAIL_PROVIDER: '', SMTP_HOST: '', MAIL_CATCHER_PORT: '0', MAIL_FROM: FROM, MAIL_CATCHER_KEEP: '1000' });
    db = t.app.get(DataSource);
    catcher = t.app.get(SmtpCatcher, { strict: false });
    smtp = t.app.get<MailProvider>(MAIL_PROVIDER as unknown as string, { strict: false });
    seq = await createSequence(db, 'Exactly once');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('commits the pending row before the provider call, sends once, and answers the recorded send on a repeat', async () => {
    const run = await enroll(db, seq.sequenceId);
    const seenBefore: (Row | undefined)[] = [];
    const sender = senderFor(t.app, db, { provider: watched(async () => void seenBefore.push(await rowOf(run.enrollmentId, 1))) });
    const committed = await counter('deliveries_committed_total');

    const outcome = await sender.send({ enrollmentId: run.enrollmentId, stepOrder: 1 });

    expect(outcome).toMatchObject({ kind: 'sent', deliveryId: expect.any(String) as string });
    expect(seenBefore[0]).toMatchObject({ status: 'pending', attempts: 1, mailbox: 'quotes@movingco.example', attempt_started_at: expect.any(Date) as Date });
    const row = (await rowOf(run.enrollmentId, 1)) as Row;
    const messageId = sequenceMessageId(sequenceSendKey(run.enrollmentId, 1), FROM);
    expect(row).toMatchObject({
      kind: 'sequence', status: 'sent', provider: 'smtp', message_id: messageId, enrollment_id: run.enrollmentId, sequence_id: seq.sequenceId,
      contact_id: run.contactId, template_id: seq.templateId, step_order: 1, attempts: 1, from_email: FROM, subject: 'Your move, Maria', error: null,
    });
    expect(row.sent_at).toBeInstanceOf(Date);
    const caught = caughtTo(run.email);
    expect(caught).toHaveLength(1);
    expect(row.request_id).toBe(caught[0].id);
    const mail = catcher.get(caught[0].id)!;
    expect(mail.messageId).toBe(messageId);
    expect(mail.html).toContain('Hello Maria');
    const header = (name: string) => mail.headers.find((entry) => entry.name.toLowerCase() === name)?.value;
    // The footer's link and the one-click headers carry this contact's and run's signed unsubscribe token.
    expect(mail.html).not.toContain(UNSUBSCRIBE_URL_PLACEHOLDER);
    expect(mail.text).not.toContain(UNSUBSCRIBE_URL_PLACEHOLDER);
    const link = /<(https?:\/\/[^>]+\/unsubscribe\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+))>/.exec(header('list-unsubscribe') ?? '');
    expect(link).not.toBeNull();
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain(`href="${link![1]}"`);
    expect(mail.text).toContain(`Unsubscribe: ${link![1]}`);
    expect(verifyUnsubscribeToken(link![2], t.app.get(AppConfigService).sequenceSend.replyTokenSecret)).toEqual({ contactId: run.contactId, runId: run.enrollmentId });
    expect(header('auto-submitted')).toBeUndefined();
    const replyTo = /^quotes\+r-([a-z2-7]+)@movingco\.example$/.exec(header('reply-to') ?? '');
    expect(replyTo).not.toBeNull();
    expect(verifyReplyToken(replyTo![1], t.app.get(AppConfigService).sequenceSend.replyTokenSecret)).toBe(run.enrollmentId);

    const again = await sender.send({ enrollmentId: run.enrollmentId, stepOrder: 1 });
    expect(again).toEqual({ kind: 'sent', deliveryId: row.id, sentAt: row.sent_at });
    expect(caughtTo(run.email)).toHaveLength(1);
    await waitFor('deliveries_committed_total counted', async () => (await counter('deliveries_committed_total')) === committed + 1);

    // What a mail client does with List-Unsubscribe-Post: one POST, no session, and the contact is opted out.
    const oneClick = await fetch(`${t.url}/unsubscribe/${link![2]}`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await db.query(`SELECT consent_status, unsubscribed_at IS NOT NULL AS unsubscribed FROM contacts WHERE id = $1`, [run.contactId])).toEqual([
      { consent_status: 'opted_out', unsubscribed: true },
    ]);
  });

  it('uses the step subject override and From, and sends a pending row that was never tried', async () => {
    const run = await enroll(db, seq.sequenceId, 'Omar');
    await insertDelivery(db, {
      kind: 'sequence', idempotency_key: sequenceSendKey(run.enrollmentId, 2), enrollment_id: run.enrollmentId, step_order: 2, to_email: run.email, from_email: 'x@movingco.example', status: 'pending',
    });
    const before = (await rowOf(run.enrollmentId, 2))!;

    const outcome = await senderFor(t.app, db).send({ enrollmentId: run.enrollmentId, stepOrder: 2 });

    expect(outcome).toMatchObject({ kind: 'sent', deliveryId: before.id });
    const caught = caughtTo(run.email);
    expect(caught).toHaveLength(1);
    expect(caught[0]).toMatchObject({ subject: 'Checking in, Omar', from: '"Sam Seller" <quotes@movingco.example>' });
    expect(catcher.get(caught[0].id)!.headers).toEqual(expect.arrayContaining([{ name: 'Reply-To', value: expect.stringMatching(/^quotes\+r-[a-z2-7]{34}@movingco\.example$/) as string }]));
  });

  it('marks a crashed attempt unknown and never sends a second copy (SMTP cannot confirm)', async () => {
    const run = await enroll(db, seq.sequenceId, 'Lena');
    const sender = senderFor(t.app, db);
    const first = await sender.send({ enrollmentId: run.enrollmentId, stepOrder: 1 });
    expect(first.kind).toBe('sent');
    // The process died after the provider accepted the message and before the row said so.
    await db.query(`UPDATE deliveries SET status = 'pending', sent_at = NULL WHERE idempotency_key = $1`, [sequenceSendKey(run.enrollmentId, 1)]);
    const inLease = await sender.send({ enrollmentId: run.enrollmentId, stepOrder: 1 });
    expect(inLease).toMatchObject({ kind: 'retry', reason: 'send_in_progress' });
    expect((inLease as { at: Date }).at.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    // Its lease is over: nobody is sending it any more.
    await db.query(`UPDATE deliveries SET attempt_started_at = now() - interval '10 minutes' WHERE idempotency_key = $1`, [sequenceSendKey(run.enrollmentId, 1)]);

    const retry = await sender.send({ enrollmentId: run.enrollmentId, stepOrder: 1 });
    const again = await sender.send({ enrollmentId: run.enrollmentId, stepOrder: 1 });

    const row = (await rowOf(run.enrollmentId, 1))!;
    expect(retry).toEqual({ kind: 'unknown', deliveryId: row.id });
    expect(again).toEqual({ kind: 'unknown', deliveryId: row.id });
    expect(row).toMatchObject({ status: 'unknown', error: 'The send was interrupted and the provider cannot confirm whether it went out' });
    expect(caughtTo(run.email)).toHaveLength(1);
  });

  it('answers send_in_progress while another caller is sending the same step', async () => {
    const run = await enroll(db, seq.sequenceId, 'Ines');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const slow = senderFor(t.app, db, { provider: watched(async () => { entered(); await gate; }) });

    const first = slow.send({ enrollmentId: run.enrollmentId, stepOrder: 1 });
    await inside;
    const second = await senderFor(t.app, db).send({ enrollmentId: run.enrollmentId, stepOrder: 1 });
    release();

    expect(second).toMatchObject({ kind: 'retry', reason: 'send_in_progress' });
    expect((await first).kind).toBe('sent');
    expect(caughtTo(run.email)).toHaveLength(1);
  });

  it('backs off after a transient failure, waits for it, then sends on the same row', async () => {
    const run = await enroll(db, seq.sequenceId, 'Theo');
    let failures = 1;
    const flaky = watched(() => {
      if (failures-- > 0) return Promise.reject(new DeliveryError(DeliveryErrorCode.Unavailable, 'SMTP send failed: 451 try later', { provider: 'smtp', status: 451, providerCode: null }));
      return Promise.resolve();
    });
    const sender = senderFor(t.app, db, { provider: flaky });
    const started = Date.now();

    const first = await sender.send({ enrollmentId: run.enrollmentId, stepOrder: 1 });
    expect(first).toMatchObject({ kind: 'retry', reason: 'provider_unavailable', detail: 'SMTP send failed: 451 try later' });
    const at = (first as { at: Date }).at.getTime();
    expect(at - started).toBeGreaterThanOrEqual(59_000);
    expect(at - started).toBeLessThan(70_000);
    expect(await rowOf(run.enrollmentId, 1)).toMatchObject({ status: 'pending', attempts: 1, attempt_started_at: null, error: 'SMTP send failed: 451 try later' });

    const early = await sender.send({ enrollmentId: run.enrollmentId, stepOrder: 1 });
    expect(early).toMatchObject({ kind: 'retry', at: new Date(at) });
    expect(caughtTo(run.email)).toHaveLength(0);

    await db.query(`UPDATE deliveries SET next_attempt_at = now() - interval '1 second' WHERE idempotency_key = $1`, [sequenceSendKey(run.enrollmentId, 1)]);
    const later = await sender.send({ enrollmentId: run.enrollmentId, stepOrder: 1 });
    expect(later.kind).toBe('sent');
    expect(await rowOf(run.enrollmentId, 1)).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(caughtTo(run.email)).toHaveLength(1);
  });

  it("fails a permanent refusal with the provider's message, and a step without a template without a row", async () => {
    const run = await enroll(db, seq.sequenceId, 'Ada');
    const refusing: MailProvider = {
      name: 'smtp',
      capabilities: smtp.capabilities,
      send: () => Promise.reject(new DeliveryError(DeliveryErrorCode.Rejected, 'SMTP send failed: 550 no such user', { provider: 'smtp', status: 550, providerCode: 'EENVELOPE' })),
      close: () => Promise.resolve(),
    };
    const errors = await counter('sequence_errors_total');
    const refused = await senderFor(t.app, db, { provider: refusing }).send({ enrollmentId: run.enrollmentId, stepOrder: 1 });
    const row = (await rowOf(run.enrollmentId, 1))!;
    expect(refused).toEqual({ kind: 'failed', deliveryId: row.id, reason: 'SMTP send failed: 550 no such user' });
    expect(row).toMatchObject({ status: 'failed', provider: 'smtp', error: 'SMTP send failed: 550 no such user' });
    expect(await senderFor(t.app, db).send({ enrollmentId: run.enrollmentId, stepOrder: 1 })).toEqual(refused);

    expect(await senderFor(t.app, db).send({ enrollmentId: run.enrollmentId, stepOrder: 3 })).toEqual({ kind: 'failed', deliveryId: null, reason: 'No template selected' });
    expect(await rowOf(run.enrollmentId, 3)).toBeUndefined();
    await waitFor('sequence_errors_total counted', async () => (await counter('sequence_errors_total')) === errors + 2);
  });

  it('keeps every pooled mailbox within its per-minute budget across concurrent sends', async () => {
    const budgetSeq = await createSequence(db, 'Budgeted');
    const runs = await Promise.all(Array.from({ length: 8 }, (_, i) => enroll(db, budgetSeq.sequenceId, `Budget${i}`)));
    const pool = [`pool-a-${Date.now()}@movingco.example`, `pool-b-${Date.now()}@movingco.example`];
    const settings = { mailboxes: pool, perMinute: 2, perDay: 10_000 };
    // All in one minute: a burst straddling a minute boundary would rightly get a second minute's budget.
    const second = new Date().getUTCSeconds();
    if (second >= 55) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));

    const outcomes = await Promise.all(runs.map((run) => senderFor(t.app, db, { settings }).send({ enrollmentId: run.enrollmentId, stepOrder: 1 })));

    const sent = outcomes.filter((outcome) => outcome.kind === 'sent');
    const waiting = outcomes.filter((outcome) => outcome.kind === 'retry');
    expect(sent).toHaveLength(4);
    expect(waiting).toHaveLength(4);
    for (const outcome of waiting) {
      expect(outcome).toMatchObject({ reason: 'mailbox_budget' });
      const at = (outcome as { at: Date }).at;
      expect(at.getUTCSeconds()).toBe(0);
      expect(at.getTime()).toBeGreaterThan(Date.now());
      expect(at.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    }
    const usage = (await db.query(`SELECT mailbox, period, used FROM mailbox_send_usage WHERE mailbox = ANY($1) ORDER BY mailbox, period`, [pool])) as { mailbox: string; period: string; used: number }[];
    expect(usage.filter((row) => row.period === 'minute').map((row) => row.used)).toEqual([2, 2]);
    const rows = (await db.query(`SELECT mailbox, count(*)::int AS n FROM deliveries WHERE sequence_id = $1 GROUP BY mailbox ORDER BY mailbox`, [budgetSeq.sequenceId])) as { mailbox: string; n: number }[];
    expect(rows).toEqual(pool.map((mailbox) => ({ mailbox, n: 2 })));
  });
  it('holds a mailbox at its rolling-day budget until its oldest hour leaves the 24 hours, and sends a step From in the pool only from its own mailbox', async () => {
    const desk = `desk-${Date.now()}@movingco.example`;
    const daySeq = await createSequence(db, 'Daily budget', `Desk <${desk}>`);
    const [first, second] = [await enroll(db, daySeq.sequenceId, 'Day1'), await enroll(db, daySeq.sequenceId, 'Day2')];
    const settings = { mailboxes: [`other-${Date.now()}@movingco.example`, desk], pooled: true, perMinute: 0, perDay: 1 };
    // Both sends in one hour (the expected moment below is computed from this hour).
    const now = new Date();
    if (now.getUTCMinutes() === 59 && now.getUTCSeconds() >= 50) await new Promise((resolve) => setTimeout(resolve, (61 - now.getUTCSeconds()) * 1000));

    expect((await senderFor(t.app, db, { settings }).send({ enrollmentId: first.enrollmentId, stepOrder: 2 })).kind).toBe('sent');
    const held = await senderFor(t.app, db, { settings }).send({ enrollmentId: second.enrollmentId, stepOrder: 2 });

    // The one message counted in this hour's bucket leaves the window 25 hours after the hour began.
    const freed = new Date();
    freed.setUTCMinutes(0, 0, 0);
    freed.setUTCHours(freed.getUTCHours() + 25);
    expect(held).toEqual({ kind: 'retry', at: freed, reason: 'mailbox_budget' });
    expect(await rowOf(first.enrollmentId, 2)).toMatchObject({ mailbox: desk, from_email: `Desk <${desk}>` });
    expect(await rowOf(second.enrollmentId, 2)).toBeUndefined();
    expect(caughtTo(second.email)).toHaveLength(0);
  });

  it('refuses an email whose template has an unknown merge tag, without a row or a message', async () => {
    const { id: templateId } = await insertTemplate(db, { name: 'Broken', subject: 'Hi {{nickname}}', html: '<p>x</p>' });
    const broken = await createSequence(db, 'Broken tags');
    await db.query(`UPDATE sequence_steps SET template_id = $2 WHERE sequence_id = $1 AND step_order = 1`, [broken.sequenceId, templateId]);
    const other = await enroll(db, broken.sequenceId, 'Tess');

    const outcome = await senderFor(t.app, db).send({ enrollmentId: other.enrollmentId, stepOrder: 1 });

    expect(outcome).toMatchObject({ kind: 'failed', deliveryId: null, reason: expect.stringContaining('The email could not be rendered') as string });
    expect(await rowOf(other.enrollmentId, 1)).toBeUndefined();
    expect(caughtTo(other.email)).toHaveLength(0);
  });
});

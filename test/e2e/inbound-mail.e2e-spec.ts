import { DataSource } from 'typeorm';
import { AppConfigService } from 'src/config/app-config.service';
import { replyToken } from 'src/modules/delivery/sequence-send/sequence-send.policy';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { AdvancerService } from 'src/modules/runs/advancer/advancer.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { sentRunFixture, type SequenceFlags } from './support/inbound-fixtures';

interface Answer {
  success: boolean;
  id?: string;
  kind?: string;
  matched_by?: string | null;
  effect?: string;
  duplicate?: boolean;
  error_code?: string;
  error?: string;
  message?: string;
}

/** Inbound mail through the app: a real sequence send, then the reply / out-of-office / bounce posted back. */
describe('POST /api/mail/inbound', () => {
  let t: TestApp;
  let db: DataSource;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({ SEND_HOLIDAYS: 'none', SEQUENCE_ADVANCER_EVERY_MS: '3600000', MAILBOX_MESSAGES_PER_MINUTE: '0', MAILBOX_RECIPIENTS_PER_DAY: '0' });
    db = t.app.get(DataSource);
    token = (await t.app.get(ApiTokenService).create({ email: 'inbound.admin@movingco.example', role: UserRole.Admin, days: 1 })).token;
  });
  afterAll(() => t.close());

  const post = async (raw: string, headers: Record<string, string> = { authorization: `Bearer ${token}` }): Promise<{ status: number; body: Answer }> => {
    const response = await fetch(`${t.url}/api/mail/inbound`, { method: 'POST', headers: { 'content-type': 'message/rfc822', ...headers }, body: raw });
    return { status: response.status, body: (await response.json()) as Answer };
  };

  /** A two-step sequence (step 2 an hour after step 1) with one run whose step 1 the app's advancer has sent. */
  const sentRun = async (email: string, flags: SequenceFlags = {}) => {
    const run = await sentRunFixture(t.app, email, flags);
    expect(run.sent).toBeGreaterThanOrEqual(1);
    return { runId: run.runId, contactId: run.contactId, opportunityId: run.opportunityId, messageId: run.delivery?.message_id as string };
  };
  const runRow = async (id: string) =>
    ((await db.query(`SELECT status, end_reason, next_run_at, hold_reason FROM sequence_enrollments WHERE id = $1`, [id])) as { status: string; end_reason: string | null; next_run_at: Date | null; hold_reason: string | null }[])[0];

  it('should complete the run on a reply to our send, mark the opportunity replied, and send nothing more', async () => {
    const { runId, opportunityId, messageId } = await sentRun('ann@example.com');
    const raw = `From: Ann Lee <ann@example.com>\r\nTo: sales@movingco.example\r\nSubject: Re: Hello\r\nMessage-ID: <reply-ann@example.com>\r\nIn-Reply-To: ${messageId}\r\nDate: ${new Date().toUTCString()}\r\nContent-Type: text/plain\r\n\r\nYes, please call me tomorrow morning.\r\n\r\nOn Mon, Nov 23, 2026 at 9:00 AM Moving Co <sales@movingco.example> wrote:\r\n> Hi\r\n`;
    const first = await post(raw);
    expect(first).toMatchObject({ status: 200, body: { success: true, kind: 'human_reply', matched_by: 'in_reply_to', effect: 'run_stopped', duplicate: false } });
    expect(await runRow(runId)).toMatchObject({ status: 'completed', end_reason: 'reply_received', next_run_at: null });
    const [opportunity] = (await db.query(`SELECT status FROM opportunities WHERE id = $1`, [opportunityId])) as { status: string }[];
    expect(opportunity.status).toBe('replied');
    const lines = (await db.query(`SELECT title, detail FROM opportunity_activity WHERE opportunity_id = $1 AND kind = 'sequence_reply_received'`, [opportunityId])) as { title: string; detail: string }[];
    expect(lines).toEqual([{ title: 'Reply received', detail: 'Yes, please call me tomorrow morning.' }]);

    // Step 2 would be due now: the completed run sends nothing.
    await db.query(`UPDATE sequence_enrollments SET next_run_at = now() - interval '1 second' WHERE id = $1`, [runId]);
    await t.app.get(AdvancerService).drain(10_000);
    expect((await db.query(`SELECT count(*)::int AS n FROM deliveries WHERE enrollment_id = $1`, [runId]))[0].n).toBe(1);

    const again = await post(raw);
    expect(again).toMatchObject({ status: 200, body: { success: true, id: first.body.id, kind: 'human_reply', matched_by: 'in_reply_to', effect: 'run_stopped', duplicate: true } });
    expect((await db.query(`SELECT count(*)::int AS n FROM inbound_messages WHERE message_id = '<reply-ann@example.com>'`))[0].n).toBe(1);
  });

  it('should hold the run until the day after the return date of an out-of-office reply', async () => {
    const { runId, messageId } = await sentRun('bob@example.com');
    const back = new Date(Date.now() + 10 * 86400_000);
    const mmddyyyy = `${String(back.getUTCMonth() + 1).padStart(2, '0')}/${String(back.getUTCDate()).padStart(2, '0')}/${back.getUTCFullYear()}`;
    const raw = `From: Bob <bob@example.com>\r\nTo: sales@movingco.example\r\nSubject: Automatic reply: Hello\r\nAuto-Submitted: auto-replied\r\nMessage-ID: <ooo-bob@example.com>\r\nIn-Reply-To: ${messageId}\r\nDate: ${new Date().toUTCString()}\r\nContent-Type: text/plain\r\n\r\nI am out of the office, returning ${mmddyyyy}. I will answer when I am back.\r\n`;
    const answer = await post(raw);
    const dayAfter = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth(), back.getUTCDate() + 1));
    expect(answer).toMatchObject({ status: 200, body: { kind: 'auto_reply', matched_by: 'in_reply_to', effect: `run_paused_until:${dayAfter.toISOString()}` } });
    const row = await runRow(runId);
    expect(row).toMatchObject({ status: 'active', hold_reason: 'out_of_office' });
    expect(row.next_run_at?.toISOString()).toBe(dayAfter.toISOString());
  });

  it('should mark the contact bounced and end the run on a hard bounce of our send', async () => {
    const { runId, contactId, messageId } = await sentRun('carl@example.com');
    const raw = [
      'From: MAILER-DAEMON@mx.example.net', 'To: sales@movingco.example', 'Subject: Undelivered Mail Returned to Sender', 'Message-ID: <bounce-carl@mx.example.net>',
      'MIME-Version: 1.0', 'Content-Type: multipart/report; report-type=delivery-status; boundary="B"', '',
      '--B', 'Content-Type: text/plain', '', 'Your message could not be delivered to one or more recipients.', '',
      '--B', 'Content-Type: message/delivery-status', '', 'Reporting-MTA: dns; mx.example.net', '', 'Final-Recipient: rfc822; carl@example.com', 'Action: failed', 'Status: 5.1.1',
      'Diagnostic-Code: smtp; 550 5.1.1 <carl@example.com>: User unknown', '',
      '--B', 'Content-Type: text/rfc822-headers', '', `Message-ID: ${messageId}`, 'Subject: Hello', '', '--B--', '',
    ].join('\r\n');
    const answer = await post(raw);
    expect(answer).toMatchObject({ status: 200, body: { kind: 'bounce', matched_by: 'references', effect: 'contact_bounced+run_stopped+suppressed' } });
    expect(await runRow(runId)).toMatchObject({ status: 'canceled', end_reason: 'bounced' });
    const [contact] = (await db.query(`SELECT bounced_at FROM contacts WHERE id = $1`, [contactId])) as { bounced_at: Date | null }[];
    expect(contact.bounced_at).toBeInstanceOf(Date);
    const entries = (await db.query(`SELECT email, source, contact_id FROM suppressions WHERE email = 'carl@example.com'`)) as { email: string; source: string; contact_id: string }[];
    expect(entries).toEqual([{ email: 'carl@example.com', source: 'hard_bounce', contact_id: contactId }]);
  });

  it('should match a reply by its verified reply token and only record it when the sequence does not stop on reply', async () => {
    const { runId } = await sentRun('dana@example.com', { stop_on_reply: false });
    const token = replyToken(runId, t.app.get(AppConfigService).sequenceSend.replyTokenSecret);
    const raw = `From: dana@example.com\r\nTo: sales+r-${token}@movingco.example\r\nSubject: Re: Hello\r\nMessage-ID: <reply-dana@example.com>\r\nContent-Type: text/plain\r\n\r\nHow much for a 2 bedroom?\r\n`;
    expect(await post(raw)).toMatchObject({ status: 200, body: { kind: 'human_reply', matched_by: 'reply_token', effect: 'recorded' } });
    expect(await runRow(runId)).toMatchObject({ status: 'active', end_reason: null });
    const [stored] = (await db.query(`SELECT enrollment_id, delivery_id IS NOT NULL AS has_delivery, classification->'human_reply'->>'text' AS text FROM inbound_messages WHERE message_id = '<reply-dana@example.com>'`)) as { enrollment_id: string; has_delivery: boolean; text: string }[];
    expect(stored).toEqual({ enrollment_id: runId, has_delivery: true, text: 'How much for a 2 bedroom?' });
  });

  it('should answer bad bodies, too-big bodies and missing tokens with the error envelope', async () => {
    const empty = await post('');
    expect(empty).toMatchObject({ status: 400, body: { success: false, error_code: 'INBOUND_MAIL_INVALID' } });
    const notMail = await post('\u0000\u0001 just some bytes');
    expect(notMail).toMatchObject({ status: 400, body: { success: false, error_code: 'INBOUND_MAIL_INVALID' } });
    const big = await post('a'.repeat(11 * 1024 * 1024));
    expect(big).toMatchObject({ status: 413, body: { success: false, error_code: 'PAYLOAD_TOO_LARGE' } });
    const anonymous = await post('From: a@b.example\r\n\r\nhi\r\n', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, error_code: expect.any(String), message: expect.any(String) });
  });

  it('should store a message with an over-long Message-ID or an over-long subject once, not fail on it', async () => {
    const raw = `From: eve@example.com\r\nTo: sales@movingco.example\r\nSubject: ${'Long '.repeat(300)}\r\nMessage-ID: <${'x'.repeat(1200)}@example.com>\r\nContent-Type: text/plain\r\n\r\nHello\r\n`;
    const first = await post(raw);
    expect(first).toMatchObject({ status: 200, body: { success: true, duplicate: false } });
    expect(await post(raw)).toMatchObject({ status: 200, body: { success: true, duplicate: true, id: first.body.id } });
  });
});

import type { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { startTestApp, type TestApp } from '../utils/test-app';
import { INBOUND_APP_ENV, INBOUND_MAILBOX as MAILBOX, inboundClient, sentRunFixture, type InboundClient } from './support/inbound-fixtures';

interface Answer {
  success: boolean;
  kind?: string;
  matched_by?: string | null;
  effect?: string;
  note?: string | null;
  items?: { mailbox: string; reason: string; evidence: { kind: string; domain: string | null }[] }[];
}

/**
 * Forged and unproven inbound mail changes nothing: anyone can mail our Inbox a report-shaped message naming any
 * address, or write From: any address. Only mail that returns one of our sends may suppress, bounce or pause, and one
 * refusal never halts a sending mailbox.
 */
describe('Forged and unproven inbound mail (POST /api/mail/inbound)', () => {
  let t: TestApp;
  let inbound: InboundClient;
  let db: DataSource;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(INBOUND_APP_ENV);
    inbound = await inboundClient(t, 'forged.admin@movingco.example');
    ({ db, token } = inbound);
  });
  afterAll(() => t.close());

  const post = (raw: string | Buffer) => inbound.post<Answer>(raw);
  const paused = async () => {
    const response = await fetch(`${t.url}/api/mailboxes/paused`, { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as Answer).items ?? [];
  };
  const sentRun = async (email: string) => {
    const run = await sentRunFixture(t.app, email);
    expect(run.delivery?.mailbox).toBe(MAILBOX);
    return { ...run, messageId: run.delivery?.message_id as string };
  };
  const runRow = async (id: string) => ((await db.query(`SELECT status, end_reason, next_run_at FROM sequence_enrollments WHERE id = $1`, [id])) as { status: string; end_reason: string | null; next_run_at: Date }[])[0];
  const suppressed = (email: string) => inbound.suppressed(email);
  const bounced = async (contactId: string) => ((await db.query(`SELECT bounced_at IS NOT NULL AS bounced FROM contacts WHERE id = $1`, [contactId])) as { bounced: boolean }[])[0].bounced;
  const report = (id: string, recipient: string, status: string, diagnostic: string, returned: string | null) => [
    'From: Mail Delivery System <MAILER-DAEMON@mx.bigcustomer.example>', `To: ${MAILBOX}`, 'Subject: Undelivered Mail Returned to Sender', `Message-ID: <${id}@mx.bigcustomer.example>`,
    'MIME-Version: 1.0', 'Content-Type: multipart/report; report-type=delivery-status; boundary="B"', '',
    '--B', 'Content-Type: text/plain', '', 'This is the mail system at host mx.bigcustomer.example. Your message could not be delivered.', '',
    '--B', 'Content-Type: message/delivery-status', '', 'Reporting-MTA: dns; mx.bigcustomer.example', '', `Final-Recipient: rfc822; ${recipient}`, 'Action: failed', `Status: ${status}`,
    `Diagnostic-Code: smtp; ${diagnostic}`, '',
    ...(returned ? ['--B', 'Content-Type: text/rfc822-headers', '', `From: ${MAILBOX}`, `To: ${recipient}`, `Message-ID: ${returned}`, 'Subject: Hello', ''] : []), '--B--', '',
  ].join('\r\n');
  const NOT_OURS = expect.stringContaining('Names none of our sends');

  it('should only record a delivery report about an address we never mailed, naming none of our sends', async () => {
    const answer = await post(report('forged-ceo', 'ceo@bigcustomer.example', '5.1.1', '550 5.1.1 User unknown', null));
    expect(answer).toMatchObject({ status: 200, body: { kind: 'bounce', matched_by: null, effect: 'recorded', note: NOT_OURS } });
    expect(await suppressed('ceo@bigcustomer.example')).toEqual([]);
    const [stored] = (await db.query(`SELECT effect, note FROM inbound_messages WHERE message_id = '<forged-ceo@mx.bigcustomer.example>'`)) as { effect: string; note: string }[];
    expect(stored).toEqual({ effect: 'recorded', note: expect.stringContaining('Names none of our sends') });
    // Shown in the Unmatched mail view, with why it did nothing.
    const listed = await fetch(`${t.url}/api/inbound-messages/unmatched?since=24h`, { headers: { authorization: `Bearer ${token}` } });
    const page = (await listed.json()) as { items: { subject: string; kind: string; note: string; from_email: string }[]; total: number };
    expect(page.items).toContainEqual(expect.objectContaining({ kind: 'bounce', from_email: 'mailer-daemon@mx.bigcustomer.example', note: expect.stringContaining('Names none of our sends') }));
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it("should take inbound mail only with an admin's API token: a staff token is a 403 and stores nothing", async () => {
    const staff = (await t.app.get(ApiTokenService).create({ email: 'forged.staff@movingco.example', role: UserRole.Staff, days: 1 })).token;
    const raw = `From: someone@customer.example\r\nTo: ${MAILBOX}\r\nSubject: unsubscribe\r\nMessage-ID: <staff-token@customer.example>\r\nContent-Type: text/plain\r\n\r\nunsubscribe\r\n`;
    const response = await fetch(`${t.url}/api/mail/inbound`, { method: 'POST', headers: { authorization: `Bearer ${staff}`, 'content-type': 'message/rfc822' }, body: raw });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, error_code: expect.any(String) });
    expect(await db.query(`SELECT 1 FROM inbound_messages WHERE message_id = '<staff-token@customer.example>'`)).toEqual([]);
  });

  it('should take inbound mail with a token scoped to it, and refuse that token everywhere else', async () => {
    const gateway = (await t.app.get(ApiTokenService).create({ email: 'mail.gateway@movingco.example', role: UserRole.Staff, scope: 'inbound', days: 1 })).token;
    const raw = `From: someone@customer.example\r\nTo: ${MAILBOX}\r\nSubject: Re: your quote\r\nMessage-ID: <scoped-token@customer.example>\r\nContent-Type: text/plain\r\n\r\nThanks, Tuesday works.\r\n`;
    const posted = await fetch(`${t.url}/api/mail/inbound`, { method: 'POST', headers: { authorization: `Bearer ${gateway}`, 'content-type': 'message/rfc822' }, body: raw });
    expect(posted.status).toBe(200);
    expect(await posted.json()).toMatchObject({ success: true, kind: 'human_reply' });
    for (const path of ['/api/contacts', '/api/sequences', '/api/settings']) {
      const elsewhere = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${gateway}` } });
      expect({ path, status: elsewhere.status }).toEqual({ path, status: 403 });
      expect(await elsewhere.json()).toMatchObject({ success: false, message: 'This API token is limited to posting inbound mail (POST /api/mail/inbound)' });
    }
  });

  it('should show the protection thresholds in the effective settings', async () => {
    const response = await fetch(`${t.url}/api/settings`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await response.json()) as { data: { inbound_mail: Record<string, number> } }).data.inbound_mail).toEqual({
      ooo_default_days: 7, ooo_max_days: 60, soft_bounce_limit: 3, domain_hold_hours: 6, pause_policy_domains: 3, pause_policy_window_hours: 24,
      pause_window_sends: 1000, pause_hard_bounce_percent: 5, pause_complaint_percent: 0.3, pause_min_events: 3,
    });
  });

  it('should neither bounce, stop nor suppress a known contact on a forged hard bounce or three forged soft bounces', async () => {
    const hard = await sentRun('known.hard@customer.example');
    expect((await post(report('forged-hard', 'known.hard@customer.example', '5.1.1', '550 5.1.1 User unknown', '<forged-not-ours@movingco.example>'))).body)
      .toMatchObject({ kind: 'bounce', matched_by: 'sender', effect: 'recorded', note: NOT_OURS });
    expect(await bounced(hard.contactId)).toBe(false);
    expect(await runRow(hard.runId)).toMatchObject({ status: 'active' });
    expect(await suppressed('known.hard@customer.example')).toEqual([]);

    const soft = await sentRun('known.soft@customer.example');
    for (const n of [1, 2, 3, 4]) {
      expect((await post(report(`forged-soft-${n}`, 'known.soft@customer.example', '4.2.2', '452 4.2.2 Mailbox full', null))).body).toMatchObject({ effect: 'recorded', note: NOT_OURS });
    }
    expect(await bounced(soft.contactId)).toBe(false);
    expect(await runRow(soft.runId)).toMatchObject({ status: 'active' });
    expect(await suppressed('known.soft@customer.example')).toEqual([]);
  });

  it('should suppress no address on an unsubscribe reply that names none of our sends; a contact\'s only stops its runs, as a reply would', async () => {
    const stranger = `From: Someone <anyone@elsewhere.example>\r\nTo: ${MAILBOX}\r\nSubject: unsubscribe\r\nMessage-ID: <unsub-stranger@elsewhere.example>\r\nContent-Type: text/plain\r\n\r\nPlease unsubscribe me.\r\n`;
    expect((await post(stranger)).body).toMatchObject({ kind: 'unsubscribe_request', effect: 'recorded', note: NOT_OURS });
    expect(await suppressed('anyone@elsewhere.example')).toEqual([]);

    const contact = await sentRun('claims.unsub@customer.example');
    const spoofed = `From: claims.unsub@customer.example\r\nTo: ${MAILBOX}\r\nSubject: unsubscribe\r\nMessage-ID: <unsub-spoofed@elsewhere.example>\r\nContent-Type: text/plain\r\n\r\nUnsubscribe me please.\r\n`;
    expect((await post(spoofed)).body).toMatchObject({ matched_by: 'sender', effect: 'run_stopped', note: expect.stringContaining('not put on the suppression list') });
    expect(await runRow(contact.runId)).toMatchObject({ status: 'canceled', end_reason: 'unsubscribe_requested' });
    expect(await suppressed('claims.unsub@customer.example')).toEqual([]);
  });

  it('should hold back only the refusing domain on one policy bounce citing our send, and keep the mailbox sending', async () => {
    const refused = await sentRun('buyer@strict-filter.example');
    const answer = await post(report('one-policy', 'buyer@strict-filter.example', '5.7.1', '550 5.7.1 Message rejected as spam by Content Filtering', refused.messageId));
    expect(answer.body).toMatchObject({ kind: 'bounce', matched_by: 'references', effect: 'domain_held' });
    expect(await paused()).toEqual([]);
    expect(await runRow(refused.runId)).toMatchObject({ status: 'active' });
    const elsewhere = await sentRun('buyer@other-customer.example');
    expect(elsewhere.sent).toBe(1);
  });

  it('should hold a run for at most INBOUND_OOO_MAX_DAYS (60) on an out-of-office "until 31 December 9999"', async () => {
    const away = await sentRun('far.away@customer.example');
    const ooo = `From: far.away@customer.example\r\nTo: ${MAILBOX}\r\nSubject: Out of Office: Hello\r\nAuto-Submitted: auto-replied\r\nMessage-ID: <ooo-9999@customer.example>\r\nIn-Reply-To: ${away.messageId}\r\nContent-Type: text/plain\r\n\r\nI am out of the office until 31 December 9999.\r\n`;
    const answer = await post(ooo);
    expect(answer.body.effect).toMatch(/^run_paused_until:\d{4}-\d\d-\d\dT/);
    const until = Date.parse((answer.body.effect as string).slice('run_paused_until:'.length));
    expect(until - Date.now()).toBeLessThanOrEqual(62 * 86_400_000);
    expect(until - Date.now()).toBeGreaterThan(59 * 86_400_000);
    expect((await runRow(away.runId)).next_run_at.getTime()).toBe(until);
  });

  it('should store a message with NUL bytes in its headers and body, without them', async () => {
    const raw = Buffer.from(`From: nul@customer.example\r\nTo: ${MAILBOX}\r\nSubject: Re: Hello\u0000 there\r\nMessage-ID: <nul-bytes@customer.example>\r\nContent-Type: text/plain\r\n\r\nYes\u0000, call me.\r\n`, 'latin1');
    const answer = await post(raw);
    expect(answer).toMatchObject({ status: 200, body: { success: true, kind: 'human_reply' } });
    const [stored] = (await db.query(`SELECT subject, classification #>> '{human_reply,text}' AS text FROM inbound_messages WHERE message_id = '<nul-bytes@customer.example>'`)) as { subject: string; text: string }[];
    expect(stored.subject).toBe('Re: Hello there');
    expect(stored.text).toContain('Yes, call me.');
  });

  it('should pause the mailbox only when proven hard bounces reach the documented rate and count (3, 5% of the last sends)', async () => {
    const hardBounce = async (n: number) => {
      const run = await sentRun(`gone${n}@dead-domain-${n}.example`);
      return post(report(`stream-hard-${n}`, `gone${n}@dead-domain-${n}.example`, '5.1.1', '550 5.1.1 No such user', run.messageId));
    };
    expect((await hardBounce(1)).body.effect).toBe('contact_bounced+run_stopped+suppressed');
    expect((await hardBounce(2)).body.effect).toBe('contact_bounced+run_stopped+suppressed');
    expect(await paused()).toEqual([]);
    expect((await hardBounce(3)).body.effect).toBe('contact_bounced+run_stopped+suppressed+mailbox_paused');
    const [pause] = await paused();
    expect(pause).toMatchObject({ mailbox: MAILBOX, reason: expect.stringMatching(/^Hard bounces on 3 of the last \d+ sends \(\d+\.\d%\); the limit is 5%$/) });
    expect(pause.evidence.map((item) => item.domain).sort()).toEqual(['dead-domain-1.example', 'dead-domain-2.example', 'dead-domain-3.example']);
  });
});

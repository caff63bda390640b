import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { MailboxBudgetService } from 'src/modules/delivery/mailboxes/mailbox-budget.service';
import { EngineCounters } from 'src/modules/metrics/engine-counters.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { sendNextStep, sentRunFixture, type SequenceFlags } from './support/inbound-fixtures';

interface Answer {
  success: boolean;
  kind?: string;
  matched_by?: string | null;
  effect?: string;
  note?: string | null;
  items?: { mailbox: string; reason: string; status_code: string | null; inbound_message_id: string | null; paused_at: string; evidence: { domain: string | null; inbound_message_id: string }[] }[];
  item?: { mailbox: string };
  error_code?: string;
}

const MAILBOXES = ['sales@movingco.example', 'team@movingco.example'];

/** What inbound mail does beyond replies and hard bounces: policy bounces, soft bounces in a row, unsubscribe replies, timeline lines. */
describe('Inbound mail effects (POST /api/mail/inbound)', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    t = await startTestApp({
      SEND_HOLIDAYS: 'none', SEQUENCE_ADVANCER_EVERY_MS: '3600000', MAILBOX_MESSAGES_PER_MINUTE: '0', MAILBOX_RECIPIENTS_PER_DAY: '0', MAIL_SEND_MAILBOXES: MAILBOXES.join(','),
    });
    db = t.app.get(DataSource);
    const tokens = t.app.get(ApiTokenService);
    admin = (await tokens.create({ email: 'effects.admin@movingco.example', role: UserRole.Admin, days: 1 })).token;
    staff = (await tokens.create({ email: 'effects.staff@movingco.example', role: UserRole.Staff, days: 1 })).token;
  });
  afterAll(() => t.close());

  const call = async (method: string, path: string, token = admin, body?: string): Promise<{ status: number; body: Answer }> => {
    const response = await fetch(`${t.url}${path}`, {
      method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'message/rfc822' }) }, body,
    });
    return { status: response.status, body: (await response.json()) as Answer };
  };
  const post = (raw: string) => call('POST', '/api/mail/inbound', admin, raw);

  /** A two-step sequence with one run whose step 1 the app's advancer has sent (if any mailbox could send it). */
  const sentRun = async (email: string, flags: SequenceFlags = {}) => {
    const run = await sentRunFixture(t.app, email, flags);
    return { runId: run.runId, contactId: run.contactId, opportunityId: run.opportunityId, messageId: run.delivery?.message_id ?? null, mailbox: run.delivery?.mailbox ?? null };
  };
  const runRow = async (id: string) =>
    ((await db.query(`SELECT status, end_reason, hold_reason, last_error FROM sequence_enrollments WHERE id = $1`, [id])) as { status: string; end_reason: string | null; hold_reason: string | null; last_error: string | null }[])[0];
  const timeline = async (opportunityId: string) =>
    (await db.query(`SELECT kind, title, detail, actor FROM opportunity_activity WHERE opportunity_id = $1 AND kind LIKE 'inbound_%' ORDER BY id`, [opportunityId])) as { kind: string; title: string; detail: string | null; actor: string }[];
  const report = (id: string, to: string, recipient: string, status: string, diagnostic: string, returned: string | null) => [
    'From: MAILER-DAEMON@mx.example.net', `To: ${to}`, 'Subject: Undelivered Mail Returned to Sender', `Message-ID: <${id}@mx.example.net>`,
    'MIME-Version: 1.0', 'Content-Type: multipart/report; report-type=delivery-status; boundary="B"', '',
    '--B', 'Content-Type: text/plain', '', 'Your message could not be delivered.', '',
    '--B', 'Content-Type: message/delivery-status', '', 'Reporting-MTA: dns; mx.example.net', '', `Final-Recipient: rfc822; ${recipient}`, 'Action: failed', `Status: ${status}`,
    `Diagnostic-Code: smtp; ${diagnostic}`, '',
    ...(returned ? ['--B', 'Content-Type: text/rfc822-headers', '', `Message-ID: ${returned}`, 'Subject: Hello', ''] : []), '--B--', '',
  ].join('\r\n');

  it('should suppress an unsubscribe request by reply, end every live run of the contact and write the timeline line', async () => {
    const { runId, contactId, opportunityId, messageId } = await sentRun('uma@example.com');
    const raw = `From: Uma <uma@example.com>\r\nTo: sales@movingco.example\r\nSubject: Re: Hello\r\nMessage-ID: <unsub-uma@example.com>\r\nIn-Reply-To: ${messageId}\r\nContent-Type: text/plain\r\n\r\nPlease unsubscribe me.\r\n`;
    expect(await post(raw)).toMatchObject({ status: 200, body: { kind: 'unsubscribe_request', matched_by: 'in_reply_to', effect: 'suppressed+run_stopped' } });
    expect(await runRow(runId)).toMatchObject({ status: 'canceled', end_reason: 'unsubscribe_requested' });
    expect(await db.query(`SELECT source, contact_id FROM suppressions WHERE email = 'uma@example.com' AND removed_at IS NULL`)).toEqual([{ source: 'unsubscribe', contact_id: contactId }]);
    const [contact] = (await db.query(`SELECT consent_status, unsubscribed_at IS NOT NULL AS unsubscribed FROM contacts WHERE id = $1`, [contactId])) as { consent_status: string; unsubscribed: boolean }[];
    expect(contact).toEqual({ consent_status: 'opted_out', unsubscribed: true });
    expect(await timeline(opportunityId)).toEqual([{ kind: 'inbound_unsubscribe', title: 'Unsubscribe requested by reply', detail: 'Address added to the suppression list; Run stopped', actor: 'Inbound mail' }]);
  });

  it('should take a spam complaint (recipient redacted) about a send to its contact: suppressed as a complaint, every run ended, timeline line', async () => {
    const { runId, contactId, opportunityId, messageId } = await sentRun('carla@example.com');
    const arf = [
      'From: staff@hotmail.com', 'To: fbl@movingco.example', 'Subject: complaint about message from 203.0.113.25', 'Message-ID: <jmrp-carla@phx.gbl>',
      'MIME-Version: 1.0', 'Content-Type: multipart/report; report-type=feedback-report; boundary="B"', '',
      '--B', 'Content-Type: text/plain', '', 'This is an email abuse report for an email message received from IP 203.0.113.25.', '',
      '--B', 'Content-Type: message/feedback-report', '', 'Feedback-Type: abuse', 'User-Agent: Hotmail FBL', 'Version: 1.0', 'Arrival-Date: Mon, 23 Nov 2026 10:00:00 +0000', '',
      '--B', 'Content-Type: message/rfc822', '', 'From: sales@movingco.example', 'To: <redacted>', 'Subject: Hello', `Message-ID: ${messageId}`, '', 'Hello', '',
      '--B--', '',
    ].join('\r\n');
    expect(await post(arf)).toMatchObject({ status: 200, body: { kind: 'complaint', matched_by: 'references', effect: 'suppressed+run_stopped' } });
    expect(await runRow(runId)).toMatchObject({ status: 'canceled', end_reason: 'spam_complaint' });
    expect(await db.query(`SELECT source, reason, contact_id FROM suppressions WHERE email = 'carla@example.com' AND removed_at IS NULL`))
      .toEqual([{ source: 'complaint', reason: 'Marked our mail as spam (feedback report: Hotmail FBL)', contact_id: contactId }]);
    const [contact] = (await db.query(`SELECT consent_status, unsubscribed_at IS NOT NULL AS unsubscribed FROM contacts WHERE id = $1`, [contactId])) as { consent_status: string; unsubscribed: boolean }[];
    expect(contact).toEqual({ consent_status: 'opted_out', unsubscribed: true });
    expect(await timeline(opportunityId)).toEqual([{ kind: 'inbound_complaint', title: 'Spam complaint', detail: 'Reported by Hotmail FBL. Address added to the suppression list; Run stopped', actor: 'Inbound mail' }]);
    const [stored] = (await db.query(`SELECT kind, contact_id, classification #>> '{complaint,original_message_id}' AS original FROM inbound_messages WHERE message_id = '<jmrp-carla@phx.gbl>'`)) as { kind: string; contact_id: string; original: string }[];
    expect(stored).toEqual({ kind: 'complaint', contact_id: contactId, original: messageId });
  });

  it('should only record a feedback report that returns none of our sends, even when it names a contact with a live run', async () => {
    const { runId } = await sentRun('forged.target@example.com');
    const forged = [
      'From: someone@hotmail.example', 'To: sales@movingco.example', 'Subject: complaint', 'Message-ID: <forged-arf@hotmail.example>',
      'MIME-Version: 1.0', 'Content-Type: multipart/report; report-type=feedback-report; boundary="B"', '',
      '--B', 'Content-Type: text/plain', '', 'This is an email abuse report.', '',
      '--B', 'Content-Type: message/feedback-report', '', 'Feedback-Type: abuse', 'User-Agent: Fake FBL', 'Version: 1.0', 'Original-Rcpt-To: forged.target@example.com', '',
      '--B', 'Content-Type: message/rfc822', '', 'From: sales@movingco.example', 'To: forged.target@example.com', 'Subject: Hello', 'Message-ID: <not-ours@elsewhere.example>', '', 'Hello', '',
      '--B--', '',
    ].join('\r\n');
    expect(await post(forged)).toMatchObject({ status: 200, body: { kind: 'complaint', matched_by: 'sender', effect: 'recorded', note: expect.stringContaining('Names none of our sends') } });
    expect(await runRow(runId)).toMatchObject({ status: 'active' });
    expect(await db.query(`SELECT 1 FROM suppressions WHERE email = 'forged.target@example.com'`)).toEqual([]);
  });

  it('should record proven soft bounces and suppress the address at the third send in a row, counting repeated reports of one send once and unproven ones never', async () => {
    const { runId, contactId, opportunityId, messageId } = await sentRun('sofia@example.com', { steps: 4 });
    const soft = (n: number, returned: string | null) => report(`soft-${n}`, 'sales@movingco.example', 'sofia@example.com', '4.2.2', '452 4.2.2 Mailbox full', returned);
    expect(await post(soft(1, messageId))).toMatchObject({ status: 200, body: { kind: 'bounce', matched_by: 'references', effect: 'recorded', note: null } });
    // The same send reported again: still one in a row. Reports naming no send of ours never count.
    expect((await post(soft(2, messageId))).body.effect).toBe('recorded');
    expect((await post(soft(3, null))).body).toMatchObject({ matched_by: 'sender', effect: 'recorded', note: expect.stringContaining('Names none of our sends') });
    expect((await post(soft(4, null))).body.effect).toBe('recorded');
    const second = await sendNextStep(t.app, runId);
    expect(second).not.toBeNull();
    expect((await post(soft(5, second))).body.effect).toBe('recorded');
    expect(await runRow(runId)).toMatchObject({ status: 'active' });
    expect(await db.query(`SELECT 1 FROM suppressions WHERE email = 'sofia@example.com'`)).toEqual([]);

    const third = await sendNextStep(t.app, runId);
    expect((await post(soft(6, third))).body.effect).toBe('contact_bounced+run_stopped+suppressed');
    expect(await runRow(runId)).toMatchObject({ status: 'canceled', end_reason: 'bounced' });
    expect(await db.query(`SELECT source, reason, contact_id FROM suppressions WHERE email = 'sofia@example.com'`)).toEqual([{ source: 'hard_bounce', reason: '3 soft bounces in a row', contact_id: contactId }]);
    const lines = await timeline(opportunityId);
    expect(lines).toHaveLength(6);
    expect(lines[0]).toEqual({ kind: 'inbound_bounce', title: 'Email bounced (soft)', detail: '4.2.2 452 4.2.2 Mailbox full', actor: 'Inbound mail' });
    expect(lines[5].detail).toBe('4.2.2 452 4.2.2 Mailbox full. Contact marked bounced; Run stopped; Address added to the suppression list');
  });

  it('should start counting again after a reply from the address', async () => {
    const { runId, messageId } = await sentRun('rita@example.com', { steps: 4 });
    const soft = (n: number, returned: string | null) => report(`rita-soft-${n}`, 'sales@movingco.example', 'rita@example.com', '4.2.2', '452 4.2.2 Mailbox full', returned);
    await post(soft(1, messageId));
    await post(soft(2, await sendNextStep(t.app, runId)));
    await post(`From: rita@example.com\r\nTo: sales@movingco.example\r\nSubject: Re: Hello\r\nMessage-ID: <rita-ooo@example.com>\r\nAuto-Submitted: auto-replied\r\nContent-Type: text/plain\r\n\r\nThanks for your message.\r\n`);
    expect((await post(soft(3, await sendNextStep(t.app, runId)))).body.effect).toBe('recorded');
    expect(await runRow(runId)).toMatchObject({ status: 'active' });
  });

  it('should write one timeline line for a recorded reply and an out-of-office reply, and none extra for a reply that completed the run', async () => {
    const stopping = await sentRun('ted@example.com');
    await post(`From: ted@example.com\r\nTo: sales@movingco.example\r\nSubject: Re: Hello\r\nMessage-ID: <reply-ted@example.com>\r\nIn-Reply-To: ${stopping.messageId}\r\nContent-Type: text/plain\r\n\r\nSounds good.\r\n`);
    expect(await timeline(stopping.opportunityId)).toEqual([]);
    expect((await db.query(`SELECT count(*)::int AS n FROM opportunity_activity WHERE opportunity_id = $1 AND kind = 'sequence_reply_received'`, [stopping.opportunityId]))[0].n).toBe(1);

    // The run ended: a second reply is only recorded, and gets its own line.
    await post(`From: ted@example.com\r\nTo: sales@movingco.example\r\nSubject: Re: Hello\r\nMessage-ID: <reply-ted-2@example.com>\r\nIn-Reply-To: ${stopping.messageId}\r\nContent-Type: text/plain\r\n\r\nAlso, Friday works.\r\n`);
    expect(await timeline(stopping.opportunityId)).toEqual([{ kind: 'inbound_reply', title: 'Reply received', detail: 'Also, Friday works.', actor: 'Inbound mail' }]);

    const away = await sentRun('olga@example.com');
    const back = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const dayAfter = new Date(Date.parse(back) + 86_400_000).toISOString().slice(0, 10);
    const raw = `From: olga@example.com\r\nTo: sales@movingco.example\r\nSubject: Automatic reply: Hello\r\nAuto-Submitted: auto-replied\r\nMessage-ID: <ooo-olga@example.com>\r\nIn-Reply-To: ${away.messageId}\r\nContent-Type: text/plain\r\n\r\nI am out of the office until ${back}.\r\n`;
    expect((await post(raw)).body.effect).toMatch(new RegExp(`^run_paused_until:${dayAfter}T`));
    const [line] = await timeline(away.opportunityId);
    expect(line).toMatchObject({ kind: 'inbound_auto_reply', title: 'Out-of-office reply', actor: 'Inbound mail' });
    expect(line.detail).toMatch(new RegExp(`^Back on ${back}\\. Run paused until ${dayAfter} \\d\\d:\\d\\d UTC$`));
  });

  it('should hold the domain on one proven policy bounce, blame no contact, pause a mailbox only at three refusing domains, slide runs while every mailbox is paused, and resume for admins only', async () => {
    const counters = t.app.get(EngineCounters);
    const errorsBefore = (await counters.read())?.sequence_errors_total ?? 0;
    const { runId, contactId, opportunityId, messageId, mailbox } = await sentRun('paul@paul-corp.example');
    expect(MAILBOXES).toContain(mailbox);
    const policy = report('policy-paul', 'sales@movingco.example', 'paul@paul-corp.example', '5.7.1', '550 5.7.1 Message rejected: SPF check failed', messageId);
    expect(await post(policy)).toMatchObject({ status: 200, body: { kind: 'bounce', matched_by: 'references', effect: 'domain_held' } });
    expect(await runRow(runId)).toMatchObject({ status: 'active' });
    const [contact] = (await db.query(`SELECT bounced_at FROM contacts WHERE id = $1`, [contactId])) as { bounced_at: Date | null }[];
    expect(contact.bounced_at).toBeNull();
    expect(await db.query(`SELECT 1 FROM suppressions WHERE email = 'paul@paul-corp.example'`)).toEqual([]);
    const [line] = await timeline(opportunityId);
    expect(line).toMatchObject({ kind: 'inbound_bounce', title: 'Email bounced (policy)', actor: 'Inbound mail' });
    expect(line.detail).toMatch(/^5\.7\.1 550 5\.7\.1 Message rejected: SPF check failed\. Mail to paul-corp\.example held back until \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await counters.read())?.sequence_errors_total).toBe(errorsBefore + 1);
    // One refusal pauses no mailbox: only the refusing domain is held back, and runs to it wait and say why.
    expect((await call('GET', '/api/mailboxes/paused', staff)).body.items).toEqual([]);
    const holds = (await call('GET', '/api/mailboxes/domain-holds', staff)).body.items as unknown as { domain: string; status_code: string; mailbox: string }[];
    expect(holds).toEqual([expect.objectContaining({ domain: 'paul-corp.example', status_code: '5.7.1', mailbox })]);
    const colleague = await sentRun('pia@paul-corp.example');
    expect(colleague.messageId).toBeNull();
    expect(await runRow(colleague.runId)).toMatchObject({ status: 'active', hold_reason: 'domain_held' });
    const explainedHold = await fetch(`${t.url}/api/enrollments/${colleague.runId}/explain`, { headers: { authorization: `Bearer ${staff}` } });
    expect(((await explainedHold.json()) as { explain: { reasons: { code: string; text: string }[] } }).explain.reasons[0]).toMatchObject({
      code: 'domain_held', text: expect.stringContaining("The recipient's domain refused one of our sends on policy grounds"),
    });
    expect(await call('POST', '/api/mailboxes/domain-holds/paul-corp.example/release', staff)).toMatchObject({ status: 403 });
    expect(await call('POST', '/api/mailboxes/domain-holds/paul-corp.example/release')).toMatchObject({ status: 200, body: { success: true } });
    expect(await call('POST', '/api/mailboxes/domain-holds/paul-corp.example/release')).toMatchObject({ status: 404, body: { success: false, error_code: 'DOMAIN_HOLD_NOT_FOUND' } });

    // Refusals of sends from one mailbox by three distinct domains within the window: that mailbox is paused, with them.
    /** A run to someone at `domain` whose step 1 went out from `sender`. */
    const sentFrom = async (sender: string, domain: string) => {
      const email = `person@${domain}`;
      const run = await sentRun(email, { from: sender });
      expect(run.mailbox).toBe(sender);
      return { ...run, email };
    };
    const refuse = (n: string, to: string, recipient: string, returned: string | null) => post(report(`policy-${n}`, to, recipient, '5.7.26', '550 5.7.26 Unauthenticated email is not accepted (DMARC policy)', returned));
    const second = await sentFrom(mailbox as string, 'second.example');
    expect((await refuse('second', 'sales@movingco.example', second.email, second.messageId)).body.effect).toBe('domain_held');
    const third = await sentFrom(mailbox as string, 'third.example');
    // A report that names no send of ours pauses nothing and holds nothing (anyone can mail the Inbox a report-shaped message).
    expect((await refuse('none', `Moving Co <${mailbox}>`, 'nobody@nowhere.example', null)).body).toMatchObject({ effect: 'recorded', note: expect.stringContaining('Names none of our sends') });
    expect((await refuse('third', 'sales@movingco.example', third.email, third.messageId)).body.effect).toBe('domain_held+mailbox_paused');
    const paused = (await call('GET', '/api/mailboxes/paused', staff)).body.items ?? [];
    expect(paused).toHaveLength(1);
    expect(paused[0]).toMatchObject({ mailbox, status_code: '5.7.26', reason: expect.stringMatching(/^Receiving servers of 3 recipient domains refused our mail within 24 h \(/) });
    expect(paused[0].evidence.map((item) => item.domain).sort()).toEqual(['paul-corp.example', 'second.example', 'third.example']);

    // The other pool mailbox sends on; three refusing domains pause it too, and then nothing is left to send from.
    const other = MAILBOXES.find((address) => address !== mailbox) as string;
    const budget = t.app.get(MailboxBudgetService, { strict: false });
    for (const key of ['seq:a:1', 'seq:b:1']) expect(await budget.choose(key)).toEqual({ ok: true, mailbox: other });
    let n = 0;
    for (const domain of ['q1.example', 'q2.example', 'q3.example']) {
      const run = await sentRun(`quinn@${domain}`);
      expect(run.mailbox).toBe(other);
      n += 1;
      expect((await refuse(`q-${n}`, `Moving Co <${other}>`, `quinn@${domain}`, run.messageId)).body.effect).toBe(n < 3 ? 'domain_held' : 'domain_held+mailbox_paused');
    }
    expect((await call('GET', '/api/mailboxes/paused', staff)).body.items?.map((item) => item.mailbox)).toEqual([mailbox, other]);
    const waiting = await sentRun('wanda@wanda.example');
    expect(waiting.messageId).toBeNull();
    expect(await runRow(waiting.runId)).toMatchObject({ status: 'active', hold_reason: 'mailbox_paused', last_error: expect.stringContaining('every sending mailbox is paused') });
    const explained = await fetch(`${t.url}/api/enrollments/${waiting.runId}/explain`, { headers: { authorization: `Bearer ${staff}` } });
    expect(((await explained.json()) as { explain: { reasons: { code: string; text: string }[] } }).explain.reasons[0]).toMatchObject({
      code: 'mailbox_paused', text: expect.stringContaining('Every sending mailbox is paused'),
    });

    expect(await call('POST', `/api/mailboxes/${encodeURIComponent(mailbox as string)}/resume`, staff)).toMatchObject({ status: 403, body: { success: false } });
    expect(await call('POST', `/api/mailboxes/${encodeURIComponent(mailbox as string)}/resume`)).toMatchObject({ status: 200, body: { success: true, item: { mailbox } } });
    expect(await call('POST', `/api/mailboxes/${encodeURIComponent(mailbox as string)}/resume`)).toMatchObject({ status: 404, body: { success: false, error_code: 'MAILBOX_PAUSE_NOT_FOUND' } });
    expect(await call('POST', `/api/mailboxes/${encodeURIComponent(other)}/resume`)).toMatchObject({ status: 200 });
    expect((await call('GET', '/api/mailboxes/paused', staff)).body.items).toEqual([]);
    expect(await budget.choose('seq:e:1')).toMatchObject({ ok: true });
  });
});

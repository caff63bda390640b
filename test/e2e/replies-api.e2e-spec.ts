import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { AdvancerService } from 'src/modules/runs/advancer/advancer.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { DUE_NOW, insertContact, insertOpenRule, insertRun, insertSequence, insertTemplate } from './support/factories';

interface Reply {
  id: string;
  run_id: string | null;
  contact_name: string | null;
  contact_email: string | null;
  sequence_name: string | null;
  reply_from: string;
  replied_at: string;
  status: string | null;
  stopped_reason: string | null;
}
interface ListAnswer { success: boolean; items: Reply[]; page: number; total: number; error: string | null; error_code?: string; message?: string }

/** GET /api/replies and GET /api/inbound-messages/{id}: replies posted to the inbound endpoint after real sequence sends. */
describe('GET /api/replies', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: string;
  let staff: string;
  let made = 0;

  beforeAll(async () => {
    t = await startTestApp({ SEND_HOLIDAYS: 'none', SEQUENCE_ADVANCER_EVERY_MS: '3600000', MAILBOX_MESSAGES_PER_MINUTE: '0', MAILBOX_RECIPIENTS_PER_DAY: '0' });
    db = t.app.get(DataSource);
    admin = (await t.app.get(ApiTokenService).create({ email: 'replies.admin@movingco.example', role: UserRole.Admin, days: 1 })).token;
    staff = (await t.app.get(ApiTokenService).create({ email: 'replies.staff@movingco.example', role: UserRole.Staff, days: 1 })).token;
  });
  afterAll(() => t.close());

  const inbound = async (raw: string): Promise<{ id: string; kind: string }> => {
    const response = await fetch(`${t.url}/api/mail/inbound`, { method: 'POST', headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${admin}` }, body: raw });
    expect(response.status).toBe(200);
    return (await response.json()) as { id: string; kind: string };
  };
  const get = async <T>(path: string, token: string | null = admin): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${t.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.status, body: (await response.json()) as T };
  };

  /** A one-step-sent sequence run for `email` (first and last name set), sent by the app's advancer. */
  const sentRun = async (first: string, last: string, email: string, stopOnReply: boolean) => {
    made += 1;
    const template = await insertTemplate(db, { name: `Replies ${made}`, subject: 'Hello', html: '<p>Hi</p>' });
    const sequence = await insertSequence(db, {
      name: `Replies seq ${made}`, stop_on_reply: stopOnReply, stop_on_ooo: false, stop_on_bounce: true, reply_lookback_hours: 72,
    }, [{ template_id: template.id }, { template_id: template.id, delay_seconds: 3600 }]);
    const rule = await insertOpenRule(db, sequence.id);
    const contact = await insertContact(db, { email, first_name: first, last_name: last, consent_status: 'opted_in' });
    const { id: runId } = await insertRun(db, { sequence_id: sequence.id, contact_id: contact.id, rule_id: rule.id, next_run_at: DUE_NOW });
    expect((await t.app.get(AdvancerService).drain(10_000)).sent).toBeGreaterThanOrEqual(1);
    const [{ message_id: messageId }] = (await db.query(`SELECT message_id FROM deliveries WHERE enrollment_id = $1 AND status = 'sent'`, [runId])) as { message_id: string }[];
    return { runId, messageId, sequenceName: `Replies seq ${made}` };
  };
  const reply = (from: string, id: string, inReplyTo: string | null, body = 'Yes, please call me.') =>
    `From: ${from}\r\nTo: sales@movingco.example\r\nSubject: Re: Hello\r\nMessage-ID: <${id}@example.com>\r\n${inReplyTo ? `In-Reply-To: ${inReplyTo}\r\n` : ''}Date: ${new Date().toUTCString()}\r\nContent-Type: text/plain\r\n\r\n${body}\r\n`;

  let stopped: { runId: string; messageId: string; sequenceName: string };
  let running: { runId: string; messageId: string; sequenceName: string };
  let stoppedMessageId: string;

  beforeAll(async () => {
    stopped = await sentRun('Ann', 'Lee', 'ann@example.com', true);
    stoppedMessageId = (await inbound(reply('Ann Lee <ann@example.com>', 'r-ann', stopped.messageId))).id;
    running = await sentRun('Bob', 'Ray', 'bob@example.com', false);
    await inbound(reply('Bob Ray <bob@example.com>', 'r-bob', running.messageId));
    // An out-of-office notice is not a human reply and is never listed.
    await inbound(`From: carol@example.com\r\nTo: sales@movingco.example\r\nSubject: Automatic reply: Hello\r\nMessage-ID: <ooo-carol@example.com>\r\nAuto-Submitted: auto-replied\r\nDate: ${new Date().toUTCString()}\r\nContent-Type: text/plain\r\n\r\nI am out of the office until Monday.\r\n`);
    // A reply from someone we never wrote to: listed without a run.
    const old = await inbound(reply('dan@example.com', 'r-dan', null, 'Who is this?'));
    expect(old.kind).toBe('human_reply');
    await db.query(`UPDATE inbound_messages SET received_at = now() - interval '2 days' WHERE id = $1`, [old.id]);
  });

  it('should list human replies newest first with the run, its sequence and status (stopped by the reply or still running)', async () => {
    const { status, body } = await get<ListAnswer>('/api/replies');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, page: 1, total: 3, error: null });
    expect(body.items.map((item) => Object.keys(item).sort())).toEqual(Array(3).fill(['contact_email', 'contact_name', 'id', 'replied_at', 'reply_from', 'run_id', 'sequence_name', 'status', 'stopped_reason']));
    expect(body.items[0]).toMatchObject({ run_id: running.runId, contact_name: 'Bob Ray', contact_email: 'bob@example.com', sequence_name: running.sequenceName, reply_from: 'bob@example.com', status: 'running', stopped_reason: null });
    expect(body.items[1]).toMatchObject({ run_id: stopped.runId, contact_name: 'Ann Lee', contact_email: 'ann@example.com', sequence_name: stopped.sequenceName, reply_from: 'ann@example.com', status: 'completed', stopped_reason: 'reply_received' });
    expect(body.items[2]).toMatchObject({ run_id: null, sequence_name: null, reply_from: 'dan@example.com', status: null, stopped_reason: null });
    expect(Date.parse(body.items[0].replied_at)).toBeGreaterThanOrEqual(Date.parse(body.items[1].replied_at));
  });

  it('should keep only the replies inside the since window', async () => {
    expect((await get<ListAnswer>('/api/replies?since=24h')).body.items.map((item) => item.reply_from)).toEqual(['bob@example.com', 'ann@example.com']);
    expect((await get<ListAnswer>('/api/replies?since=7d')).body.total).toBe(3);
    expect((await get<ListAnswer>('/api/replies?since=30d')).body.total).toBe(3);
    await db.query(`UPDATE inbound_messages SET received_at = now() - interval '2 hours' WHERE message_id = '<r-ann@example.com>'`);
    expect((await get<ListAnswer>('/api/replies?since=1h')).body.items.map((item) => item.reply_from)).toEqual(['bob@example.com']);
  });

  it('should keep the list for admins while OPS_FOR_ALL is off (staff: 403)', async () => {
    const refused = await get<{ error_code: string }>('/api/replies', staff);
    expect(refused).toMatchObject({ status: 403, body: { error_code: 'FORBIDDEN' } });
  });

  it('should page the list', async () => {
    const first = (await get<ListAnswer>('/api/replies?limit=2&page=1')).body;
    const second = (await get<ListAnswer>('/api/replies?limit=2&page=2')).body;
    expect([first.items.length, second.items.length, first.total, second.page]).toEqual([2, 1, 3, 2]);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(3);
    expect((await get<ListAnswer>('/api/replies?page=9')).body).toMatchObject({ items: [], total: 3, page: 9 });
  });

  it.each(['since=2d', 'since=7D', 'page=0', 'page=x', 'limit=0', 'limit=101', 'limit=1.5'])('should answer 400 with the error envelope for %s', async (query) => {
    const { status, body } = await get<ListAnswer>(`/api/replies?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error_code: 'VALIDATION_FAILED' });
    expect(typeof body.message).toBe('string');
  });

  it('should answer 401 without a sign-in', async () => {
    expect((await get<ListAnswer>('/api/replies', null)).status).toBe(401);
    expect((await get<ListAnswer>(`/api/inbound-messages/${stoppedMessageId}`, null)).status).toBe(401);
  });

  it('should let admins read too', async () => {
    expect((await get<ListAnswer>('/api/replies', admin)).body.total).toBe(3);
  });

  it('should answer one stored message with its classification, match and effect, and 404 for an unknown id', async () => {
    const { status, body } = await get<{ success: boolean; message: Record<string, unknown> }>(`/api/inbound-messages/${stoppedMessageId}`);
    expect(status).toBe(200);
    expect(body.message).toMatchObject({ id: stoppedMessageId, message_id: '<r-ann@example.com>', from_email: 'ann@example.com', subject: 'Re: Hello', kind: 'human_reply', matched_by: 'in_reply_to', effect: 'run_stopped', enrollment_id: stopped.runId });
    expect(typeof body.message.classification).toBe('object');
    expect((await get(`/api/inbound-messages/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await get(`/api/inbound-messages/nope`)).status).toBe(404);
  });

  it('should read the page through the kind/received_at index', async () => {
    await db.query(`SET enable_seqscan = off`);
    const plan = (await db.query(`EXPLAIN SELECT id FROM inbound_messages WHERE kind = 'human_reply' AND received_at >= now() - interval '7 days' ORDER BY received_at DESC, id DESC LIMIT 20`)) as { 'QUERY PLAN': string }[];
    await db.query(`SET enable_seqscan = on`);
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('inbound_messages_kind_received_idx');
  });
});

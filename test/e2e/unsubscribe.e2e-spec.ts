import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { RuleRunnerService } from 'src/modules/enrollment/runner/rule-runner.service';
import { unsubscribeUrl } from 'src/modules/suppression/unsubscribe-token.policy';
import { startTestApp, type TestApp } from '../utils/test-app';
import { type ContactFields, insertContact, insertContacts, insertOpportunity, insertRule, insertRun, insertSequence, insertSuppression, insertTemplate, type RunRow, sql } from './support/factories';

const SECRET = 'e2e-unsubscribe-secret-0123456789';

interface Envelope {
  success: boolean;
  error_code?: string;
  items?: { id: string; email: string; source: string; reason: string | null; created_by: string }[];
  item?: { id: string; email: string; source: string; removed_at: string | null; removed_reason: string | null };
  page?: number;
  total?: number;
}

describe('Unsubscribe links and the suppression list', () => {
  let t: TestApp;
  let db: DataSource;
  const bearer: Record<'staff' | 'admin', Record<string, string>> = { staff: {}, admin: {} };
  let sequenceId = '';
  let n = 0;

  const api = async (method: string, path: string, body?: unknown, who: 'staff' | 'admin' = 'admin'): Promise<{ status: number; body: Envelope }> => {
    const response = await fetch(`${t.url}${path}`, { method, headers: { 'content-type': 'application/json', ...bearer[who] }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Envelope };
  };
  const contact = async (fields: ContactFields = {}): Promise<{ id: string; email: string }> => {
    n += 1;
    const created = await insertContact(db, { email: `unsub${n}@example.com`, first_name: 'Ann', last_name: `Lee ${n}`, consent_status: 'opted_in', ...fields });
    return { id: created.id, email: created.email! };
  };
  const run = async (contactId: string, status: RunRow['status'] = 'active'): Promise<string> =>
    (await insertRun(db, { sequence_id: sequenceId, contact_id: contactId, status, next_run_at: sql("now() + interval '1 hour'") })).id;
  const link = (contactId: string, runId: string): string => unsubscribeUrl(t.url, contactId, runId, SECRET);

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api', MAIL_REPLY_TOKEN_SECRET: SECRET });
    db = t.app.get(DataSource);
    for (const who of ['staff', 'admin'] as const) {
      const token = await t.app.get(ApiTokenService).create({ email: `${who}.suppress@movingco.example`, days: 1, ...(who === 'admin' ? { role: UserRole.Admin } : {}) });
      bearer[who] = { authorization: `Bearer ${token.token}` };
    }
    ({ id: sequenceId } = await insertSequence(db, { name: 'Unsubscribe e2e' }));
  });
  afterAll(() => t.close());

  it('GET shows a confirmation page without a session, naming the company and not the contact, under a strict CSP', async () => {
    const who = await contact();
    const runId = await run(who.id);
    const response = await fetch(link(who.id, runId));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(html).toContain('Lead Automation Movers');
    expect(html).toContain('<form method="post">');
    expect(html).not.toContain(who.email);
    expect(html).not.toContain('Ann');
    const [state] = (await db.query(`SELECT consent_status, unsubscribed_at FROM contacts WHERE id = $1`, [who.id])) as { consent_status: string; unsubscribed_at: Date | null }[];
    expect(state).toEqual({ consent_status: 'opted_in', unsubscribed_at: null });
  });

  it('POST one-click (cross-site, no session, no CSRF token) unsubscribes: opted out, ledger row, live runs ended; a second POST changes nothing', async () => {
    const who = await contact({ email: `Mixed.Case${n}@Example.com` });
    const { id: opportunityId } = await insertOpportunity(db, { tracking_number: `UNSUB-${n}`, contact_id: who.id });
    const active = await run(who.id, 'active');
    const other = await insertSequence(db, { name: 'Second' });
    const { id: paused } = await insertRun(db, { sequence_id: other.id, contact_id: who.id, status: 'paused' });
    const post = () => fetch(link(who.id, active), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net', 'sec-fetch-site': 'cross-site' },
      body: 'List-Unsubscribe=One-Click',
    });
    const first = await post();
    const firstHtml = await first.text();
    expect(first.status).toBe(200);
    expect(firstHtml).toContain('You are unsubscribed');
    const [state] = (await db.query(`SELECT consent_status, unsubscribed_at IS NOT NULL AS unsubscribed FROM contacts WHERE id = $1`, [who.id])) as { consent_status: string; unsubscribed: boolean }[];
    expect(state).toEqual({ consent_status: 'opted_out', unsubscribed: true });
    const runs = (await db.query(`SELECT id, status, end_reason FROM sequence_enrollments WHERE contact_id = $1 ORDER BY id`, [who.id])) as { id: string; status: string; end_reason: string }[];
    expect(runs.map((r) => [r.status, r.end_reason])).toEqual([['canceled', 'unsubscribed'], ['canceled', 'unsubscribed']]);
    expect(runs.map((r) => r.id).sort()).toEqual([active, paused].sort());
    const events = (await db.query(`SELECT payload FROM outbox_events WHERE event_type = 'sequence_run.ended' AND payload->>'enrollmentId' = ANY($1::text[])`, [[active, paused]])) as { payload: { reason: string } }[];
    expect(events.map((e) => e.payload.reason)).toEqual(['unsubscribed', 'unsubscribed']);
    const lines = (await db.query(`SELECT detail FROM opportunity_activity WHERE opportunity_id = $1 AND kind = 'sequence_run_ended'`, [opportunityId])) as { detail: string }[];
    expect(lines.map((l) => l.detail)).toEqual(['The contact unsubscribed', 'The contact unsubscribed']);

    const second = await post();
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstHtml);
    const ledger = (await db.query(`SELECT email, source, contact_id, created_by, removed_at FROM suppressions WHERE contact_id = $1`, [who.id])) as Record<string, unknown>[];
    expect(ledger).toEqual([{ email: who.email.toLowerCase(), source: 'unsubscribe', contact_id: who.id, created_by: 'recipient', removed_at: null }]);
    expect(await (await fetch(link(who.id, active))).text()).toContain('You are unsubscribed');
  });

  it('accepts the one-click POST as multipart/form-data too (RFC 8058 allows either encoding)', async () => {
    const who = await contact();
    const runId = await run(who.id);
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    const response = await fetch(link(who.id, runId), { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('You are unsubscribed');
    const [state] = (await db.query(`SELECT consent_status FROM contacts WHERE id = $1`, [who.id])) as { consent_status: string }[];
    expect(state.consent_status).toBe('opted_out');
    const [ended] = (await db.query(`SELECT status, end_reason FROM sequence_enrollments WHERE id = $1`, [runId])) as { status: string; end_reason: string }[];
    expect(ended).toEqual({ status: 'canceled', end_reason: 'unsubscribed' });
  });

  it('a bad token answers 400 with a page that names nothing, for GET and POST, and changes nothing', async () => {
    const who = await contact();
    const runId = await run(who.id);
    const good = link(who.id, runId);
    const token = good.split('/').pop() as string;
    const tampered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    for (const url of [`${t.url}/unsubscribe/${tampered}`, `${t.url}/unsubscribe/garbage`, unsubscribeUrl(t.url, who.id, runId, 'another-secret-0123456789')]) {
      for (const method of ['GET', 'POST']) {
        const response = await fetch(url, { method, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined });
        const html = await response.text();
        expect(response.status).toBe(400);
        expect(html).toContain('Link not valid');
        expect(html).not.toContain(who.email);
        expect(html).not.toContain(who.id);
        expect(html).not.toContain('<form');
      }
    }
    const [state] = (await db.query(`SELECT consent_status FROM contacts WHERE id = $1`, [who.id])) as { consent_status: string }[];
    expect(state.consent_status).toBe('opted_in');
    expect(await db.query(`SELECT 1 FROM suppressions WHERE contact_id = $1`, [who.id])).toEqual([]);
  });

  it('a valid signature for a contact that does not exist is the same 400 page', async () => {
    const response = await fetch(unsubscribeUrl(t.url, '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', SECRET), { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Link not valid');
  });

  describe('the suppressions API', () => {
    it('keeps the list for admins (OPS_FOR_ALL off): staff may not list, add or remove; admins list, search, add, and remove with a reason', async () => {
      const who = await contact();
      expect((await api('POST', '/api/suppressions', { email: who.email, reason: 'Asked by phone' }, 'staff')).status).toBe(403);
      const added = await api('POST', '/api/suppressions', { email: `  ${who.email.toUpperCase()} `, reason: 'Asked by phone' });
      expect(added.status).toBe(201);
      expect(added.body.item).toMatchObject({ email: who.email, source: 'manual', removed_at: null });
      const id = added.body.item?.id as string;
      const [flagged] = (await db.query(`SELECT consent_status FROM contacts WHERE id = $1`, [who.id])) as { consent_status: string }[];
      expect(flagged.consent_status).toBe('opted_out');
      const again = await api('POST', '/api/suppressions', { email: who.email, reason: 'Twice' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ success: false, error_code: 'SUPPRESSION_ALREADY_ACTIVE' });

      expect((await api('GET', '/api/suppressions', undefined, 'staff')).status).toBe(403);
      const listed = await api('GET', `/api/suppressions?q=${encodeURIComponent(who.email.slice(0, 8))}&page=1&limit=10`);
      expect(listed.status).toBe(200);
      expect(listed.body).toMatchObject({ success: true, page: 1, total: 1 });
      expect(listed.body.items?.map((i) => i.email)).toEqual([who.email]);
      expect((await api('GET', '/api/suppressions?q=nobody-matches-this')).body).toMatchObject({ success: true, items: [], total: 0 });

      expect((await api('DELETE', `/api/suppressions/${id}`, { reason: 'Mistake' }, 'staff')).status).toBe(403);
      const noReason = await api('DELETE', `/api/suppressions/${id}`, {});
      expect(noReason.status).toBe(400);
      expect(noReason.body.success).toBe(false);
      const removed = await api('DELETE', `/api/suppressions/${id}`, { reason: 'Added by mistake' });
      expect(removed.status).toBe(200);
      expect(removed.body.item).toMatchObject({ id, removed_reason: 'Added by mistake' });
      const [cleared] = (await db.query(`SELECT consent_status FROM contacts WHERE id = $1`, [who.id])) as { consent_status: string }[];
      expect(cleared.consent_status).toBe('unknown');
      expect((await api('DELETE', `/api/suppressions/${id}`, { reason: 'Again' })).body.error_code).toBe('SUPPRESSION_ALREADY_REMOVED');
      expect((await api('DELETE', '/api/suppressions/00000000-0000-4000-8000-000000000009', { reason: 'x' })).status).toBe(404);
      expect((await api('GET', '/api/suppressions?q=' + encodeURIComponent(who.email))).body.total).toBe(0);
    });

    it('answers 400 for a bad email, a missing reason or a bad page, and 401 without a session', async () => {
      for (const body of [{ email: 'not-an-email', reason: 'x' }, { email: 'ok@example.com' }, { email: 'ok@example.com', reason: '   ' }, { reason: 'x' }]) {
        const answer = await api('POST', '/api/suppressions', body);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ success: false });
      }
      expect((await api('GET', '/api/suppressions?page=0')).status).toBe(400);
      expect((await fetch(`${t.url}/api/suppressions`)).status).toBe(401);
    });
  });

  it('manual assignment skips an address on the list even when its contact carries no flag', async () => {
    const { id: templateId } = await insertTemplate(db, { name: 'Quote', subject: 'Your quote' });
    const seq = (await api('POST', '/api/sequences', { name: 'Suppressed assign' }, 'staff')) as unknown as { body: { sequence: { id: string } } };
    const seqId = seq.body.sequence.id;
    expect((await api('PUT', `/api/sequences/${seqId}/steps/v3`, { steps: [{ template_id: templateId, delay_seconds: 3600 }] }, 'staff')).status).toBe(200);
    const listed = await contact();
    const clean = await contact();
    await insertSuppression(db, { email: listed.email, source: 'hard_bounce', reason: 'Before the contact existed', created_by: 'system' });
    const answer = (await api('POST', `/api/enrollment/sequences/${seqId}/manual-assign`, { contact_ids: [listed.id, clean.id] }, 'staff')) as unknown as {
      status: number; body: { assigned_count: number; skippedReasons: { contacts: { contact_id: string; reason: string }[] } };
    };
    expect(answer.status).toBe(200);
    expect(answer.body.assigned_count).toBe(1);
    expect(answer.body.skippedReasons.contacts).toEqual([{ contact_id: listed.id, reason: 'bounced' }]);
  });
});

describe('The rule runner and the suppression list', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp({ RULE_RUNNER_EVERY_MS: '3600000', SEQUENCE_ADVANCER_EVERY_MS: '3600000' });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('never enrolls an address with an active entry, whatever the contact columns say; a removed entry no longer counts', async () => {
    const { id: templateId } = await insertTemplate(db, { name: 'Runner', subject: 'Hi' });
    const { id: sequenceId } = await insertSequence(db, { name: 'Suppressed runner' }, [{ template_id: templateId, delay_seconds: 3600 }]);
    const { id: ruleId } = await insertRule(db, {
      sequence_id: sequenceId, name: 'Suppressed rule', start_date: '2020-01-01', include_future: false, timezone: 'UTC',
      criteria_json: { filters: [{ field: 'origin_state', op: 'eq', value: 'SQ' }], exclusions: [] },
      caps_json: { daily_org_limit: 1000, daily_sequence_limit: 100 }, send_window_json: { days: [1, 2, 3, 4, 5], start_hour: 8, end_hour: 18 },
    });
    const threeDaysAgo = sql("now() - interval '3 days'");
    await insertContacts(db, [
      { first_name: 'Kept', email: 'kept.sq@example.com', origin_state: 'SQ', created_at: threeDaysAgo, first_seen_at: threeDaysAgo },
      { first_name: 'Listed', email: 'Listed.SQ@Example.com', origin_state: 'SQ', created_at: threeDaysAgo, first_seen_at: threeDaysAgo },
      { first_name: 'Lifted', email: 'lifted.sq@example.com', origin_state: 'SQ', created_at: threeDaysAgo, first_seen_at: threeDaysAgo },
    ]);
    await insertSuppression(db, { email: 'listed.sq@example.com', source: 'complaint', created_by: 'system' });
    await insertSuppression(db, { email: 'lifted.sq@example.com', source: 'manual', created_by: 'admin', removed_at: sql('now()'), removed_by: 'admin', removed_reason: 'Mistake' });
    await db.query(`UPDATE enrollment_rules SET status = 'active' WHERE id = $1`, [ruleId]);
    expect((await t.app.get(RuleRunnerService).runOnce(new Date('2026-06-03T12:00:00Z'))).failed).toBe(0);
    const rows = (await db.query(
      `SELECT c.first_name FROM sequence_enrollments e JOIN contacts c ON c.id = e.contact_id WHERE e.sequence_id = $1 ORDER BY c.first_name`, [sequenceId],
    )) as { first_name: string }[];
    expect(rows.map((r) => r.first_name)).toEqual(['Kept', 'Lifted']);
  });
});

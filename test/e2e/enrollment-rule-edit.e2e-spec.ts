import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertTemplate } from './support/factories';

interface Answer {
  success: boolean;
  rule: Record<string, unknown> & { id: string; status: string; eligible_count: number | null };
  error_code?: string;
  message?: string;
  error?: string;
  status?: string;
  details?: string[];
}

/** Editing a draft or paused rule: same checks as create, owner or admin, 409 once started or ended, History in words. */
describe('Enrollment rules: edit (PUT / PATCH /api/enrollment/rules/{ruleId})', () => {
  let t: TestApp;
  let db: DataSource;
  const tokens: Record<'admin' | 'owner' | 'other', string> = { admin: '', owner: '', other: '' };
  let sequenceId = '';

  const call = async (who: keyof typeof tokens, method: string, path: string, body?: unknown): Promise<{ status: number; body: Answer }> => {
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Answer };
  };
  const newRule = async (fields: Record<string, unknown> = {}): Promise<Answer['rule']> => {
    const created = await call('owner', 'POST', '/api/enrollment/rules', { sequence_id: sequenceId, name: 'Spring', start_date: '2026-03-01', ...fields });
    expect(created.status).toBe(201);
    return created.body.rule;
  };
  const history = async (): Promise<{ type: string; summary: string; details: Record<string, unknown> }[]> =>
    db.query(`SELECT type, summary, details FROM sequence_events WHERE sequence_id = $1 AND type = 'updated' ORDER BY created_at`, [sequenceId]);

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    const mint = async (email: string, role: UserRole): Promise<string> => (await t.app.get(ApiTokenService).create({ email, role, days: 1 })).token;
    tokens.admin = await mint('edit.admin@movingco.example', UserRole.Admin);
    tokens.owner = await mint('edit.owner@movingco.example', UserRole.Staff);
    tokens.other = await mint('edit.other@movingco.example', UserRole.Staff);
    const { id: templateId } = await insertTemplate(db, { name: 'Hello', subject: 'Hi' });
    const sequence = await call('owner', 'POST', '/api/sequences', { name: 'Edit rules' });
    sequenceId = (sequence.body as unknown as { id: string }).id;
    expect((await call('owner', 'PUT', `/api/sequences/${sequenceId}/steps/v3`, { steps: [{ template_id: templateId }] })).status).toBe(200);
  });
  afterAll(() => t.close());

  it('should replace every field the create dialog sets on a draft and answer the rule', async () => {
    const rule = await newRule();
    const edited = await call('owner', 'PUT', `/api/enrollment/rules/${rule.id}`, {
      name: 'Autumn', description: 'Web leads', date_field: 'first_seen_at', start_date: '2026-09-01', end_date: '2026-10-31',
      include_future: true, timezone: 'America/Chicago', caps_json: { daily_org_limit: 500, daily_sequence_limit: 2 },
      send_window_json: { days: [1, 3, 5], start_hour: 9, end_hour: 17 },
      criteria_json: { filters: [{ field: 'lead_source', op: 'in', value: ['web_form', 'email'] }], exclusions: ['bounced'] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      success: true,
      rule: {
        id: rule.id, status: 'draft', name: 'Autumn', description: 'Web leads', date_field: 'first_seen_at', start_date: '2026-09-01',
        end_date: '2026-10-31', include_future: true, timezone: 'America/Chicago', caps_json: { daily_org_limit: 500, daily_sequence_limit: 2 },
        send_window_json: { days: [1, 3, 5], start_hour: 9, end_hour: 17 },
        criteria_json: { filters: [{ field: 'lead_source', op: 'in', value: ['web_form', 'email'] }], exclusions: ['bounced'] },
      },
    });
    const listed = await call('other', 'GET', `/api/enrollment/sequences/${sequenceId}/rules`);
    expect((listed.body as unknown as { rules: { id: string; name: string }[] }).rules.find((r) => r.id === rule.id)?.name).toBe('Autumn');
  });

  it('should write what changed to the History in words (labels, old → new), not field names', async () => {
    await db.query(`DELETE FROM sequence_events WHERE sequence_id = $1`, [sequenceId]);
    const rule = await newRule({ name: 'Caps' });
    expect((await call('owner', 'PATCH', `/api/enrollment/rules/${rule.id}`, { caps_json: { daily_sequence_limit: 50 }, timezone: 'Europe/Paris', date_field: 'first_seen_at' })).status).toBe(200);
    const events = await history();
    expect(events).toHaveLength(1);
    expect(events[0].summary).toBe(
      'Rule "Caps" edited: Date field Contact created → First seen; Daily sequence cap 100 → 50; Timezone UTC → Europe/Paris',
    );
    expect(events[0].summary).not.toMatch(/_/);
    expect(events[0].details).toMatchObject({ rule_id: rule.id, changes: [{ field: 'Date field', from: 'Contact created', to: 'First seen' }, { field: 'Daily sequence cap', from: '100', to: '50' }, { field: 'Timezone', from: 'UTC', to: 'Europe/Paris' }] });
    // Criteria read as sentences.
    await call('owner', 'PATCH', `/api/enrollment/rules/${rule.id}`, { criteria_json: { filters: [{ field: 'lead_score', op: 'gte', value: 50 }], exclusions: [] } });
    expect((await history())[1].summary).toBe('Rule "Caps" edited: Criteria everyone → Lead score at least 50');
    // Nothing changed: no History line.
    expect((await call('owner', 'PATCH', `/api/enrollment/rules/${rule.id}`, { name: 'Caps' })).status).toBe(200);
    expect(await history()).toHaveLength(2);
  });

  it('should check an edit like a new rule: 400 with every problem, nothing changed', async () => {
    const rule = await newRule({ name: 'Checked' });
    const blank = await call('owner', 'PATCH', `/api/enrollment/rules/${rule.id}`, { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ success: false, error_code: 'VALIDATION_FAILED', message: 'Name and start date are required' });
    const bad = await call('owner', 'PUT', `/api/enrollment/rules/${rule.id}`, {
      end_date: '2026-02-01', timezone: 'Mars/Base', caps_json: { daily_org_limit: 0 }, send_window_json: { days: [8] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, error_code: 'VALIDATION_FAILED' });
    expect(bad.body.error).toBe(bad.body.message);
    expect(bad.body.details).toEqual(expect.arrayContaining([
      'end_date must not be before start_date', 'Unknown timezone "Mars/Base"', 'caps_json.daily_org_limit must be a whole number from 1 to 1000000',
    ]));
    const criteria = await call('owner', 'PATCH', `/api/enrollment/rules/${rule.id}`, { criteria_json: { filters: [{ field: 'shoe_size', op: 'eq', value: 9 }] } });
    expect(criteria).toMatchObject({ status: 400, body: { success: false, error_code: 'CRITERIA_INVALID' } });
    const typed = await call('owner', 'PATCH', `/api/enrollment/rules/${rule.id}`, { include_future: 'yes', sequence_id: sequenceId });
    expect(typed.status).toBe(400);
    expect(typed.body.success).toBe(false);
    const [stored] = (await db.query(`SELECT name, timezone, end_date FROM enrollment_rules WHERE id = $1`, [rule.id])) as { name: string; timezone: string; end_date: string | null }[];
    expect(stored).toEqual({ name: 'Checked', timezone: 'UTC', end_date: null });
  });

  it("should refuse an active rule with 409 'Pause the rule to edit it', edit it once paused, and refuse a stopped one", async () => {
    const rule = await newRule({ name: 'Running' });
    expect((await call('owner', 'POST', `/api/enrollment/rules/${rule.id}/start`)).status).toBe(200);
    const active = await call('owner', 'PUT', `/api/enrollment/rules/${rule.id}`, { name: 'Renamed' });
    expect(active.status).toBe(409);
    expect(active.body).toMatchObject({ success: false, error_code: 'RULE_NOT_EDITABLE', message: 'Pause the rule to edit it', error: 'Pause the rule to edit it', status: 'active' });
    expect((await call('owner', 'POST', `/api/enrollment/rules/${rule.id}/pause`)).status).toBe(200);
    const paused = await call('owner', 'PATCH', `/api/enrollment/rules/${rule.id}`, { name: 'Renamed' });
    expect(paused.status).toBe(200);
    expect(paused.body.rule).toMatchObject({ name: 'Renamed', status: 'paused' });
    expect((await call('owner', 'POST', `/api/enrollment/rules/${rule.id}/stop`)).status).toBe(200);
    const stopped = await call('owner', 'PATCH', `/api/enrollment/rules/${rule.id}`, { name: 'Again' });
    expect(stopped.status).toBe(409);
    expect(stopped.body).toMatchObject({ success: false, error_code: 'RULE_NOT_EDITABLE', status: 'stopped' });
  });

  it('should let only the sequence owner or an admin edit (403 otherwise), forget a stale preview total, and 404 an unknown rule', async () => {
    const rule = await newRule({ name: 'Owned' });
    const denied = await call('other', 'PATCH', `/api/enrollment/rules/${rule.id}`, { name: 'Mine' });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ success: false, error_code: 'FORBIDDEN' });
    await db.query(`UPDATE enrollment_rules SET preview_total = 7, previewed_at = now() WHERE id = $1`, [rule.id]);
    const renamed = await call('admin', 'PATCH', `/api/enrollment/rules/${rule.id}`, { name: 'Owned by admin edit' });
    expect(renamed.body.rule).toMatchObject({ name: 'Owned by admin edit', eligible_count: 7 });
    const moved = await call('admin', 'PATCH', `/api/enrollment/rules/${rule.id}`, { start_date: '2026-04-01' });
    expect(moved.body.rule.eligible_count).toBeNull();
    expect((await call('owner', 'PATCH', '/api/enrollment/rules/00000000-0000-4000-8000-000000000000', { name: 'x' })).status).toBe(404);
  });
});

import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { RuleRunnerService } from 'src/modules/enrollment/runner/rule-runner.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertRule, insertSequence, insertTemplate } from './support/factories';
import { leadApi } from './support/lead-api';

/**
 * What happens to a possible duplicate after it is found: it says which lead site it came from, it is given to the
 * earlier lead's assignee (unless staff chose one), its timeline says so, no rule starts a sequence for a contact whose
 * only leads are duplicates (until staff say "not a duplicate"), and the dashboard counts them.
 */
describe('Duplicate leads: provider, routing, sequences, dashboard', () => {
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string> = {};

  const { send, post, json: get } = leadApi(() => ({ url: t.url, headers: bearer }));
  const leadEmail = (from: string, tracking: string, name: string, email: string): string => [
    `From: Lead Desk <${from}>`, 'To: leads@movingco.example', `Subject: New moving lead ${tracking}`,
    `Message-ID: <${tracking}.${Math.random()}@mail.example>`, 'Date: Sat, 28 Nov 2026 09:00:00 -0500', 'Content-Type: text/plain', '',
    `Tracking #: ${tracking}`, `Name: ${name}`, `Email: ${email}`, 'Phone: (737) 201-4455', 'Move Date: 07/15/2027', 'From: 8 Pine St, Austin, TX 78702', '',
  ].join('\r\n');
  const detail = (tracking: string) => get<{ opportunity: Record<string, unknown> }>(`/api/opportunities/by-tracking/${tracking}`);
  const activity = async (id: string): Promise<{ kind: string; title: string; detail: string | null; actor: string | null }[]> =>
    (await get<{ data: { kind: string; title: string; detail: string | null; actor: string | null }[] }>(`/api/opportunities/${id}/activity`)).data;

  beforeAll(async () => {
    t = await startTestApp({ RULE_RUNNER_EVERY_MS: '3600000' });
    db = t.app.get(DataSource);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'routing.bot@movingco.example', days: 1 })).token}` };
  });
  afterAll(() => t.close());

  it('should name the lead site of an email lead from its sender and of an API lead from its provider field', async () => {
    const response = await fetch(`${t.url}/api/leads/inbound-email`, {
      method: 'POST', headers: { ...bearer, 'content-type': 'message/rfc822' }, body: leadEmail('leads@mail.hireahelper.com', 'HAH-5001', 'Dana Reyes', 'dana.reyes@home.example'),
    });
    expect(response.status).toBeLessThan(300);
    expect((await detail('HAH-5001')).opportunity).toMatchObject({ lead_provider: 'HireAHelper', lead_source: 'email', possible_duplicate: false });

    await post({ tracking_number: 'UNP-5002', provider: '  Unpakt ', customer_name: 'Someone Else', customer_email: 'else@home.example' });
    expect((await detail('UNP-5002')).opportunity).toMatchObject({ lead_provider: 'Unpakt', lead_source: 'web_form' });
    const tooLong = await send('/api/leads', { tracking_number: 'UNP-5003', provider: 'x'.repeat(81), customer_name: 'Long Name' });
    expect(tooLong.status).toBe(400);
  });

  it('should give a duplicate to the earlier lead\'s assignee and say so on its timeline, but keep the assignee staff chose', async () => {
    const earlier = await post({ tracking_number: 'MOV-6001', provider: 'Moving.com', customer_name: 'Priya Natarajan', customer_email: 'priya.n@home.example', customer_phone: '(737) 482-2211' });
    await db.query(`UPDATE opportunities SET assignee = 'agent.kim@movingco.example' WHERE id = $1`, [earlier]);
    const duplicate = await post({ tracking_number: 'HAH-6002', provider: 'HireAHelper', customer_name: 'Priya N', customer_phone: '737-482-2211' });

    expect((await detail('HAH-6002')).opportunity).toMatchObject({ assignee: 'agent.kim@movingco.example', possible_duplicate: true, lead_provider: 'HireAHelper' });
    expect(await activity(duplicate)).toContainEqual(expect.objectContaining({
      kind: 'duplicate_found', title: 'Possible duplicate of MOV-6001',
      detail: 'Matched on same phone. Given to agent.kim@movingco.example, who has the earlier lead; no automatic sequence starts for it.',
    }));
    const related = await get<{ duplicates: Record<string, unknown>[] }>(`/api/opportunities/${duplicate}/duplicates`);
    expect(related.duplicates).toEqual([expect.objectContaining({ tracking_number: 'MOV-6001', lead_provider: 'Moving.com', lead_status: 'new', assignee: 'agent.kim@movingco.example', earlier: true })]);

    // Staff entering a lead by hand keep it (their own name, or the assignee they picked).
    const manual = await send('/api/opportunities', { lead_source: 'inbound_call', customer_name: 'Priya Natarajan', customer_phone: '737 482 2211', assignee: 'agent.lee@movingco.example' });
    expect(manual.status).toBe(201);
    const manualId = ((await manual.json()) as { opportunity_id: string }).opportunity_id;
    expect((await db.query(`SELECT assignee, duplicate_state FROM opportunities WHERE id = $1`, [manualId]))).toEqual([{ assignee: 'agent.lee@movingco.example', duplicate_state: 'possible' }]);
    expect((await activity(manualId)).find((item) => item.kind === 'duplicate_found')?.detail).toBe('Matched on same phone.');
  });

  it('should start no rule sequence for a contact whose only leads are duplicates, until staff say "not a duplicate"', async () => {
    const { id: templateId } = await insertTemplate(db, { name: 'Routing template', subject: 'Your move' });
    const { id: sequenceId } = await insertSequence(db, { name: 'Routing nurture', state: 'active', is_active: true }, [{ template_id: templateId, delay_seconds: 0 }]);
    const { id: ruleId } = await insertRule(db, {
      sequence_id: sequenceId, name: 'Routing rule', start_date: '2020-01-01', include_future: true,
      criteria_json: { filters: [{ field: 'origin_state', op: 'eq', value: 'WY' }], exclusions: [] },
      caps_json: { daily_org_limit: 1000, daily_sequence_limit: 1000 }, send_window_json: { days: [1, 2, 3, 4, 5, 6, 7], start_hour: 0, end_hour: 24 }, timezone: 'UTC',
    });
    await db.query(`UPDATE enrollment_rules SET status = 'active' WHERE id = $1`, [ruleId]);
    // The same family twice through two sites with two addresses and no shared phone: the second lead makes a second
    // contact (contacts are matched by email, then phone), paired by name, move date and origin ZIP.
    await post({ tracking_number: 'WY-1', customer_name: 'Tom Baker', customer_email: 'tom.baker@home.example', customer_phone: '(307) 482-7781', move_date: '2027-05-10', origin_address: '1 Main St, Casper, WY 82601' });
    const second = await post({ tracking_number: 'WY-2', customer_name: 'Thomas Baker', customer_email: 'tbaker@work.example', move_date: '2027-05-11', origin_address: '1 Main St, Casper, WY 82601' });
    const enrolled = async (): Promise<string[]> =>
      ((await db.query(`SELECT c.email FROM sequence_enrollments e JOIN contacts c ON c.id = e.contact_id WHERE e.sequence_id = $1 ORDER BY c.email`, [sequenceId])) as { email: string }[])
        .map((row) => row.email);

    await t.app.get(RuleRunnerService).runOnce(new Date());
    expect(await enrolled()).toEqual(['tom.baker@home.example']);

    const [{ pair_id }] = (await get<{ duplicates: { pair_id: string }[] }>(`/api/opportunities/${second}/duplicates`)).duplicates;
    expect((await send(`/api/opportunities/duplicates/${pair_id}/not-duplicate`, {})).status).toBe(200);
    expect(await activity(second)).toContainEqual(expect.objectContaining({ kind: 'duplicate_dismissed', title: 'Not a duplicate of WY-1', actor: 'routing.bot@movingco.example' }));
    await t.app.get(RuleRunnerService).runOnce(new Date());
    expect(await enrolled()).toEqual(['tbaker@work.example', 'tom.baker@home.example']);
  });

  it('should count the new and the undecided possible duplicates on the dashboard', async () => {
    const open = Number(((await db.query(`SELECT count(*)::int AS n FROM opportunities WHERE duplicate_state = 'possible'`)) as { n: number }[])[0].n);
    const found = Number(((await db.query(`SELECT count(DISTINCT opportunity_id)::int AS n FROM opportunity_duplicates`)) as { n: number }[])[0].n);
    expect(open).toBeGreaterThan(0);
    expect(found).toBeGreaterThan(open);
    const summary = await get<{ data: { last24h: { duplicates: number }; duplicates_open: number; duplicates_open_exact: boolean } }>('/api/dashboard/summary');
    expect(summary.data).toMatchObject({ last24h: expect.objectContaining({ duplicates: found }), duplicates_open: open, duplicates_open_exact: true });
    await db.query(`UPDATE opportunity_duplicates SET created_at = now() - interval '2 days'`);
    expect((await get<{ data: { last24h: { duplicates: number } } }>('/api/dashboard/summary')).data.last24h.duplicates).toBe(0);
  });
});

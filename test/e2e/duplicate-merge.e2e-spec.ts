import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { MergedRunsService } from 'src/modules/runs/merged/merged-runs.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertSequence, insertTemplate } from './support/factories';
import { leadApi } from './support/lead-api';

interface Related {
  pair_id: string;
  tracking_number: string;
  status: string;
  merge: { merge_id: string; primary: 'this' | 'other'; undo_until: string; undoable: boolean } | null;
}

/**
 * Merging duplicate leads: one primary, the other a read-only linked duplicate whose timeline and calls show on the
 * primary; the primary's blanks filled (never a field staff edited); the merged contact's runs in sequences the
 * primary's contact also runs end; undoable for a day, then final.
 */
describe('Duplicate leads: merge and undo', () => {
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string> = {};

  const { send, post, json: get } = leadApi(() => ({ url: t.url, headers: bearer }));
  const detail = async (tracking: string) => (await get<{ opportunity: Record<string, unknown> }>(`/api/opportunities/by-tracking/${tracking}`)).opportunity;
  const related = async (id: string) => (await get<{ duplicates: Related[] }>(`/api/opportunities/${id}/duplicates`)).duplicates;
  const titles = async (id: string) => (await get<{ data: { title: string }[] }>(`/api/opportunities/${id}/activity`)).data.map((item) => item.title);

  beforeAll(async () => {
    t = await startTestApp({});
    db = t.app.get(DataSource);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'merge.bot@movingco.example', days: 1 })).token}` };
  });
  afterAll(() => t.close());

  it('should keep the earlier lead, fill its blanks (not a field staff edited), link the other read-only and show its calls', async () => {
    const earlier = await post({ tracking_number: 'MOV-7001', provider: 'Moving.com', customer_name: 'Carla Diaz', customer_email: 'carla.diaz@home.example' });
    // Staff cleared the earlier lead's move date on purpose: theirs, never filled.
    expect((await send(`/api/opportunities/${earlier}`, { move_date: '2027-08-01' }, 'PUT')).status).toBeLessThan(300);
    expect((await send(`/api/opportunities/${earlier}`, { move_date: '' }, 'PUT')).status).toBeLessThan(300);
    const newer = await post({
      tracking_number: 'HAH-7002', provider: 'HireAHelper', customer_name: 'Carla Diaz', customer_email: 'Carla.Diaz@home.example', customer_phone: '(512) 444-1212',
      move_date: '2027-08-14', origin_address: '9 Lake Rd, Austin, TX 78703',
    });
    expect((await send('/api/record-call-outcome', { opportunity_id: newer, agent: 'Kim Agent', phone_number: '(512) 444-1212', outcome: 'no_answer' })).status).toBeLessThan(300);
    const [pair] = await related(newer);

    const merged = await send(`/api/opportunities/duplicates/${pair.pair_id}/merge`, {});
    expect(merged.status).toBe(200);
    const outcome = (await merged.json()) as { merge_id: string; primary_id: string; merged_id: string; filled: string[]; undo_until: string };
    expect(outcome).toMatchObject({ success: true, primary_id: earlier, merged_id: newer });
    expect(outcome.filled.sort()).toEqual(['customerPhone', 'originAddress', 'originCity', 'originState', 'originStreet', 'originZip']);

    expect(await detail('MOV-7001')).toMatchObject({ customer_phone: '+15124441212', origin_address: '9 Lake Rd, Austin, TX 78703', move_date: null, merged_into_id: null, possible_duplicate: false });
    expect(await detail('HAH-7002')).toMatchObject({ merged_into_id: earlier, merged_into_tracking: 'MOV-7001', possible_duplicate: false });
    const edit = await send(`/api/opportunities/${newer}`, { customer: 'Carla D.' }, 'PUT');
    expect(edit.status).toBe(409);
    expect(await edit.json()).toMatchObject({ success: false, error_code: 'OPPORTUNITY_ALREADY_MERGED' });
    // Its CRM record follows the primary's: never re-queued on its own, and the list says it is merged.
    const requeue = await send('/api/hubspot/requeue', { tracking: 'HAH-7002' });
    expect(requeue.status).toBe(409);
    expect(await requeue.json()).toMatchObject({ success: false, error_code: 'OPPORTUNITY_ALREADY_MERGED' });
    const listed = await get<{ items: { q2g_tracking_number: string; raw: { merged: boolean } }[] }>('/api/opportunities?search=Carla&per_page=10');
    expect(listed.items.map((item) => [item.q2g_tracking_number, item.raw.merged]).sort()).toEqual([['HAH-7002', true], ['MOV-7001', false]]);

    expect(await titles(earlier)).toEqual(expect.arrayContaining(['Merged HAH-7002 into this lead', 'Call: No answer (merged lead HAH-7002)', 'Lead created (merged lead HAH-7002)']));
    expect(await get<{ outcome: string }[]>(`/api/call-history/${earlier}`)).toEqual([expect.objectContaining({ outcome: 'no_answer', customer_service_agent: 'Kim Agent' })]);
    expect(await related(earlier)).toEqual([expect.objectContaining({ tracking_number: 'HAH-7002', status: 'merged', merge: expect.objectContaining({ merge_id: outcome.merge_id, primary: 'this', undoable: true }) })]);
    // Merging again answers the same merge.
    expect(((await (await send(`/api/opportunities/duplicates/${pair.pair_id}/merge`, {})).json()) as { merge_id: string }).merge_id).toBe(outcome.merge_id);

    const undo = await send(`/api/opportunities/merges/${outcome.merge_id}/undo`, {});
    expect(undo.status).toBe(200);
    expect(await undo.json()).toEqual({ success: true, merge_id: outcome.merge_id, undone: true });
    expect(await detail('MOV-7001')).toMatchObject({ customer_phone: null, origin_address: null });
    expect(await detail('HAH-7002')).toMatchObject({ merged_into_id: null, possible_duplicate: true });
    expect(await titles(earlier)).not.toContain('Call: No answer (merged lead HAH-7002)');
    expect((await related(newer))[0]).toMatchObject({ status: 'open', merge: null });
  });

  it('should refuse to merge a pair marked "not a duplicate", and to undo a merge older than a day', async () => {
    await post({ tracking_number: 'MOV-8001', customer_name: 'Dev Patel', customer_email: 'dev.patel@home.example' });
    const second = await post({ tracking_number: 'HAH-8002', customer_name: 'Dev Patel', customer_email: 'dev.patel@home.example' });
    const third = await post({ tracking_number: 'UNP-8003', customer_name: 'Dev Patel', customer_email: 'dev.patel@home.example' });
    const [dismissed] = await related(second);
    await send(`/api/opportunities/duplicates/${dismissed.pair_id}/not-duplicate`, {});
    const refused = await send(`/api/opportunities/duplicates/${dismissed.pair_id}/merge`, {});
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error_code: 'DUPLICATE_PAIR_ALREADY_DECIDED' });

    const pair = (await related(third)).find((item) => item.tracking_number === 'MOV-8001') as Related;
    const { merge_id } = (await (await send(`/api/opportunities/duplicates/${pair.pair_id}/merge`, { keep: 'newer' })).json()) as { merge_id: string };
    expect(await detail('MOV-8001')).toMatchObject({ merged_into_tracking: 'UNP-8003' });
    await db.query(`UPDATE opportunity_merges SET merged_at = now() - interval '25 hours' WHERE id = $1`, [merge_id]);
    const late = await send(`/api/opportunities/merges/${merge_id}/undo`, {});
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error_code: 'MERGE_UNDO_EXPIRED' });
    expect((await send('/api/opportunities/duplicates/00000000-0000-4000-8000-000000000000/merge', {})).status).toBe(404);
    expect((await send(`/api/opportunities/duplicates/${pair.pair_id}/merge`, { keep: 'both' })).status).toBe(400);
  });

  it('should end the merged contact\u2019s run in a sequence the primary\u2019s contact also runs, and keep its others', async () => {
    // Two contacts for one family (two addresses, no shared phone), each in the nurture; the second also in another.
    await post({ tracking_number: 'MOV-9001', customer_name: 'Lena Ford', customer_email: 'lena.ford@home.example', move_date: '2027-09-01', origin_address: '5 Elm St, Austin, TX 78704' });
    const second = await post({ tracking_number: 'HAH-9002', customer_name: 'Lena Ford', customer_email: 'lford@work.example', move_date: '2027-09-02', origin_address: '5 Elm St, Austin, TX 78704' });
    const { id: templateId } = await insertTemplate(db, { name: 'Merge template', subject: 'Hi' });
    const { id: nurture } = await insertSequence(db, { name: 'Merge nurture', state: 'active', is_active: true }, [{ template_id: templateId, delay_seconds: 3600 }]);
    const { id: other } = await insertSequence(db, { name: 'Merge other', state: 'active', is_active: true }, [{ template_id: templateId, delay_seconds: 3600 }]);
    const contacts = (await db.query(`SELECT tracking_number, contact_id FROM opportunities WHERE tracking_number IN ('MOV-9001', 'HAH-9002') ORDER BY tracking_number`)) as { contact_id: string }[];
    const [mergedContact, keptContact] = contacts.map((row) => row.contact_id);
    expect(mergedContact).not.toBe(keptContact);
    await db.query(
      `INSERT INTO sequence_enrollments (sequence_id, contact_id, status, current_step, next_run_at)
       VALUES ($1, $3, 'active', 1, now() + interval '1 hour'), ($1, $4, 'active', 1, now() + interval '1 hour'), ($2, $4, 'active', 1, now() + interval '1 hour')`,
      [nurture, other, keptContact, mergedContact],
    );

    const [pair] = await related(second);
    const { merge_id } = (await (await send(`/api/opportunities/duplicates/${pair.pair_id}/merge`, {})).json()) as { merge_id: string };
    // The outbox carries the merge to the runs module (the worker role of this app).
    const runs = () => db.query(`SELECT sequence_id, contact_id, status, end_reason FROM sequence_enrollments WHERE contact_id = ANY($1)`, [[keptContact, mergedContact]]) as Promise<unknown[]>;
    for (let waited = 0; waited < 15_000 && !JSON.stringify(await runs()).includes('merged_duplicate'); waited += 200) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await runs()).toHaveLength(3);
    expect(await runs())
      .toEqual(expect.arrayContaining([
        { sequence_id: nurture, contact_id: keptContact, status: 'active', end_reason: null },
        { sequence_id: other, contact_id: mergedContact, status: 'active', end_reason: null },
        { sequence_id: nurture, contact_id: mergedContact, status: 'canceled', end_reason: 'merged_duplicate' },
      ]));
    expect(await db.query(`SELECT payload FROM outbox_events WHERE event_type = 'opportunity.merged' AND payload->>'mergeId' = $1`, [merge_id])).toHaveLength(1);
    // Collapsing again (a retried job) ends nothing more.
    expect(await t.app.get(MergedRunsService).collapse(merge_id)).toEqual({ ended: 0 });
  });
});

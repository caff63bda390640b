/**
 * The compiled fragment is valid SQL against the real schema: a throwaway database is migrated, then every field,
 * operator and exclusion is EXPLAINed (and run once) inside the query shape the enrollment module uses.
 */
import type { Client } from 'pg';
import { compileCriteria } from 'src/modules/sequences/criteria/criteria.policy';
import { EXCLUSIONS, parseCriteria } from 'src/modules/sequences/criteria/criteria.schema';
import { createMigratedDatabase, dropMigratedDatabase, type MigratedDatabase } from '../utils/migrated-database';
import { insertContact, insertOpportunity, insertSequence, sql } from './support/factories';

let database: MigratedDatabase | undefined;
let client: Client;

beforeAll(async () => {
  database = await createMigratedDatabase('la_crit');
  client = database.client;
}, 120000);

afterAll(() => dropMigratedDatabase(database));

const shape = (where: string): string => `SELECT 1 FROM contacts c WHERE ${where}`;

describe('compiled criteria against PostgreSQL', () => {
  it('every field, operator and exclusion plans and runs, with hostile values as plain parameters', async () => {
    const criteria = parseCriteria({
      filters: [
        { field: 'lead_source', op: 'in', value: ['email', 'web_form'] },
        { field: 'status', op: 'not_in', value: ["'; DROP TABLE contacts; --", '$1', 'a\\b'] },
        { field: 'status', op: 'eq', value: "'; DROP TABLE contacts; --" },
        { field: 'origin_state', op: 'eq', value: 'TX' },
        { field: 'destination_state', op: 'not_in', value: ['CA'] },
        { field: 'lifecycle_stage', op: 'in', value: ['lead', 'mql'] },
        { field: 'consent_status', op: 'eq', value: 'opted_in' },
        { field: 'move_date', op: 'between', value: ['2026-12-01', '2026-12-31'] },
        { field: 'move_date', op: 'within_next_days', value: 30 },
        { field: 'move_date', op: 'lte', value: '2027-01-01' },
        { field: 'days_until_move', op: 'between', value: [1, 60] },
        { field: 'lead_score', op: 'gte', value: 10 },
        { field: 'created_at', op: 'between', value: ['2026-01-01', '2026-12-31T23:00:00Z'] },
        { field: 'first_seen_at', op: 'gte', value: '2026-01-01' },
        { field: 'has_phone', op: 'eq', value: true },
      ],
      exclusions: [...EXCLUSIONS],
    });
    const prefix = await client.query<{ n: number }>('SELECT $1::int AS n', [7]);
    expect(prefix.rows[0].n).toBe(7);
    const compiled = compileCriteria(criteria, { contactAlias: 'c', firstParamIndex: 2, today: '2026-11-23' });
    const plan = await client.query(`EXPLAIN ${shape(`c.lead_score >= $1::int AND ${compiled.sql}`)}`, [0, ...compiled.params]);
    expect(plan.rows.length).toBeGreaterThan(0);
    const run = await client.query(shape(`c.lead_score >= $1::int AND ${compiled.sql}`), [0, ...compiled.params]);
    expect(run.rowCount).toBe(0);
    const withoutToday = compileCriteria(criteria, { contactAlias: 'c', firstParamIndex: 1 });
    await expect(client.query(shape(withoutToday.sql), withoutToday.params)).resolves.toMatchObject({ rowCount: 0 });
    const contacts = await client.query<{ n: string }>('SELECT count(*) AS n FROM contacts');
    expect(contacts.rows[0].n).toBe('0');
  });

  it('selects the right contacts', async () => {
    const insert = async (email: string | null, leadScore = 40, bounced = false): Promise<string> =>
      (await insertContact(client, { email, lead_score: leadScore, lifecycle_stage: 'mql', bounced_at: bounced ? sql('now()') : null })).id;
    const good = await insert('good@example.com');
    await insert('placeholder@leads.invalid');
    await insert(null);
    await insert('gone@example.com', 40, true);
    await insert('low@example.com', 5);
    const booked = await insert('booked@example.com');
    await insertOpportunity(client, { tracking_number: 'T-1', contact_id: booked, status: 'booked', move_date: '2026-12-01', lead_source: 'web_form' });
    await insertOpportunity(client, { tracking_number: 'T-2', contact_id: good, status: 'new', move_date: '2026-12-10', lead_source: 'web_form' });
    const compiled = compileCriteria(parseCriteria({
      filters: [{ field: 'lead_score', op: 'gte', value: 10 }, { field: 'lifecycle_stage', op: 'eq', value: 'mql' }],
      exclusions: ['no_email', 'placeholder_email', 'suppressed', 'in_other_active_sequence', 'replied_or_booked'],
    }), { contactAlias: 'c', firstParamIndex: 1 });
    const rows = await client.query<{ id: string }>(`SELECT c.id FROM contacts c WHERE ${compiled.sql}`, compiled.params);
    expect(rows.rows.map((r) => r.id)).toEqual([good]);
    const soon = compileCriteria(parseCriteria({
      filters: [{ field: 'move_date', op: 'within_next_days', value: 10 }, { field: 'lead_source', op: 'eq', value: 'web_form' }],
    }), { contactAlias: 'c', firstParamIndex: 1, today: '2026-11-25' });
    const soonRows = await client.query<{ id: string }>(`SELECT c.id FROM contacts c WHERE ${soon.sql}`, soon.params);
    expect(soonRows.rows.map((r) => r.id)).toEqual([booked]);
  });

  it("keeps each contact's latest lead (source, status, move date) as its opportunities are written, moved and deleted", async () => {
    const contact = async (email: string): Promise<string> => (await insertContact(client, { email })).id;
    const latest = async (id: string) =>
      (await client.query(`SELECT latest_lead_source, latest_lead_status, to_char(latest_move_date, 'YYYY-MM-DD') AS latest_move_date FROM contacts WHERE id = $1`, [id])).rows[0];
    const ann = await contact('ann.latest@example.com');
    const bob = await contact('bob.latest@example.com');
    expect(await latest(ann)).toEqual({ latest_lead_source: null, latest_lead_status: null, latest_move_date: null });

    // Two leads in one statement: the one created last wins.
    await client.query(
      `INSERT INTO opportunities (tracking_number, contact_id, lead_source, status, move_date, created_at) VALUES
         ('LATEST-1', $1, 'web_form', 'new', '2026-12-01', now() - interval '2 days'),
         ('LATEST-2', $1, 'inbound_call', 'opened', '2027-01-15', now() - interval '1 day')`,
      [ann],
    );
    expect(await latest(ann)).toEqual({ latest_lead_source: 'inbound_call', latest_lead_status: 'opened', latest_move_date: '2027-01-15' });
    await client.query(`UPDATE opportunities SET status = 'booked', move_date = '2027-02-01' WHERE tracking_number = 'LATEST-2'`);
    expect(await latest(ann)).toEqual({ latest_lead_source: 'inbound_call', latest_lead_status: 'booked', latest_move_date: '2027-02-01' });
    // An older lead's change, or a column the criteria do not read, leaves the contact as it is.
    await client.query(`UPDATE opportunities SET status = 'ignored', hubspot_sync_status = 'failed' WHERE tracking_number = 'LATEST-1'`);
    expect(await latest(ann)).toEqual({ latest_lead_source: 'inbound_call', latest_lead_status: 'booked', latest_move_date: '2027-02-01' });
    // Moved to another contact: both are read again.
    await client.query(`UPDATE opportunities SET contact_id = $1 WHERE tracking_number = 'LATEST-2'`, [bob]);
    expect(await latest(ann)).toEqual({ latest_lead_source: 'web_form', latest_lead_status: 'ignored', latest_move_date: '2026-12-01' });
    expect(await latest(bob)).toEqual({ latest_lead_source: 'inbound_call', latest_lead_status: 'booked', latest_move_date: '2027-02-01' });
    await client.query(`DELETE FROM opportunities WHERE tracking_number = 'LATEST-2'`);
    expect(await latest(bob)).toEqual({ latest_lead_source: null, latest_lead_status: null, latest_move_date: null });

    // The criteria read it: "lead source is web_form" finds Ann (her latest lead), not Bob (none left).
    const web = compileCriteria(parseCriteria({ filters: [{ field: 'lead_source', op: 'eq', value: 'web_form' }] }), { contactAlias: 'c', firstParamIndex: 2 });
    const found = await client.query<{ id: string }>(`SELECT c.id FROM contacts c WHERE c.id = ANY($1::uuid[]) AND ${web.sql}`, [[ann, bob], ...web.params]);
    expect(found.rows.map((row) => row.id)).toEqual([ann]);
  });

  it("keeps the contact functions' plans for the session (PL/pgSQL), the latest-lead update with one generic plan", async () => {
    const functions = await client.query<{ proname: string; lanname: string; proconfig: string[] | null }>(
      `SELECT p.proname, l.lanname, p.proconfig FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
        WHERE p.proname IN ('refresh_contact_latest_lead', 'refresh_contact_replied_or_booked') ORDER BY p.proname`,
    );
    expect(functions.rows).toEqual([
      { proname: 'refresh_contact_latest_lead', lanname: 'plpgsql', proconfig: ['plan_cache_mode=force_generic_plan'] },
      { proname: 'refresh_contact_replied_or_booked', lanname: 'plpgsql', proconfig: null },
    ]);
  });

  it('keeps whether each contact replied or booked as its opportunities and runs enter and leave those states', async () => {
    const contact = async (email: string): Promise<string> => (await insertContact(client, { email })).id;
    const flag = async (id: string): Promise<boolean> => (await client.query<{ f: boolean }>(`SELECT replied_or_booked AS f FROM contacts WHERE id = $1`, [id])).rows[0].f;
    const cy = await contact('cy.rob@example.com');
    const di = await contact('di.rob@example.com');
    const opportunity = `INSERT INTO opportunities (tracking_number, contact_id, status) VALUES ($1, $2, $3)`;
    await client.query(opportunity, ['ROB-1', cy, 'new']);
    expect(await flag(cy)).toBe(false);
    await client.query(`UPDATE opportunities SET status = 'booked' WHERE tracking_number = 'ROB-1'`);
    expect(await flag(cy)).toBe(true);
    // A second booked lead keeps the flag when the first one leaves booked.
    await client.query(opportunity, ['ROB-2', cy, 'booked']);
    await client.query(`UPDATE opportunities SET status = 'completed' WHERE tracking_number = 'ROB-1'`);
    expect(await flag(cy)).toBe(true);
    // Moved to another contact: the flag moves with it; deleted: gone.
    await client.query(`UPDATE opportunities SET contact_id = $1 WHERE tracking_number = 'ROB-2'`, [di]);
    expect([await flag(cy), await flag(di)]).toEqual([false, true]);
    await client.query(`DELETE FROM opportunities WHERE tracking_number = 'ROB-2'`);
    expect(await flag(di)).toBe(false);

    // A run that ends with a reply sets it; a run that ends otherwise does not; deleting the replied run clears it.
    const sequence = (await insertSequence(client, { name: 'Replied or booked' })).id;
    const run = (await client.query<{ id: string }>(`INSERT INTO sequence_enrollments (sequence_id, contact_id) VALUES ($1, $2) RETURNING id`, [sequence, cy])).rows[0].id;
    await client.query(`UPDATE sequence_enrollments SET current_step = 2, next_run_at = now() WHERE id = $1`, [run]);
    expect(await flag(cy)).toBe(false);
    await client.query(`UPDATE sequence_enrollments SET status = 'completed', ended_at = now(), end_reason = 'reply_received' WHERE id = $1`, [run]);
    expect(await flag(cy)).toBe(true);
    await client.query(`INSERT INTO sequence_enrollments (sequence_id, contact_id, status, ended_at, end_reason) VALUES ($1, $2, 'canceled', now(), 'canceled_by_user')`, [sequence, di]);
    expect(await flag(di)).toBe(false);
    await client.query(`DELETE FROM sequence_enrollments WHERE id = $1`, [run]);
    expect(await flag(cy)).toBe(false);

    // The exclusion reads it.
    await client.query(opportunity, ['ROB-3', di, 'booked']);
    const compiled = compileCriteria(parseCriteria({ exclusions: ['replied_or_booked'] }), { contactAlias: 'c', firstParamIndex: 2 });
    const kept = await client.query<{ id: string }>(`SELECT c.id FROM contacts c WHERE c.id = ANY($1::uuid[]) AND ${compiled.sql}`, [[cy, di], ...compiled.params]);
    expect(kept.rows.map((row) => row.id)).toEqual([cy]);
  });
});

import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';

interface Pair {
  newer: string;
  earlier: string;
  reasons: string[];
  score: string;
}

/**
 * Duplicate leads across providers, found at intake: the same family through several lead sites shares an email
 * (Gmail dots and +tags folded), a phone (never a placeholder or the fictional 555-01xx range), or a name (nicknames
 * folded) with a move date within 3 days and the same origin; each pair is recorded with its reasons and score.
 */
describe('Duplicate leads at intake', () => {
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string> = {};

  const post = async (lead: Record<string, unknown>): Promise<string> => {
    const response = await fetch(`${t.url}/api/leads`, { method: 'POST', headers: { ...bearer, 'content-type': 'application/json' }, body: JSON.stringify(lead) });
    expect(response.status).toBe(201);
    return ((await response.json()) as { opportunity_id: string }).opportunity_id;
  };
  const get = async (path: string): Promise<Record<string, unknown>> => (await (await fetch(`${t.url}${path}`, { headers: bearer })).json()) as Record<string, unknown>;
  const pairs = async (): Promise<Pair[]> =>
    (await db.query(
      `SELECT n.tracking_number AS newer, e.tracking_number AS earlier, d.reasons, d.score::text AS score FROM opportunity_duplicates d
         JOIN opportunities n ON n.id = d.opportunity_id JOIN opportunities e ON e.id = d.duplicate_of_id ORDER BY n.tracking_number, e.tracking_number`,
    )) as Pair[];

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'duplicates.bot@movingco.example', days: 1 })).token}` };
  });
  afterAll(() => t.close());

  it('should pair a lead with the earlier ones of the same family, by email, phone or name with move date and origin', async () => {
    const first = await post({ tracking_number: 'HAH-1001', customer_name: 'Robert Smith', customer_email: 'Rob.Smith+movers@gmail.com', customer_phone: '(512) 867-5309', move_date: '2027-06-01', origin_address: '12 Oak St, Austin, TX 78701' });
    // Another site: the same Gmail mailbox written without the dot and the tag.
    const second = await post({ tracking_number: 'MOV-2002', customer_name: 'Bob Smith', customer_email: 'robsmith@gmail.com', move_date: '2027-06-20' });
    // A third: the phone formatted otherwise, and "Bobby" two days later from the same ZIP.
    const third = await post({ tracking_number: 'QTE-3003', customer_name: 'Bobby Smith', customer_email: 'bobby.s@work.example', customer_phone: '512.867.5309', move_date: '2027-06-03', origin_address: '40 Elm St, Austin, TX 78701' });
    // The third shares nothing with the second, but the phone it shares with the first and the mailbox the first shares
    // with the second chain them: one family (0.99 × 0.95).
    expect(await pairs()).toEqual([
      { newer: 'MOV-2002', earlier: 'HAH-1001', reasons: ['email'], score: '0.95' },
      { newer: 'QTE-3003', earlier: 'HAH-1001', reasons: ['phone', 'name_move_date_zip'], score: '0.99' },
      { newer: 'QTE-3003', earlier: 'MOV-2002', reasons: ['contact_chain'], score: '0.94' },
    ]);

    const list = await get('/api/opportunities?duplicates=only&per_page=10');
    expect((list.items as { q2g_tracking_number: string; raw: { possible_duplicate: boolean } }[]).map((item) => [item.q2g_tracking_number, item.raw.possible_duplicate]).sort())
      .toEqual([['MOV-2002', true], ['QTE-3003', true]]);
    const all = await get('/api/opportunities?per_page=10');
    expect((all.items as { q2g_tracking_number: string; raw: { possible_duplicate: boolean } }[]).find((item) => item.q2g_tracking_number === 'HAH-1001')?.raw.possible_duplicate).toBe(false);

    const ofFirst = await get(`/api/opportunities/${first}/duplicates`);
    expect(ofFirst.duplicates).toEqual([
      expect.objectContaining({ opportunity_id: third, tracking_number: 'QTE-3003', lead_source: 'web_form', reasons: ['phone', 'name_move_date_zip'], reason_words: ['same phone', 'same name, move date within 3 days and origin ZIP'], score: 0.99, status: 'open', earlier: false }),
      expect.objectContaining({ opportunity_id: second, tracking_number: 'MOV-2002', reasons: ['email'], reason_words: ['same email'], score: 0.95, earlier: false }),
    ]);
    expect((await get(`/api/opportunities/${second}/duplicates`)).duplicates).toEqual([
      expect.objectContaining({ opportunity_id: third, reasons: ['contact_chain'], score: 0.94, earlier: false }),
      expect.objectContaining({ opportunity_id: first, earlier: true }),
    ]);
  });

  it('should never pair on placeholder or fictional numbers, nor across the window, nor a pair already dismissed', async () => {
    await post({ tracking_number: 'JNK-1', customer_name: 'Jane Doe', customer_phone: '000-000-0000', move_date: '2027-08-01' });
    await post({ tracking_number: 'JNK-2', customer_name: 'Ann Lee', customer_phone: '000-000-0000', move_date: '2027-09-01' });
    await post({ tracking_number: 'FIC-1', customer_name: 'Kim Park', customer_phone: '(512) 555-0143', move_date: '2027-08-01' });
    await post({ tracking_number: 'FIC-2', customer_name: 'Lou Chan', customer_phone: '512-555-0143', move_date: '2027-09-01' });
    // An earlier lead of this family came in 60 days ago: beyond the 45-day window it is a returning customer.
    await post({ tracking_number: 'OLD-1', customer_name: 'Maria Lopez', customer_email: 'maria.lopez@movers-mail.com', move_date: '2027-10-01' });
    await db.query(`UPDATE opportunities SET created_at = now() - interval '60 days' WHERE tracking_number = 'OLD-1'`);
    await post({ tracking_number: 'NEW-1', customer_name: 'Maria Lopez', customer_email: 'maria.lopez@movers-mail.com', move_date: '2027-10-01' });
    expect((await pairs()).filter((pair) => /^(JNK|FIC|OLD|NEW)-/.test(pair.newer))).toEqual([]);

    // "Not a duplicate" (by staff, through the API) clears the mark and is remembered: the same lead again (a changed
    // move date re-runs the check) is not paired again.
    const [{ id: pairId }] = (await db.query(
      `SELECT d.id FROM opportunity_duplicates d JOIN opportunities o ON o.id = d.opportunity_id WHERE o.tracking_number = 'MOV-2002'`,
    )) as { id: string }[];
    const dismiss = () => fetch(`${t.url}/api/opportunities/duplicates/${pairId}/not-duplicate`, { method: 'POST', headers: bearer });
    const dismissed = await dismiss();
    expect(dismissed.status).toBe(200);
    expect(await dismissed.json()).toEqual({ success: true, pair_id: pairId, status: 'dismissed' });
    expect(await (await dismiss()).json()).toEqual({ success: true, pair_id: pairId, status: 'dismissed' });
    expect((await db.query(`SELECT duplicate_state, (SELECT decided_by FROM opportunity_duplicates WHERE id = $1) AS by FROM opportunities WHERE tracking_number = 'MOV-2002'`, [pairId])))
      .toEqual([{ duplicate_state: null, by: 'duplicates.bot@movingco.example' }]);
    const unknown = await fetch(`${t.url}/api/opportunities/duplicates/00000000-0000-4000-8000-000000000000/not-duplicate`, { method: 'POST', headers: bearer });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, error_code: 'DUPLICATE_PAIR_NOT_FOUND' });
    await post({ tracking_number: 'MOV-2002', customer_name: 'Bob Smith', customer_email: 'robsmith@gmail.com', move_date: '2027-06-21' });
    expect((await db.query(`SELECT d.status FROM opportunity_duplicates d JOIN opportunities o ON o.id = d.opportunity_id WHERE o.tracking_number = 'MOV-2002'`)) as { status: string }[])
      .toEqual([{ status: 'dismissed' }]);
  });

  it('should chain a family through its contact data, and never pair two households over one shared number', async () => {
    // Three sites, three leads: the mailbox links the first two, the second's mobile links the third.
    await post({ tracking_number: 'CHN-1', customer_name: 'Dana Whitfield', customer_email: 'dana.whitfield@fastmail.example', customer_phone: '(303) 681-2671', move_date: '2027-07-01' });
    await post({ tracking_number: 'CHN-2', customer_name: 'D Whitfield', customer_email: 'dana.whitfield@fastmail.example', customer_phone: '720-441-9083', move_date: '2027-07-02' });
    await post({ tracking_number: 'CHN-3', customer_name: 'Sam Whitfield', customer_email: 'sam.w@work.example', customer_phone: '+1 720 441 9083', move_date: '2027-07-15' });
    // Two coworkers giving their office line, from two cities, with nothing else in common.
    await post({ tracking_number: 'OFC-1', customer_name: 'Timothy Walker', customer_email: 'tim.walker@mail.example', customer_phone: '469-812-6038', origin_address: '8457 Elm St, Houston, TX 77006' });
    await post({ tracking_number: 'OFC-2', customer_name: 'Robert Sanchez', customer_email: 'rsanchez@mail.example', customer_phone: '(469) 812-6038', origin_address: '19 Beacon St, Boston, MA 02108' });
    expect((await pairs()).filter((pair) => /^(CHN|OFC)-/.test(pair.newer))).toEqual([
      { newer: 'CHN-2', earlier: 'CHN-1', reasons: ['email'], score: '0.95' },
      { newer: 'CHN-3', earlier: 'CHN-1', reasons: ['contact_chain'], score: '0.86' },
      { newer: 'CHN-3', earlier: 'CHN-2', reasons: ['phone'], score: '0.90' },
    ]);
    const [{ id }] = (await db.query(`SELECT id FROM opportunities WHERE tracking_number = 'CHN-3'`)) as { id: string }[];
    expect((await get(`/api/opportunities/${id}/duplicates`)).duplicates).toEqual(expect.arrayContaining([
      expect.objectContaining({ tracking_number: 'CHN-1', reasons: ['contact_chain'], reason_words: ["same email or phone as a lead that shares this one's"], score: 0.86 }),
    ]));
    // Staff: the third is not the second. The chain through that link goes with it; the first two stay paired.
    const [{ id: phonePair }] = (await db.query(
      `SELECT d.id FROM opportunity_duplicates d JOIN opportunities o ON o.id = d.opportunity_id WHERE o.tracking_number = 'CHN-3' AND 'phone' = ANY(d.reasons)`,
    )) as { id: string }[];
    expect((await fetch(`${t.url}/api/opportunities/duplicates/${phonePair}/not-duplicate`, { method: 'POST', headers: bearer })).status).toBe(200);
    expect((await db.query(
      `SELECT n.tracking_number AS newer, e.tracking_number AS earlier, d.status FROM opportunity_duplicates d
         JOIN opportunities n ON n.id = d.opportunity_id JOIN opportunities e ON e.id = d.duplicate_of_id
        WHERE n.tracking_number LIKE 'CHN-%' ORDER BY 1, 2`,
    ))).toEqual([
      { newer: 'CHN-2', earlier: 'CHN-1', status: 'open' },
      { newer: 'CHN-3', earlier: 'CHN-1', status: 'dismissed' },
      { newer: 'CHN-3', earlier: 'CHN-2', status: 'dismissed' },
    ]);
    expect(await db.query(`SELECT tracking_number, duplicate_state FROM opportunities WHERE tracking_number LIKE 'CHN-%' ORDER BY 1`)).toEqual([
      { tracking_number: 'CHN-1', duplicate_state: null },
      { tracking_number: 'CHN-2', duplicate_state: 'possible' },
      { tracking_number: 'CHN-3', duplicate_state: null },
    ]);
  });

  it('should answer 400 for an unknown duplicates filter and for a malformed id', async () => {
    const filter = await fetch(`${t.url}/api/opportunities?duplicates=yes`, { headers: bearer });
    expect(filter.status).toBe(400);
    expect(await filter.json()).toMatchObject({ success: false, error_code: 'VALIDATION_FAILED', message: 'duplicates must be only' });
    expect((await fetch(`${t.url}/api/opportunities/not-a-uuid/duplicates`, { headers: bearer })).status).toBe(400);
  });
});

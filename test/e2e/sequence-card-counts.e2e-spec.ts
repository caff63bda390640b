import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertContacts, insertTemplate } from './support/factories';

interface Card {
  id: string;
  name: string;
  active_enrollments: number;
  total_enrollments: number;
  completed_enrollments: number;
  canceled_enrollments: number;
  enrollments_24h: number;
}
interface Answer {
  items: Card[];
  sequence: Card;
  id: string;
  enrollment_ids: string[];
  assigned_count: number;
}
type Counts = Pick<Card, 'active_enrollments' | 'total_enrollments' | 'completed_enrollments' | 'canceled_enrollments' | 'enrollments_24h'>;

/** The card counts as counting the enrollments table itself answers them (what the stored counters must equal). */
const RECOUNT = `
  SELECT s.id,
         count(e.id) FILTER (WHERE e.status IN ('pending', 'active', 'paused'))::int AS active_enrollments,
         count(e.id)::int AS total_enrollments,
         count(e.id) FILTER (WHERE e.status = 'completed')::int AS completed_enrollments,
         count(e.id) FILTER (WHERE e.status = 'canceled')::int AS canceled_enrollments,
         count(e.id) FILTER (WHERE e.created_at >= now() - interval '24 hours')::int AS enrollments_24h
  FROM sequences s LEFT JOIN sequence_enrollments e ON e.sequence_id = s.id
  WHERE s.deleted_at IS NULL GROUP BY s.id`;

describe('Sequence cards: stored enrollment counts stay exact', () => {
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string> = {};
  let templateId = '';
  let n = 0;

  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Answer }> => {
    const response = await fetch(`${t.url}${path}`, {
      method, headers: { 'content-type': 'application/json', ...bearer }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Answer };
  };
  const contacts = async (count: number): Promise<string[]> => {
    n += 1;
    const rows = await insertContacts(db, Array.from({ length: count }, (_, i) => ({ email: `counts${n}-${i + 1}@example.com`, consent_status: 'opted_in' as const })));
    return rows.map((row) => row.id);
  };
  const cards = async (): Promise<Map<string, Card>> => {
    const list = await call('GET', '/api/sequences');
    expect(list.status).toBe(200);
    return new Map(list.body.items.map((card) => [card.id, card]));
  };
  const counts = (card: Card | undefined): Counts | undefined =>
    card && {
      active_enrollments: card.active_enrollments, total_enrollments: card.total_enrollments, completed_enrollments: card.completed_enrollments,
      canceled_enrollments: card.canceled_enrollments, enrollments_24h: card.enrollments_24h,
    };
  /** Every live card's counts equal a recount of the table. */
  const expectExact = async (): Promise<Map<string, Card>> => {
    const listed = await cards();
    const recounted = (await db.query(RECOUNT)) as (Counts & { id: string })[];
    expect(recounted.length).toBe(listed.size);
    for (const { id, ...expected } of recounted) expect({ id, ...counts(listed.get(id)) }).toEqual({ id, ...expected });
    return listed;
  };

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'counts.sequences@movingco.example', days: 1 })).token}` };
    ({ id: templateId } = await insertTemplate(db, { name: 'Counts', subject: 'Hello' }));
  });
  afterAll(() => t.close());

  it('should keep every card count right after enroll, cancel, complete, delete, duplicate and a sequence delete', async () => {
    const a = (await call('POST', '/api/sequences', { name: 'Counts A' })).body.sequence.id;
    const b = (await call('POST', '/api/sequences', { name: 'Counts B' })).body.sequence.id;
    for (const id of [a, b]) expect((await call('PUT', `/api/sequences/${id}/steps/v3`, { steps: [{ template_id: templateId, delay_seconds: 3600 }] })).status).toBe(200);
    await expectExact();

    // Enroll through the API (one statement for several contacts) and directly, one of them two days old.
    const people = await contacts(6);
    const assigned = await call('POST', `/api/enrollment/sequences/${a}/manual-assign`, { contact_ids: people.slice(0, 4) });
    expect(assigned.body.assigned_count).toBe(4);
    await call('POST', `/api/enrollment/sequences/${b}/manual-assign`, { contact_ids: people.slice(0, 2) });
    await db.query(
      `INSERT INTO sequence_enrollments (sequence_id, contact_id, status, ended_at, created_at) VALUES ($1, $2, 'completed', now(), now() - interval '2 days')`,
      [a, people[5]],
    );
    expect(counts((await expectExact()).get(a))).toEqual({
      active_enrollments: 4, total_enrollments: 5, completed_enrollments: 1, canceled_enrollments: 0, enrollments_24h: 4,
    });

    // Cancel one through the API, complete one, fail one, and pause one (still live).
    const [first, second, third, fourth] = assigned.body.enrollment_ids;
    expect((await call('POST', `/api/enrollment/enrollments/${first}/cancel`)).status).toBe(200);
    await db.query(`UPDATE sequence_enrollments SET status = 'completed', ended_at = now() WHERE id = $1`, [second]);
    await db.query(`UPDATE sequence_enrollments SET status = 'failed', ended_at = now() WHERE id = $1`, [third]);
    await db.query(`UPDATE sequence_enrollments SET status = 'paused' WHERE id = $1`, [fourth]);
    // An update that changes no counted column changes nothing.
    await db.query(`UPDATE sequence_enrollments SET next_run_at = now() + interval '1 day' WHERE sequence_id = $1`, [a]);
    expect(counts((await expectExact()).get(a))).toEqual({
      active_enrollments: 1, total_enrollments: 5, completed_enrollments: 2, canceled_enrollments: 1, enrollments_24h: 4,
    });

    // Moving an enrollment's creation time out of (and back into) the last 24 hours, and deleting rows.
    await db.query(`UPDATE sequence_enrollments SET created_at = now() - interval '30 hours' WHERE id = $1`, [second]);
    await expectExact();
    await db.query(`UPDATE sequence_enrollments SET created_at = now() - interval '23 hours 59 minutes' WHERE id = $1`, [second]);
    await expectExact();
    await db.query(`DELETE FROM sequence_enrollments WHERE id = ANY($1::uuid[])`, [[first, third]]);
    expect(counts((await expectExact()).get(a))).toEqual({
      active_enrollments: 1, total_enrollments: 3, completed_enrollments: 2, canceled_enrollments: 0, enrollments_24h: 2,
    });

    // A duplicate starts at zero; force-deleting B cancels its runs and its card leaves the list.
    const copy = await call('POST', `/api/sequences/${a}/duplicate`);
    expect(counts(copy.body.sequence)).toEqual({ active_enrollments: 0, total_enrollments: 0, completed_enrollments: 0, canceled_enrollments: 0, enrollments_24h: 0 });
    expect((await call('DELETE', `/api/sequences/${b}?force=true&reason=done`)).status).toBe(204);
    const listed = await expectExact();
    expect(listed.has(b)).toBe(false);
    const [stored] = (await db.query(
      `SELECT coalesce(sum(n) FILTER (WHERE status = 'canceled'), 0)::int AS canceled, coalesce(sum(n), 0)::int AS total FROM sequence_enrollment_counts WHERE sequence_id = $1`,
      [b],
    )) as { canceled: number; total: number }[];
    expect(stored).toEqual({ canceled: 2, total: 2 });
    // Enrolling again in A (a second statement in the same sequence) and moving an enrollment between sequences;
    // the enrollment also drops A's hourly rows older than two days (the card never reads them).
    await db.query(`INSERT INTO sequence_enrollment_hourly (sequence_id, bucket, n) VALUES ($1, date_trunc('hour', now() - interval '3 days'), 7)`, [a]);
    await call('POST', `/api/enrollment/sequences/${a}/manual-assign`, { contact_ids: [people[4]] });
    const [{ old }] = (await db.query(`SELECT count(*)::int AS old FROM sequence_enrollment_hourly WHERE sequence_id = $1 AND bucket < now() - interval '2 days'`, [a])) as { old: number }[];
    expect(old).toBe(0);
    await db.query(`UPDATE sequence_enrollments SET sequence_id = $2 WHERE sequence_id = $1 AND contact_id = $3`, [a, copy.body.sequence.id, people[4]]);
    await expectExact();
  });

  it('should count the last 24 hours to the second: an enrollment just inside counts, one just outside does not', async () => {
    const s = (await call('POST', '/api/sequences', { name: 'Counts edge' })).body.sequence.id;
    const people = await contacts(4);
    const at = async (contact: string, age: string) =>
      db.query(`INSERT INTO sequence_enrollments (sequence_id, contact_id, status, ended_at, created_at) VALUES ($1, $2, 'completed', now(), now() - $3::interval)`, [s, contact, age]);
    await at(people[0], '23 hours 59 minutes 30 seconds');
    await at(people[1], '24 hours 0 minutes 10 seconds');
    await at(people[2], '12 hours');
    await at(people[3], '1 minute');
    expect((await expectExact()).get(s)?.enrollments_24h).toBe(3);
  });
});

import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';

const ORDER: Record<string, string> = {
  'created_at desc': 'created_at DESC, id DESC',
  'customer asc': 'customer_name ASC, id ASC',
  'move_date desc': 'move_date DESC NULLS LAST, id DESC',
  'move_date asc': 'move_date ASC NULLS LAST, id ASC',
};

describe('GET /api/opportunities deep pages (read from the end past the middle)', () => {
  let t: TestApp;
  let db: DataSource;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    headers = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'deep.bot@movingco.example', days: 1 })).token}` };
    // 12,010 rows: duplicate names and move dates (ties broken by id), some NULLs, created in a few distinct seconds.
    await db.query(
      `INSERT INTO opportunities (tracking_number, customer_name, move_date, created_at)
       SELECT 'DEEP-' || n, CASE WHEN n % 50 = 0 THEN NULL ELSE 'Name ' || (n % 700) END,
              CASE WHEN n % 7 = 0 THEN NULL ELSE DATE '2027-01-01' + (n % 300) END, now() - make_interval(secs => n % 40)
       FROM generate_series(1, 12010) n`,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(Object.keys(ORDER))('should return the same rows as a plain OFFSET for the last and near-last pages (%s)', async (sort) => {
    const [orderBy, orderDir] = sort.split(' ');
    for (const page of [481, 480, 300]) {
      const expected: { tracking_number: string }[] = await db.query(
        `SELECT tracking_number FROM opportunities ORDER BY ${ORDER[sort]} LIMIT 25 OFFSET $1`,
        [(page - 1) * 25],
      );
      const response = await fetch(`${t.url}/api/opportunities?page=${page}&per_page=25&order_by=${orderBy}&order_dir=${orderDir}`, { headers });
      const body = (await response.json()) as { total: number; items: { q2g_tracking_number: string }[] };
      expect(body.total).toBe(12010);
      expect({ page, rows: body.items.map((i) => i.q2g_tracking_number) }).toEqual({ page, rows: expected.map((r) => r.tracking_number) });
    }
  });

  it('should page a dense search (more than 1,000 matches: the planner walks the sort index) like a plain query', async () => {
    const expected: { tracking_number: string }[] = await db.query(
      `SELECT tracking_number FROM opportunities WHERE customer_name IS NOT NULL ORDER BY customer_name DESC, id DESC LIMIT 25 OFFSET 25`,
    );
    const body = (await (await fetch(`${t.url}/api/opportunities?q=name&page=2&order_by=customer&order_dir=desc`, { headers })).json()) as {
      total: number; total_exact: boolean; items: { q2g_tracking_number: string }[];
    };
    expect(body).toMatchObject({ total: 1000, total_exact: false });
    expect(body.items.map((i) => i.q2g_tracking_number)).toEqual(expected.map((r) => r.tracking_number));
  });

  it('should page a rare search (fenced: all matches sorted) like a plain query', async () => {
    const expected: { tracking_number: string }[] = await db.query(
      `SELECT tracking_number FROM opportunities WHERE lower(customer_name) LIKE '%name 42%' ORDER BY created_at DESC, id DESC LIMIT 100`,
    );
    const body = (await (await fetch(`${t.url}/api/opportunities?q=name%2042&per_page=100`, { headers })).json()) as {
      total: number; items: { q2g_tracking_number: string }[];
    };
    const [{ n }] = (await db.query(`SELECT count(*)::int AS n FROM opportunities WHERE lower(customer_name) LIKE '%name 42%'`)) as { n: number }[];
    expect(body.total).toBe(n);
    expect(body.items.map((i) => i.q2g_tracking_number)).toEqual(expected.map((r) => r.tracking_number));
  });

  it('should answer an empty page beyond the end', async () => {
    const body = (await (await fetch(`${t.url}/api/opportunities?page=500&per_page=25`, { headers })).json()) as { items: unknown[]; total: number };
    expect(body).toMatchObject({ items: [], total: 12010 });
  });
});

import { DataSource } from 'typeorm';
import { SeedService } from 'src/database/seeding/seed.service';
import { startTestApp, type TestApp } from '../utils/test-app';

describe('Demo data', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('should seed opportunities linked to their contacts, once', async () => {
    const seeded = await t.app.get(SeedService).seedEmptyAreas();
    expect(seeded.join('\n')).toMatch(/\d+ demo opportunities with contacts and call history/);
    const [row]: { opportunities: number; linked: number; mismatched: number; contacts: number }[] = await db.query(
      `SELECT count(*)::int AS opportunities,
              count(o.contact_id)::int AS linked,
              count(*) FILTER (WHERE lower(c.email) <> lower(o.customer_email))::int AS mismatched,
              (SELECT count(*)::int FROM contacts) AS contacts
       FROM opportunities o LEFT JOIN contacts c ON c.id = o.contact_id`,
    );
    expect(row.opportunities).toBeGreaterThan(400);
    expect(row.linked).toBe(row.opportunities);
    expect(row.mismatched).toBe(0);
    expect(row.contacts).toBeLessThanOrEqual(row.opportunities);

    // Families that asked several lead sites show as possible duplicates, found by the same check as intake's.
    const [dups]: { pairs: number; marked: number; providers: number }[] = await db.query(
      `SELECT (SELECT count(*)::int FROM opportunity_duplicates) AS pairs,
              (SELECT count(*)::int FROM opportunities WHERE duplicate_state = 'possible') AS marked,
              (SELECT count(DISTINCT lead_provider)::int FROM opportunities) AS providers`,
    );
    expect(dups.pairs).toBeGreaterThanOrEqual(15);
    expect(dups.marked).toBeGreaterThanOrEqual(15);
    expect(dups.providers).toBe(4);
    expect(seeded.join('\n')).toMatch(/\(\d+ possible duplicate pairs\)/);

    // A second run finds every area filled and adds nothing.
    expect(await t.app.get(SeedService).seedEmptyAreas()).toEqual([]);
    const [again]: { n: number }[] = await db.query(`SELECT count(*)::int AS n FROM contacts`);
    expect(again.n).toBe(row.contacts);
  });
});

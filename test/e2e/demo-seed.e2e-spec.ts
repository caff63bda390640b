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

    // A second run finds every area filled and adds nothing.
    expect(await t.app.get(SeedService).seedEmptyAreas()).toEqual([]);
    const [again]: { n: number }[] = await db.query(`SELECT count(*)::int AS n FROM contacts`);
    expect(again.n).toBe(row.contacts);
  });
});

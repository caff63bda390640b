import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { startTestApp, type TestApp } from '../utils/test-app';

interface Delivery {
  id: string;
  kind: string;
  first_name: string | null;
  last_name: string | null;
  to_email: string;
  sequence_name: string | null;
  status: string;
  provider: string | null;
  message_id: string | null;
  idempotency_key: string;
  created_at: string;
  sent_at: string | null;
  delivered_at: string | null;
}

describe('Deliveries API: GET /api/deliveries', () => {
  let t: TestApp;
  let db: DataSource;
  let headers: Record<string, string> = {};

  const list = async (query = ''): Promise<{ status: number; deliveries: Delivery[]; success: boolean }> => {
    const response = await fetch(`${t.url}/api/deliveries${query}`, { headers });
    const body = (await response.json()) as { deliveries: Delivery[]; success: boolean };
    return { status: response.status, ...body };
  };

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    headers = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'deliveries.ops@movingco.example', days: 1, role: UserRole.Admin })).token}` };
    const [contact] = (await db.query(`INSERT INTO contacts (email, first_name, last_name) VALUES ('Pat.Lee@Example.com', 'Pat', 'Lee') RETURNING id`)) as { id: string }[];
    const [sequence] = (await db.query(`INSERT INTO sequences (name) VALUES ('Quote follow-up') RETURNING id`)) as { id: string }[];
    const [run] = (await db.query(`INSERT INTO sequence_enrollments (sequence_id, contact_id) VALUES ($1, $2) RETURNING id`, [sequence.id, contact.id])) as { id: string }[];
    await db.query(
      `INSERT INTO deliveries (kind, idempotency_key, contact_id, enrollment_id, step_order, to_email, from_email, subject, provider, message_id, status, created_at, sent_at, delivered_at) VALUES
         ('sequence', 'seq:' || $2::text || ':1', $1, $2::uuid, 1, 'Pat.Lee@Example.com', 'sales@movingco.example', 'Step 1', 'smtp', '<a@movingco.example>', 'delivered', now() - interval '3 hours', now() - interval '3 hours', now() - interval '2 hours'),
         ('sequence', 'seq:' || $2::text || ':2', $1, $2::uuid, 2, 'pat.lee@example.com', 'sales@movingco.example', 'Step 2', 'smtp', '<b@movingco.example>', 'sent', now() - interval '1 hour', now() - interval '1 hour', NULL),
         ('test', 'test:1', NULL, NULL, NULL, 'qa_team@movingco.example', 'sales@movingco.example', 'Test', NULL, NULL, 'pending', now() - interval '30 minutes', NULL, NULL),
         ('test', 'test:2', NULL, NULL, NULL, 'qa%team@movingco.example', 'sales@movingco.example', 'Test', 'graph', '<c@movingco.example>', 'failed', now() - interval '10 minutes', NULL, NULL)`,
      [contact.id, run.id],
    );
  });
  afterAll(() => t.close());

  it('should list every delivery newest first with the screen fields', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.success).toBe(true);
    expect(answer.deliveries.map((d) => d.idempotency_key)).toEqual(['test:2', 'test:1', expect.stringMatching(/:2$/), expect.stringMatching(/:1$/)]);
    const step1 = answer.deliveries[3];
    expect(step1).toMatchObject({
      kind: 'sequence', first_name: 'Pat', last_name: 'Lee', to_email: 'Pat.Lee@Example.com', sequence_name: 'Quote follow-up', status: 'delivered',
      provider: 'smtp', message_id: '<a@movingco.example>',
    });
    expect(Date.parse(step1.delivered_at ?? '')).toBeGreaterThan(Date.parse(step1.sent_at ?? ''));
    expect(Object.keys(step1)).toEqual(expect.arrayContaining(
      ['id', 'first_name', 'last_name', 'to_email', 'sequence_name', 'status', 'provider', 'message_id', 'idempotency_key', 'created_at', 'delivered_at', 'sent_at'],
    ));
    expect(answer.deliveries[1]).toMatchObject({ kind: 'test', first_name: null, sequence_name: null, status: 'pending', provider: null, sent_at: null });
    expect((await list('?limit=2')).deliveries).toHaveLength(2);
    expect((await list('?limit=0')).status).toBe(400);
  });

  it('should search a whole address in any case, or a fragment with wildcards taken literally', async () => {
    expect((await list('?email=PAT.LEE%40example.com')).deliveries.map((d) => d.status)).toEqual(['sent', 'delivered']);
    expect((await list('?email=%20lee%40')).deliveries.map((d) => d.status)).toEqual(['sent', 'delivered']);
    expect((await list(`?email=${encodeURIComponent('qa%team')}`)).deliveries.map((d) => d.to_email)).toEqual(['qa%team@movingco.example']);
    expect((await list('?email=nobody%40example.com')).deliveries).toEqual([]);
    expect((await list('?email=')).deliveries).toHaveLength(4);
    expect((await fetch(`${t.url}/api/deliveries`)).status).toBe(401);
  });
});

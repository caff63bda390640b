import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertContact, insertDeliveries, insertRun, insertSequence, sql } from './support/factories';

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
    const contact = await insertContact(db, { email: 'Pat.Lee@Example.com', first_name: 'Pat', last_name: 'Lee' });
    const sequence = await insertSequence(db, { name: 'Quote follow-up' });
    const run = await insertRun(db, { sequence_id: sequence.id, contact_id: contact.id });
    const threeHoursAgo = sql("now() - interval '3 hours'");
    const hourAgo = sql("now() - interval '1 hour'");
    const step = { kind: 'sequence', contact_id: contact.id, enrollment_id: run.id, from_email: 'sales@movingco.example', provider: 'smtp' } as const;
    const test = { kind: 'test', from_email: 'sales@movingco.example', subject: 'Test' } as const;
    await insertDeliveries(db, [
      { ...step, idempotency_key: `seq:${run.id}:1`, step_order: 1, to_email: 'Pat.Lee@Example.com', subject: 'Step 1', message_id: '<a@movingco.example>', status: 'delivered',
        created_at: threeHoursAgo, sent_at: threeHoursAgo, delivered_at: sql("now() - interval '2 hours'") },
      { ...step, idempotency_key: `seq:${run.id}:2`, step_order: 2, to_email: 'pat.lee@example.com', subject: 'Step 2', message_id: '<b@movingco.example>', status: 'sent',
        created_at: hourAgo, sent_at: hourAgo },
      { ...test, idempotency_key: 'test:1', to_email: 'qa_team@movingco.example', status: 'pending', created_at: sql("now() - interval '30 minutes'") },
      { ...test, idempotency_key: 'test:2', to_email: 'qa%team@movingco.example', provider: 'graph', message_id: '<c@movingco.example>', status: 'failed', created_at: sql("now() - interval '10 minutes'") },
    ]);
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

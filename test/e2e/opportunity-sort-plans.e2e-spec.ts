import { Client } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import { SORTS, type SortField } from 'src/modules/leads/opportunities/dto/list-opportunities-query.dto';
import { type ListFilter, OpportunityListRepository } from 'src/modules/leads/opportunities/opportunity-list.repository';
import { startTestApp, type TestApp } from '../utils/test-app';

interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  Plans?: PlanNode[];
}

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

/**
 * Every sortable column, in both directions and read from either end (deep pages), is served by an index walk:
 * the plan of the exact query the list repository sends reads its rows by an Index Scan, sorts nothing, and keeps
 * no more rows than the pages up to the one asked for. Without a matching index a 1M-row list sorted by email,
 * phone or move date ascending sorted the whole table (~1.2 s a page), and by status it sorted a whole status
 * group read from the (status, created_at) index (~0.4 s).
 */
describe('opportunities list sort plans', () => {
  let t: TestApp;
  let db: Client;
  let list: OpportunityListRepository;

  beforeAll(async () => {
    t = await startTestApp();
    db = new Client({ connectionString: t.databaseUrl });
    await db.connect();
    await db.query(
      `INSERT INTO opportunities (tracking_number, customer_name, customer_email, customer_phone, is_noreply, move_date, status, process_status, enriched, created_at, updated_at)
       SELECT 'PLAN-' || n, 'Customer ' || (n * 7919 % 30000), CASE WHEN n % 50 = 0 THEN 'noreply+' || n || '@leads-partner.com' ELSE 'c' || (n * 104729 % 30000) || '@example.com' END,
              CASE WHEN n % 8 = 0 THEN NULL ELSE '+1512' || lpad((n * 7919 % 10000000)::text, 7, '0') END, n % 50 = 0,
              CASE WHEN n % 9 = 0 THEN NULL ELSE date '2026-01-01' + (n % 400)::int END,
              (ARRAY['new', 'opened', 'ignored', 'replied', 'pending', 'confirmed', 'booked', 'completed'])[1 + n % 8],
              (ARRAY['scraped', 'processing', 'synced'])[1 + n % 3], n % 3 = 0, now() - n * interval '1 minute', now() - n * interval '30 seconds'
       FROM generate_series(1::bigint, 30000) n`,
    );
    await db.query('ANALYZE opportunities');
    list = t.app.get(OpportunityListRepository);
  }, 120_000);
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  /** The executed plan of the page query exactly as the repository builds it (its SQL and parameters, under EXPLAIN). */
  const planOf = async (field: SortField, dir: 'asc' | 'desc', offset: number, fromEnd: boolean, filter: ListFilter): Promise<PlanNode> =>
    t.app.get(DataSource).transaction(async (tx) => {
      let plan: PlanNode | undefined;
      const explaining = {
        query: async (sql: string, params: unknown[]) => {
          const rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] = await tx.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
          plan = rows[0]['QUERY PLAN'][0].Plan;
          return [];
        },
      } as unknown as EntityManager;
      await list.page(filter, { field, dir }, 25, offset, { fromEnd, within: explaining });
      if (!plan) throw new Error('the repository sent no query');
      return plan;
    });

  it.each(Object.keys(SORTS) as SortField[])('should walk an index for order_by=%s in both directions', async (field) => {
    const failures: string[] = [];
    for (const filter of [{ includeNoreply: false, dateColumn: 'created_at' }, { includeNoreply: true, dateColumn: 'created_at' }] as ListFilter[]) {
      for (const dir of ['asc', 'desc'] as const) {
        for (const [offset, fromEnd] of [[0, false], [1_000, true]] as const) {
          const all = nodes(await planOf(field, dir, offset, fromEnd, filter));
          const scan = all.find((node) => node['Node Type'].startsWith('Index') || node['Node Type'] === 'Seq Scan' || node['Node Type'].startsWith('Bitmap'));
          const label = `${field} ${dir}${fromEnd ? ' (from the end)' : ''}${filter.includeNoreply ? '' : ' without no-reply'}`;
          const shape = all.map((n) => n['Node Type']).join(' → ');
          if (all.some((node) => node['Node Type'] === 'Sort')) failures.push(`${label}: sorts the table (${shape})`);
          if (!scan || scan['Node Type'] !== 'Index Scan') failures.push(`${label}: reads by ${scan?.['Node Type'] ?? 'nothing'}`);
          // Rows the no-reply filter drops are not counted: how many a page skips depends on where they sit.
          const read = scan?.['Actual Rows'] ?? 0;
          if (read > offset + 25 + 1) failures.push(`${label}: reads ${read} rows for rows ${offset + 1}–${offset + 25} (${shape})`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

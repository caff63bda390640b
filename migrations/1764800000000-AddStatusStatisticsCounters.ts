import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One version of the opportunity counters: the dimensions they group by and the values they sum. */
interface CounterShape {
  dims: string[];
  /** Each dimension's value for an opportunities row aliased `a`, in `dims` order. */
  dimsOf: (a: string) => string[];
  /** Summed columns besides `n`, with each row's contribution (NULL-free) for alias `a`. */
  sums: { column: string; of: (a: string) => string }[];
  /** Columns whose change moves a row's contribution (besides the dimensions and the created hour). */
  alsoChanging: (a: string) => string[];
}

const BASE: CounterShape = {
  dims: ['status', 'process_status', 'sync_status', 'is_noreply', 'enriched', 'has_phone', 'has_move_date'],
  dimsOf: (a) => [
    `${a}.status`, `${a}.process_status`, `coalesce(${a}.hubspot_sync_status, '')`, `${a}.is_noreply`, `${a}.enriched`,
    `${a}.customer_phone IS NOT NULL`, `${a}.move_date IS NOT NULL`,
  ],
  sums: [],
  alsoChanging: () => [],
};

/** The shape this migration moves to: the email-source dimension and the summed estimated revenue. */
const WITH_STATISTICS: CounterShape = {
  dims: [...BASE.dims, 'is_email'],
  dimsOf: (a) => [...BASE.dimsOf(a), `${a}.lead_source = 'email'`],
  sums: [{ column: 'revenue', of: (a) => `coalesce(${a}.estimated_revenue, 0)` }],
  alsoChanging: (a) => [`${a}.estimated_revenue`],
};

const groupBy = (count: number) => Array.from({ length: count }, (_, i) => i + 1).join(', ');

/** The three statement-level trigger functions appending this shape's signed deltas (same triggers, new bodies). */
function triggerFunctions(shape: CounterShape): string[] {
  const columns = ['bucket', ...shape.dims, 'n', ...shape.sums.map((s) => s.column)].join(', ');
  const byRow = `date_trunc('hour', o.created_at), ${shape.dimsOf('o').join(', ')}`;
  const grouping = groupBy(shape.dims.length + 1);
  const plain = (source: string, sign: '' | '-') => `
    INSERT INTO opp_count_deltas (${columns})
    SELECT ${byRow}, ${sign}count(*)::int${shape.sums.map((s) => `, ${sign}sum(${s.of('o')})`).join('')} FROM ${source} o
    GROUP BY ${grouping};`;
  const key = (a: string) => [...shape.dimsOf(a), `date_trunc('hour', ${a}.created_at)`, ...shape.alsoChanging(a)].join(', ');
  const signedSums = shape.sums.map((s) => `sum(o.d * ${s.of('o')})`);
  return [
    `CREATE OR REPLACE FUNCTION opp_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN ${plain('new_rows', '')} RETURN NULL; END $$`,
    `CREATE OR REPLACE FUNCTION opp_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN ${plain('old_rows', '-')} RETURN NULL; END $$`,
    // Only rows whose counted values changed produce deltas; groups whose +1 and -1 cancel out entirely are dropped.
    `CREATE OR REPLACE FUNCTION opp_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       WITH changed AS (
         SELECT n.id FROM new_rows n JOIN old_rows o USING (id) WHERE (${key('n')}) IS DISTINCT FROM (${key('o')})
       ), signed AS (
         SELECT o.*, 1 AS d FROM new_rows o WHERE o.id IN (SELECT id FROM changed)
         UNION ALL
         SELECT o.*, -1 AS d FROM old_rows o WHERE o.id IN (SELECT id FROM changed)
       )
       INSERT INTO opp_count_deltas (${columns})
       SELECT ${byRow}, sum(o.d)::int${signedSums.map((s) => `, ${s}`).join('')} FROM signed o
       GROUP BY ${grouping} HAVING ${['sum(o.d)', ...signedSums].map((s) => `${s} <> 0`).join(' OR ')};
       RETURN NULL;
     END $$`,
  ];
}

/**
 * Moves opp_counts and opp_count_deltas from one shape to another and recounts opp_counts from the table, exactly:
 * writers to opportunities wait until the transaction commits (readers do not), pending deltas are folded into the
 * hourly counters (which keep their shape) before the delta table is emptied, and the count runs on the same
 * locked state the new triggers take over from.
 */
async function reshape(queryRunner: QueryRunner, from: CounterShape, to: CounterShape): Promise<void> {
  // One scan of the whole table (about a second at 1M rows): maintenance, no statement timeout.
  await queryRunner.query(`SET LOCAL statement_timeout = 0`);
  await queryRunner.query(`SET LOCAL lock_timeout = '2min'`);
  await queryRunner.query(`LOCK TABLE opportunities IN SHARE ROW EXCLUSIVE MODE`);
  await queryRunner.query(`LOCK TABLE opp_count_deltas, opp_counts, opp_hourly_counts IN ACCESS EXCLUSIVE MODE`);
  await queryRunner.query(`
    INSERT INTO opp_hourly_counts AS h (bucket, enriched, has_phone, has_move_date, synced, n)
    SELECT bucket, enriched, has_phone, has_move_date, sync_status = 'succeeded', sum(n) FROM opp_count_deltas GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (bucket, enriched, has_phone, has_move_date, synced) DO UPDATE SET n = h.n + excluded.n`);
  await queryRunner.query(`DELETE FROM opp_hourly_counts WHERE n = 0`);
  await queryRunner.query(`TRUNCATE opp_count_deltas, opp_counts`);

  const dropped = [...from.dims.filter((d) => !to.dims.includes(d)), ...from.sums.map((s) => s.column)];
  const added = [
    ...to.dims.filter((d) => !from.dims.includes(d)).map((d) => `${d} boolean NOT NULL`),
    ...to.sums.map((s) => `${s.column} numeric NOT NULL`),
  ];
  const changes = [...dropped.map((c) => `DROP COLUMN ${c}`), ...added.map((c) => `ADD COLUMN ${c}`)].join(', ');
  await queryRunner.query(`ALTER TABLE opp_count_deltas ${changes}`);
  await queryRunner.query(`ALTER TABLE opp_counts DROP CONSTRAINT opp_counts_pkey, ${changes}, ADD PRIMARY KEY (${to.dims.join(', ')})`);
  for (const sql of triggerFunctions(to)) await queryRunner.query(sql);

  await queryRunner.query(`
    INSERT INTO opp_counts (${[...to.dims, 'n', ...to.sums.map((s) => s.column)].join(', ')})
    SELECT ${to.dimsOf('o').join(', ')}, count(*)${to.sums.map((s) => `, sum(${s.of('o')})`).join('')} FROM opportunities o
    GROUP BY ${groupBy(to.dims.length)}`);
}

/**
 * `GET /status` from the counters: opp_counts and its deltas gain an email-source dimension (`is_email`:
 * lead_source = 'email') and the summed estimated revenue (`revenue`, NULL counted as 0), so the synced total, the
 * revenue total and the email totals are sums over a few hundred counter rows instead of a scan of every lead.
 */
export class AddStatusStatisticsCounters1764800000000 implements MigrationInterface {
  name = 'AddStatusStatisticsCounters1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await reshape(queryRunner, BASE, WITH_STATISTICS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await reshape(queryRunner, WITH_STATISTICS, BASE);
  }
}

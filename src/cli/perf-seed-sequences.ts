import type { QueryRunner } from 'typeorm';

const CHUNK = 100_000;
const USABLE_EMAIL = `email IS NOT NULL AND btrim(email) <> '' AND lower(btrim(email)) NOT LIKE '%.invalid' AND lower(btrim(email)) NOT LIKE '%@invalid'`;

/**
 * Sequences as operators leave them: numbered names, 10% paused, 5% archived (is_active false), created over two
 * years, each with three email steps on one template (now, after 2 days, after 5 days).
 */
export async function seedSequences(runner: QueryRunner, total: number): Promise<void> {
  const [template] = (await runner.query(
    `INSERT INTO email_templates (name, subject, html, text) VALUES ('Perf sequence template', 'Your move with us', '<p>Hello {{first_name}}</p>', 'Hello {{first_name}}')
     RETURNING id`,
  )) as { id: string }[];
  const [{ base }] = (await runner.query(`SELECT count(*)::int AS base FROM sequences WHERE name LIKE 'Perf sequence %'`)) as { base: number }[];
  await runner.query(
    `WITH created AS (
       INSERT INTO sequences (name, description, state, is_active, created_at, updated_at)
       SELECT 'Perf sequence ' || n, 'Synthetic sequence ' || n || ' for the benchmarks',
              CASE WHEN n % 10 = 3 THEN 'paused' ELSE 'active' END, n % 20 <> 7,
              now() - (730 - n % 730) * interval '1 day', now() - (n % 60) * interval '1 hour'
       FROM generate_series($1::int + 1, $1::int + $2::int) n
       RETURNING id)
     INSERT INTO sequence_steps (sequence_id, step_order, template_id, delay_seconds)
     SELECT created.id, s.step_order, $3::uuid, s.delay FROM created
     CROSS JOIN (VALUES (1, 0), (2, 172800), (3, 432000)) AS s(step_order, delay)`,
    [base, total, template.id],
  );
  process.stdout.write(`Seeded ${total} sequences with 3 steps each.\n`);
}

/**
 * Enrollments spread over every sequence (skewed: a few large, many small) in all states: 30% active (next run in
 * the coming week), 5% paused, 2% pending, 45% completed (a fifth of them by a reply), 13% canceled, 5% failed,
 * created over two years. Each enrollment takes a different contact until the contacts run out, then the next round
 * shifts every contact to another sequence, so the one-live-per-sequence index is never hit (ON CONFLICT guards it).
 */
export async function seedEnrollments(runner: QueryRunner, total: number, started: number): Promise<void> {
  await runner.query(`DROP TABLE IF EXISTS perf_contacts`);
  await runner.query(`CREATE TEMP TABLE perf_contacts AS SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, id FROM contacts WHERE ${USABLE_EMAIL}`);
  await runner.query(`CREATE INDEX ON perf_contacts (k)`);
  const [{ contacts }] = (await runner.query(`SELECT count(*)::int AS contacts FROM perf_contacts`)) as { contacts: number }[];
  const sequences = ((await runner.query(`SELECT id FROM sequences WHERE deleted_at IS NULL ORDER BY created_at, id`)) as { id: string }[]).map((row) => row.id);
  if (contacts === 0 || sequences.length === 0) throw new Error('perf:seed --enrollments needs contacts with an address and sequences');
  const [{ base }] = (await runner.query(`SELECT count(*)::int AS base FROM sequence_enrollments`)) as { base: number }[];
  for (let offset = 0; offset < total; offset += CHUNK) {
    const size = Math.min(CHUNK, total - offset);
    await runner.query(
      `WITH g AS (SELECT n, random() AS r1, random() AS r2 FROM generate_series($1::int + 1, $1::int + $2::int) n),
            picks AS (
              SELECT n, r1, r2, pc.id AS contact_id,
                     ($4::uuid[])[1 + (floor(power(((n % $3::int) * 0.6180339887) % 1, 1.5) * cardinality($4::uuid[]))::int + n / $3::int) % cardinality($4::uuid[])] AS sequence_id,
                     now() - (730 * r2) * interval '1 day' AS created,
                     CASE WHEN r1 < 0.30 THEN 'active' WHEN r1 < 0.35 THEN 'paused' WHEN r1 < 0.37 THEN 'pending'
                          WHEN r1 < 0.82 THEN 'completed' WHEN r1 < 0.95 THEN 'canceled' ELSE 'failed' END AS status
              FROM g JOIN perf_contacts pc ON pc.k = ((n::bigint * 7919) % $3::int)::int)
       INSERT INTO sequence_enrollments (sequence_id, contact_id, status, current_step, next_run_at, started_at, ended_at, end_reason, created_at, updated_at)
       SELECT sequence_id, contact_id, status, 1 + n % 3,
              CASE WHEN status = 'active' THEN now() + (r2 * 7) * interval '1 day' END,
              created,
              CASE WHEN status IN ('completed', 'canceled', 'failed') THEN created + (r1 * 20) * interval '1 day' END,
              CASE status WHEN 'completed' THEN CASE WHEN n % 5 = 0 THEN 'reply_received' ELSE 'completed' END
                          WHEN 'canceled' THEN 'unenrolled' WHEN 'failed' THEN 'send_failed' END,
              created, created + (r1 * 20) * interval '1 day'
       FROM picks
       ON CONFLICT (sequence_id, contact_id) WHERE status IN ('pending', 'active', 'paused') DO NOTHING`,
      [base + offset, size, contacts, sequences],
    );
    process.stdout.write(`\r${offset + size} / ${total} enrollments (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  process.stdout.write('\n');
  await runner.query(`DROP TABLE perf_contacts`);
  await runner.query(`VACUUM (ANALYZE) sequence_enrollments`);
}

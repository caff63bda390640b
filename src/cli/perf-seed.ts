import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { OpportunityCountersRepository } from '../modules/leads/opportunity-counters.repository';
import { CliUsageError, runCli } from './cli-context';

const USAGE = 'usage: npm run perf:seed -- --opportunities <count>   (adds synthetic leads for benchmarks; PERF-NOTES.md §1 distribution)';
const CHUNK = 100_000;

/**
 * `npm run perf:seed`: a realistic large opportunities table for the list and dashboard benchmarks, generated in
 * PostgreSQL (generate_series) in chunks: skewed names, 100 cities, 2% no-reply, statuses and sync states in the
 * PERF-NOTES proportions, created_at spread over two years.
 */
void runCli({ needsRedis: true }, async (context) => {
  const { values } = parseArgs({ options: { opportunities: { type: 'string' } }, strict: true });
  const total = Number(values.opportunities);
  if (!Number.isInteger(total) || total < 1) throw new CliUsageError(USAGE);
  const db = context.get(DataSource);
  const started = Date.now();
  const [{ base }] = (await db.query(`SELECT coalesce(max(substring(tracking_number FROM 'PERF-(\\d+)')::int), 0) AS base FROM opportunities WHERE tracking_number LIKE 'PERF-%'`)) as { base: number }[];
  for (let offset = 0; offset < total; offset += CHUNK) {
    const size = Math.min(CHUNK, total - offset);
    // Bulk statements outlive the app's statement timeout; lift it for this transaction only.
    await db.transaction(async (tx) => {
      await tx.query(`SET LOCAL statement_timeout = 0`);
      await tx.query(
      `WITH firsts AS (SELECT ARRAY['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth','William','Barbara','Richard','Susan','Joseph','Jessica','Thomas','Sarah','Carlos','Karen','Daniel','Nancy','Matthew','Lisa','Anthony','Betty','Mark','Sandra','Priya','Ashley','Kevin','Emily','Brian','Maria','Wei','Aisha'] AS a),
            lasts AS (SELECT ARRAY['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez','Lopez','Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee','Perez','Thompson','White','Harris','Clark','Patel','Nguyen','Kim','Chen','Lewis','Walker','Hall','Allen','Young','King','Wright','Scott','Green','Baker'] AS a),
            cities AS (SELECT ARRAY['Austin|TX|78701|512','Denver|CO|80202|303','Miami|FL|33130|305','Seattle|WA|98101|206','Chicago|IL|60601|312','Boston|MA|02108|617','Atlanta|GA|30303|404','Phoenix|AZ|85004|602','Dallas|TX|75201|214','Houston|TX|77002|713','Orlando|FL|32801|407','Nashville|TN|37203|615','Portland|OR|97204|503','San Diego|CA|92101|619','Los Angeles|CA|90012|213','Charlotte|NC|28202|704','Columbus|OH|43215|614','Detroit|MI|48226|313','Las Vegas|NV|89101|702','Brooklyn|NY|11201|718'] AS a),
            statuses AS (SELECT ARRAY['new','new','new','new','new','new','opened','opened','opened','ignored','ignored','ignored','replied','replied','pending','pending','confirmed','booked','completed','new'] AS a),
            g AS (SELECT n, random() AS r1, random() AS r2, random() AS r3, random() AS r4 FROM generate_series($1::int + 1, $1::int + $2::int) n),
            rows AS (
              SELECT n, r1, r2, r3, r4,
                     (SELECT a[1 + floor(power(r1, 1.5) * array_length(a, 1))::int] FROM firsts) AS first,
                     (SELECT a[1 + floor(power(r2, 2) * array_length(a, 1))::int] FROM lasts) AS last,
                     string_to_array((SELECT a[1 + floor(power(r3, 1.3) * array_length(a, 1))::int] FROM cities), '|') AS o,
                     string_to_array((SELECT a[1 + floor(r4 * array_length(a, 1))::int] FROM cities), '|') AS d,
                     now() - (730 * (1 - (n - $3)::float / ($4::int + 1))) * interval '1 day' AS created
              FROM g)
       INSERT INTO opportunities (tracking_number, customer_name, customer_email, customer_phone, is_noreply, move_date, origin_address, origin_city,
         origin_state, origin_zip, destination_address, destination_city, destination_state, destination_zip, status, process_status,
         hubspot_sync_status, enriched, estimated_revenue, created_at, updated_at, sync_state_changed_at, synced_at, raw)
       SELECT 'PERF-' || n, first || ' ' || last,
              CASE WHEN r4 < 0.02 THEN 'noreply+' || n || '@leads-partner.com' ELSE lower(first || '.' || last || (n % 97) || '@' || (ARRAY['gmail.com','yahoo.com','outlook.com','icloud.com','aol.com'])[1 + n % 5]) END,
              CASE WHEN r1 < 0.12 THEN NULL ELSE '+1' || o[4] || lpad(((n::bigint * 7919) % 10000000)::text, 7, '0') END,
              r4 < 0.02,
              CASE WHEN r2 < 0.12 THEN NULL ELSE (created + (7 + (n % 80)) * interval '1 day')::date END,
              (100 + n % 9800) || ' Main St, ' || o[1] || ', ' || o[2] || ' ' || o[3], o[1], o[2], o[3],
              (200 + n % 7000) || ' Oak Ave, ' || d[1] || ', ' || d[2] || ' ' || d[3], d[1], d[2], d[3],
              (SELECT a[1 + (n % 20)] FROM statuses),
              CASE WHEN r3 < 0.75 THEN 'synced' WHEN r3 < 0.95 THEN 'scraped' ELSE 'processing' END,
              CASE WHEN r3 < 0.70 THEN 'succeeded' WHEN r3 < 0.85 THEN 'queued' WHEN r3 < 0.95 THEN 'in_progress' ELSE 'failed' END,
              r1 >= 0.12 AND r2 >= 0.12,
              1000 + (n % 6000),
              created, created + (now() - created) * power(random(), 4), created,
              CASE WHEN r3 < 0.70 THEN created + (1 + n % 30) * interval '1 minute' END, '{"perf": true}'::jsonb
       FROM rows`,
      [base + offset, size, base, total],
      );
    });
    process.stdout.write(`\r${offset + size} / ${total} opportunities (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  // The triggers appended one delta group per chunk; fold them now so the benchmarks start from a folded state.
  await context.get(OpportunityCountersRepository).fold();
  await db.query('ANALYZE opportunities');
  process.stdout.write(`\nSeeded ${total} opportunities in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
});

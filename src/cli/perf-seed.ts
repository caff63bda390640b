import { parseArgs } from 'node:util';
import { DataSource, type QueryRunner } from 'typeorm';
import { OpportunityCountersRepository } from '../modules/leads/reporting/opportunity-counters.repository';
import { CliUsageError, runCli } from './cli-context';
import { seedEnrollments, seedSequences } from './perf-seed-sequences';

const USAGE =
  'usage: npm run perf:seed -- [--opportunities <count>] [--contacts <count>] [--sequences <count>] [--enrollments <count>]\n' +
  '  (adds synthetic leads, contacts, sequences with steps and enrollments for the benchmarks; at least one option)';
const CHUNK = 100_000;

/**
 * Sync states only as the product leaves them (queued → in_progress → succeeded | failed):
 * - leads of the last 15 minutes are still waiting: queued (0 attempts), and those of the last 2 minutes partly in
 *   a batch right now (in_progress, 1 attempt) — a live system never has old in-progress rows but for a lost worker;
 * - older leads that reached the CRM (75%: process status synced) succeeded, a few failed on a later re-sync;
 * - older leads that never reached it (scraped 20%, processing 5%) failed, with 1–3 attempts and HubSpot's message.
 * Every timestamp lies between the lead's creation and now.
 */
const INSERT_CHUNK = `
  WITH firsts AS (SELECT ARRAY['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth','William','Barbara','Richard','Susan','Joseph','Jessica','Thomas','Sarah','Carlos','Karen','Daniel','Nancy','Matthew','Lisa','Anthony','Betty','Mark','Sandra','Priya','Ashley','Kevin','Emily','Brian','Maria','Wei','Aisha'] AS a),
       lasts AS (SELECT ARRAY['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez','Lopez','Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee','Perez','Thompson','White','Harris','Clark','Patel','Nguyen','Kim','Chen','Lewis','Walker','Hall','Allen','Young','King','Wright','Scott','Green','Baker'] AS a),
       cities AS (SELECT ARRAY['Austin|TX|78701|512','Denver|CO|80202|303','Miami|FL|33130|305','Seattle|WA|98101|206','Chicago|IL|60601|312','Boston|MA|02108|617','Atlanta|GA|30303|404','Phoenix|AZ|85004|602','Dallas|TX|75201|214','Houston|TX|77002|713','Orlando|FL|32801|407','Nashville|TN|37203|615','Portland|OR|97204|503','San Diego|CA|92101|619','Los Angeles|CA|90012|213','Charlotte|NC|28202|704','Columbus|OH|43215|614','Detroit|MI|48226|313','Las Vegas|NV|89101|702','Brooklyn|NY|11201|718'] AS a),
       statuses AS (SELECT ARRAY['new','new','new','new','new','new','opened','opened','opened','ignored','ignored','ignored','replied','replied','pending','pending','confirmed','booked','completed','new'] AS a),
       errors AS (SELECT ARRAY['HubSpot answered HTTP 502 after 5 attempts','Property values were not valid: move_date must be in the future','Contact email is invalid','HubSpot answered HTTP 429: daily limit reached'] AS a),
       -- f: the family. One lead in 20 is the same family as the lead 3 before it, through another lead site (same
       -- name, address, email and phone, drawn from the family's hash): the duplicates the check at intake finds.
       g AS (SELECT n, CASE WHEN n % 20 = 7 AND n - 3 > $3::int THEN n - 3 ELSE n END AS f, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5
             FROM generate_series($1::int + 1, $1::int + $2::int) n),
       h AS (SELECT *, (abs(hashint4(f)) % 1000003) / 1000003.0 AS h1, (abs(hashint4(f + 7777777)) % 1000003) / 1000003.0 AS h2,
                       (abs(hashint4(f + 15555555)) % 1000003) / 1000003.0 AS h3 FROM g),
       rows AS (
         SELECT n, f, r1, r2, r3, r4, r5, h1,
                (SELECT a[1 + floor(power(h1, 1.5) * array_length(a, 1))::int] FROM firsts) AS first,
                (SELECT a[1 + floor(power(h2, 2) * array_length(a, 1))::int] FROM lasts) AS last,
                string_to_array((SELECT a[1 + floor(power(h3, 1.3) * array_length(a, 1))::int] FROM cities), '|') AS o,
                string_to_array((SELECT a[1 + floor(r4 * array_length(a, 1))::int] FROM cities), '|') AS d,
                (SELECT a[1 + n % array_length(a, 1)] FROM errors) AS error,
                now() - (730 * (1 - (n - $3)::float / ($4::int + 1))) * interval '1 day' AS created
         FROM h),
       states AS (
         SELECT *,
                CASE WHEN created > now() - interval '2 minutes' AND n % 2 = 0 THEN 'in_progress'
                     WHEN created > now() - interval '15 minutes' THEN 'queued'
                     WHEN r3 < 0.75 AND r5 >= 0.03 THEN 'succeeded'
                     ELSE 'failed' END AS sync,
                created <= now() - interval '15 minutes' AND r3 < 0.75 AS reached_crm,
                -- when the lead's first sync ended (or, for a waiting lead, when it was queued or claimed)
                least(now(), created + (1 + n % 30) * interval '1 minute') AS first_sync,
                CASE WHEN r4 < 0.02 THEN 'noreply+' || n || '@leads-partner.com' ELSE lower(first || '.' || last || (f % 97) || '@' || (ARRAY['gmail.com','yahoo.com','outlook.com','icloud.com','aol.com'])[1 + f % 5]) END AS email,
                CASE WHEN abs(hashint4(f + 3)) % 100 < 12 THEN NULL ELSE '+1' || o[4] || lpad(((f::bigint * 7919) % 10000000)::text, 7, '0') END AS phone
         FROM rows)
  INSERT INTO opportunities (tracking_number, customer_name, customer_email, customer_phone, is_noreply, move_date, origin_address, origin_city,
    origin_state, origin_zip, destination_address, destination_city, destination_state, destination_zip, status, process_status,
    hubspot_sync_status, sync_attempts, sync_last_error, hubspot_contact_id, hubspot_deal_id, enriched, enriched_at, estimated_revenue,
    created_at, updated_at, sync_state_changed_at, synced_at, raw, lead_source, contact_id,
    lead_provider, email_key, phone_key, name_key, zip_key, city_key)
  SELECT 'PERF-' || n, first || ' ' || last, email, phone,
         r4 < 0.02,
         CASE WHEN r2 < 0.12 THEN NULL ELSE (created + (7 + (f % 80)) * interval '1 day')::date END,
         (100 + f % 9800) || ' Main St, ' || o[1] || ', ' || o[2] || ' ' || o[3], o[1], o[2], o[3],
         (200 + n % 7000) || ' Oak Ave, ' || d[1] || ', ' || d[2] || ' ' || d[3], d[1], d[2], d[3],
         (SELECT a[1 + (n % 20)] FROM statuses),
         CASE WHEN reached_crm THEN 'synced' WHEN r3 < 0.95 THEN 'scraped' ELSE 'processing' END,
         sync,
         CASE sync WHEN 'queued' THEN 0 WHEN 'in_progress' THEN 1 WHEN 'succeeded' THEN 1 + (n % 5 = 0)::int ELSE 1 + n % 3 END,
         CASE WHEN sync = 'failed' THEN error END,
         CASE WHEN reached_crm THEN (10000000 + n)::text END, CASE WHEN reached_crm THEN (90000000 + n)::text END,
         phone IS NOT NULL AND r2 >= 0.12, CASE WHEN phone IS NOT NULL AND r2 >= 0.12 THEN created END,
         1000 + (n % 6000),
         created, greatest(first_sync, created + (now() - created) * power(random(), 4)),
         CASE WHEN sync = 'queued' THEN created
              WHEN sync = 'failed' AND reached_crm THEN least(now(), first_sync + (now() - first_sync) * r5 * 30)
              ELSE first_sync END,
         CASE WHEN reached_crm THEN first_sync END,
         '{"perf": true}'::jsonb,
         -- mostly lead e-mails, then web forms, calls and a few typed in by hand
         CASE WHEN (n::bigint * 2654435761) % 100 < 60 THEN 'email' WHEN (n::bigint * 2654435761) % 100 < 85 THEN 'web_form'
              WHEN (n::bigint * 2654435761) % 100 < 96 THEN 'inbound_call' ELSE 'manual' END,
         -- the contact lead intake would have linked (perf_link numbers the contacts; none when there are none)
         (SELECT pl.id FROM perf_link pl WHERE pl.k = ((n::bigint * 7919) % NULLIF($5::int, 0))::int),
         -- the lead site that sold it (email leads and API posts; the website form and staff have none)
         CASE WHEN (n::bigint * 2654435761) % 100 < 85 THEN (ARRAY['HireAHelper','Moving.com','Q2G','Unpakt','MyMovingReviews'])[1 + n % 5] END,
         -- the match keys intake stores (see the leads module's stored-match-keys policy): Gmail dots folded
         CASE WHEN r4 < 0.02 THEN NULL WHEN split_part(email, '@', 2) = 'gmail.com' THEN replace(split_part(email, '@', 1), '.', '') || '@gmail.com' ELSE email END,
         phone, lower(first || ' ' || last), o[3], lower(o[1]) || '|' || o[2]
  FROM states`;

/**
 * The possible-duplicate pairs of a chunk, as the check at intake records them: each family's second lead (one in 20)
 * paired with its first by the keys they share. Pairs older than 30 days were mostly decided "not a duplicate"; the
 * rest are open and mark their newer lead (the list's "possible duplicate" filter).
 */
const PAIR_CHUNK = `
  WITH pairs AS (
    SELECT d.id AS newer, e.id AS earlier, d.created_at, n,
           array_remove(ARRAY[CASE WHEN d.email_key = e.email_key THEN 'email' END, CASE WHEN d.phone_key = e.phone_key THEN 'phone' END,
             CASE WHEN d.name_key = e.name_key AND d.zip_key = e.zip_key AND abs(d.move_date - e.move_date) <= 3 THEN 'name_move_date_zip' END], NULL) AS reasons
      FROM generate_series($1::int + 1, $1::int + $2::int) n
      JOIN opportunities d ON d.tracking_number = 'PERF-' || n
      JOIN opportunities e ON e.tracking_number = 'PERF-' || (n - 3)
     WHERE n % 20 = 7 AND n - 3 > $3::int),
  inserted AS (
    INSERT INTO opportunity_duplicates (opportunity_id, duplicate_of_id, reasons, score, status, created_at, decided_at, decided_by)
    SELECT newer, earlier, reasons, CASE WHEN cardinality(reasons) > 1 THEN 0.99 WHEN reasons[1] = 'email' THEN 0.95 WHEN reasons[1] = 'phone' THEN 0.9 ELSE 0.85 END,
           CASE WHEN created_at < now() - interval '30 days' AND (n / 20) % 10 < 7 THEN 'dismissed' ELSE 'open' END, created_at,
           CASE WHEN created_at < now() - interval '30 days' AND (n / 20) % 10 < 7 THEN created_at + interval '1 day' END,
           CASE WHEN created_at < now() - interval '30 days' AND (n / 20) % 10 < 7 THEN 'agent@movingco.example' END
      FROM pairs WHERE cardinality(reasons) > 0
    RETURNING opportunity_id, status)
  UPDATE opportunities o SET duplicate_state = 'possible' FROM inserted i WHERE o.id = i.opportunity_id AND i.status = 'open'`;

/**
 * Contacts as the lead intake leaves them: skewed names, a unique address for most, 3% without any address and 3% on
 * the placeholder `.invalid` domain (never mailable), a company for a third, a phone for most, origin and destination
 * city, lifecycle stage and consent skewed toward the defaults, a lead score, and created_at spread over two years
 * (first_seen_at a little earlier). search_text is a generated column, filled by PostgreSQL itself.
 */
const INSERT_CONTACTS_CHUNK = `
  WITH firsts AS (SELECT ARRAY['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth','William','Barbara','Richard','Susan','Joseph','Jessica','Thomas','Sarah','Carlos','Karen','Daniel','Nancy','Matthew','Lisa','Anthony','Betty','Mark','Sandra','Priya','Ashley','Kevin','Emily','Brian','Maria','Wei','Aisha'] AS a),
       lasts AS (SELECT ARRAY['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez','Lopez','Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee','Perez','Thompson','White','Harris','Clark','Patel','Nguyen','Kim','Chen','Lewis','Walker','Hall','Allen','Young','King','Wright','Scott','Green','Baker'] AS a),
       cities AS (SELECT ARRAY['Austin|TX|512','Denver|CO|303','Miami|FL|305','Seattle|WA|206','Chicago|IL|312','Boston|MA|617','Atlanta|GA|404','Phoenix|AZ|602','Dallas|TX|214','Houston|TX|713','Orlando|FL|407','Nashville|TN|615','Portland|OR|503','San Diego|CA|619','Los Angeles|CA|213','Charlotte|NC|704','Columbus|OH|614','Detroit|MI|313','Las Vegas|NV|702','Brooklyn|NY|718'] AS a),
       companies AS (SELECT ARRAY['Acme Logistics','Blue Ridge Realty','Summit Health','Northwind Traders','Lakeside Dental','Pioneer Storage','Evergreen Homes','Harbor Freight Co','Sterling Legal','Bright Path Tutoring','Keystone Builders','Redwood Software'] AS a),
       g AS (SELECT n, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5 FROM generate_series($1::int + 1, $1::int + $2::int) n),
       rows AS (
         SELECT n, r1, r2, r3, r4, r5,
                (SELECT a[1 + floor(power(r1, 1.5) * array_length(a, 1))::int] FROM firsts) AS first,
                (SELECT a[1 + floor(power(r2, 2) * array_length(a, 1))::int] FROM lasts) AS last,
                string_to_array((SELECT a[1 + floor(power(r3, 1.3) * array_length(a, 1))::int] FROM cities), '|') AS o,
                string_to_array((SELECT a[1 + floor(r4 * array_length(a, 1))::int] FROM cities), '|') AS d,
                (SELECT a[1 + n % array_length(a, 1)] FROM companies) AS company,
                now() - (730 * (1 - (n - $3)::float / ($4::int + 1))) * interval '1 day' AS created
         FROM g)
  INSERT INTO contacts (first_name, last_name, email, phone, company, origin_city, origin_state, destination_city, destination_state,
    source, lifecycle_stage, consent_status, lead_score, unsubscribed_at, first_seen_at, created_at, updated_at)
  SELECT first, last,
         CASE WHEN r5 < 0.03 THEN NULL
              WHEN r5 < 0.06 THEN 'lead-' || n || '@placeholder.invalid'
              ELSE lower(first || '.' || last || '.' || n || '@' || (ARRAY['gmail.com','yahoo.com','outlook.com','icloud.com','aol.com'])[1 + n % 5]) END,
         CASE WHEN r1 < 0.1 THEN NULL ELSE '+1' || o[3] || lpad(((n::bigint * 7919) % 10000000)::text, 7, '0') END,
         CASE WHEN n % 3 = 0 THEN company END,
         o[1], o[2], d[1], d[2],
         (ARRAY['email','email','email','web','web','import','api'])[1 + n % 7],
         CASE WHEN r2 < 0.7 THEN 'lead' WHEN r2 < 0.85 THEN 'mql' WHEN r2 < 0.95 THEN 'sql' ELSE 'customer' END,
         CASE WHEN r3 < 0.55 THEN 'unknown' WHEN r3 < 0.95 THEN 'opted_in' ELSE 'opted_out' END,
         floor(power(r4, 2) * 100)::int,
         CASE WHEN r3 >= 0.98 THEN least(now(), created + interval '3 days') END,
         created - (r4 * 30) * interval '1 day', created, created
  FROM rows`;

/**
 * `npm run perf:seed`: a realistic large opportunities table for the list and dashboard benchmarks, generated in
 * PostgreSQL (generate_series) 100k rows per statement: skewed names, 20 cities, 2% no-reply, eight statuses,
 * created_at spread over two years, sync states the product can produce. The whole run is maintenance on its own
 * connection without the application's statement timeout: a 100k-row insert, folding the counters and VACUUM
 * (ANALYZE) of a 1M-row table each take seconds to a minute, far beyond what an API statement may take.
 */
void runCli({ needsRedis: true }, async (context) => {
  const { values } = parseArgs({
    options: {
      opportunities: { type: 'string' },
      contacts: { type: 'string' },
      sequences: { type: 'string' },
      enrollments: { type: 'string' },
    },
    strict: true,
  });
  const counts = {
    opportunities: countOption(values.opportunities),
    contacts: countOption(values.contacts),
    sequences: countOption(values.sequences),
    enrollments: countOption(values.enrollments),
  };
  if (Object.values(counts).every((count) => count === 0)) throw new CliUsageError(USAGE);
  const started = Date.now();
  const runner = context.get(DataSource).createQueryRunner();
  await runner.connect();
  try {
    await runner.query(`SET statement_timeout = 0`);
    // Contacts first, so the opportunities can be linked to them as they are written.
    if (counts.contacts > 0) await seedContacts(runner, counts.contacts, started);
    if (counts.opportunities > 0) {
      await seedOpportunities(runner, counts.opportunities, started);
      // The triggers appended one delta group per chunk: fold them so the benchmarks start from a folded state, and
      // give the planner statistics and the visibility map (index-only counts) for the new rows.
      await context.get(OpportunityCountersRepository).fold(runner.manager);
      await runner.query(`VACUUM (ANALYZE) opportunities`);
      await runner.query(`VACUUM (ANALYZE) opportunity_duplicates`);
    }
    if (counts.opportunities > 0 || counts.contacts > 0) {
      if (await linkOpportunities(runner)) {
        await context.get(OpportunityCountersRepository).fold(runner.manager);
        await runner.query(`VACUUM (ANALYZE) opportunities`);
      }
    }
    if (counts.sequences > 0) await seedSequences(runner, counts.sequences);
    if (counts.enrollments > 0) await seedEnrollments(runner, counts.enrollments, started);
  } finally {
    await runner.query(`RESET statement_timeout`).catch(() => undefined);
    await runner.release();
  }
  const seeded = Object.entries(counts).filter(([, count]) => count > 0).map(([what, count]) => `${count} ${what}`);
  process.stdout.write(`\nSeeded ${seeded.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
});

function countOption(value: string | undefined): number {
  if (value === undefined) return 0;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new CliUsageError(USAGE);
  return count;
}

function progress(done: number, total: number, what: string, started: number): void {
  process.stdout.write(`\r${done} / ${total} ${what} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

async function seedOpportunities(runner: QueryRunner, total: number, started: number): Promise<void> {
  const [{ base }] = (await runner.query(
    `SELECT coalesce(max(substring(tracking_number FROM 'PERF-(\\d+)')::int), 0) AS base FROM opportunities WHERE tracking_number LIKE 'PERF-%'`,
  )) as { base: number }[];
  const contacts = await numberContacts(runner);
  for (let offset = 0; offset < total; offset += CHUNK) {
    const size = Math.min(CHUNK, total - offset);
    await runner.query(INSERT_CHUNK, [base + offset, size, base, total, contacts]);
    await runner.query(PAIR_CHUNK, [base + offset, size, base]);
    progress(offset + size, total, 'opportunities', started);
  }
  process.stdout.write('\n');
  await runner.query(`DROP TABLE perf_link`);
}

/** perf_link: the contacts numbered from 0 (k), for linking opportunities to them; answers how many there are. */
async function numberContacts(runner: QueryRunner): Promise<number> {
  await runner.query(`DROP TABLE IF EXISTS perf_link`);
  await runner.query(`CREATE TEMP TABLE perf_link AS SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, id FROM contacts`);
  await runner.query(`CREATE INDEX ON perf_link (k)`);
  const [{ contacts }] = (await runner.query(`SELECT count(*)::int AS contacts FROM perf_link`)) as { contacts: number }[];
  return contacts;
}

async function seedContacts(runner: QueryRunner, total: number, started: number): Promise<void> {
  // Numbering continues after the contacts already there, so the generated addresses stay unique across runs.
  const [{ base }] = (await runner.query(`SELECT count(*)::int AS base FROM contacts`)) as { base: number }[];
  for (let offset = 0; offset < total; offset += CHUNK) {
    const size = Math.min(CHUNK, total - offset);
    await runner.query(INSERT_CONTACTS_CHUNK, [base + offset, size, base, total]);
    progress(offset + size, total, 'contacts', started);
  }
  process.stdout.write('\n');
  await runner.query(`VACUUM (ANALYZE) contacts`);
}

/**
 * Links the synthetic opportunities that still have no contact (seeded before any contact was) to the contacts, as
 * lead intake does: opportunity n gets contact (n × 7919) mod contacts, as a fresh seed links them while writing them
 * (spread over all contacts, about opportunities / contacts each). The enrollment rule preview's opportunity filters
 * read opportunities through their contact. False when there is nothing to link.
 */
async function linkOpportunities(runner: QueryRunner): Promise<boolean> {
  const [{ unlinked }] = (await runner.query(
    `SELECT EXISTS (SELECT 1 FROM opportunities WHERE contact_id IS NULL AND tracking_number LIKE 'PERF-%') AS unlinked`,
  )) as { unlinked: boolean }[];
  if (!unlinked) return false;
  const contacts = await numberContacts(runner);
  if (contacts === 0) {
    await runner.query(`DROP TABLE perf_link`);
    return false;
  }
  const [, linked] = (await runner.query(
    `UPDATE opportunities o SET contact_id = pl.id
     FROM perf_link pl
     WHERE o.contact_id IS NULL AND o.tracking_number LIKE 'PERF-%'
       AND pl.k = ((substring(o.tracking_number FROM 6)::bigint * 7919) % $1::int)::int`,
    [contacts],
  )) as [unknown, number];
  await runner.query(`DROP TABLE perf_link`);
  process.stdout.write(`Linked ${linked} opportunities to ${contacts} contacts\n`);
  return linked > 0;
}

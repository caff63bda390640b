// Ingestion benchmark: a 10k lead-email backlog imported through the CLI (`npm run leads:import`) into a fresh
// database on the machine's PostgreSQL, duplicate check on (one email in ten is a family seen 5 emails earlier,
// through another lead site). Reports emails/s. Usage: npm run build && node test/perf/ingest.mjs [count]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = join(import.meta.dirname, '..', '..');
const count = Number(process.argv[2] ?? 10_000);
const admin = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `la_perf_ingest_${Date.now().toString(36)}`;
const folder = mkdtempSync(join(tmpdir(), 'la-perf-eml-'));
// Names, phones and move dates vary as real leads do (a corpus of one name and one move date would make every lead a
// possible duplicate of every other and time the check at its 20-candidate cap).
const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'Carlos', 'Priya', 'Wei', 'Aisha', 'Daniel', 'Sarah', 'Kevin', 'Maria', 'Thomas', 'Nancy', 'Omar', 'Yuki', 'Grace', 'Luis', 'Emily', 'Ahmed', 'Sofia', 'Brian', 'Chloe', 'Mateo'];
const LAST = ['Smith', 'Johnson', 'Garcia', 'Nguyen', 'Patel', 'Kim', 'Lopez', 'Brown', 'Okafor', 'Chen', 'Rossi', 'Schmidt', 'Haddad', 'Silva', 'Murphy', 'Kowalski', 'Tanaka', 'Dubois', 'Andersson', 'Reyes', 'Walker', 'Ivanova', 'Mensah', 'Cohen', 'Singh', 'Moreau', 'Baker', 'Fischer', 'Novak', 'Ortiz', 'Hughes', 'Yilmaz', 'Costa', 'Larsen', 'Ali', 'Park', 'Evans', 'Wright', 'Santos', 'Fox'];
const cities = [['Austin', 'TX', '78701'], ['Denver', 'CO', '80202'], ['Miami', 'FL', '33130'], ['Seattle', 'WA', '98101'], ['Chicago', 'IL', '60601']];

for (let i = 0; i < count; i++) {
  // One email in ten is a family that asked another lead site 5 emails earlier: the duplicate check finds it.
  const family = i % 10 === 9 ? i - 5 : i;
  const [fromCity, fromState, fromZip] = cities[family % cities.length];
  const [toCity, toState, toZip] = cities[(family * 7 + 3) % cities.length];
  const [sender, prefix] = family === i ? ['Q2G Leads <leads@q2g.example>', 'Q2G'] : ['HireAHelper <leads@hireahelper.com>', 'HAH'];
  const raw = [
    `From: ${sender}`, 'To: leads@movingco.example', `Subject: New Lead ${prefix}-${700000 + i}`,
    'Date: Fri, 20 Nov 2026 14:05:00 -0500', `Message-ID: <perf-${i}@mail.q2g.example>`, 'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8', '',
    `Tracking #: ${prefix}-${700000 + i}`, `Customer Name: ${FIRST[family % FIRST.length]} ${LAST[Math.floor(family / FIRST.length) % LAST.length]}`,
    `Email: perf.customer${family}@example.com`,
    family % 5 === 0 ? '' : `Phone: (512) ${String(200 + (family % 700))}-${String(family % 10000).padStart(4, '0')}`,
    family % 5 === 0 ? '' : `Move Date: 03/${String(1 + (family % 28)).padStart(2, '0')}/2027`,
    `Moving From: ${100 + (family % 900)} Main St, ${fromCity}, ${fromState} ${fromZip}`, `Moving To: ${200 + (family % 700)} Oak Ave, ${toCity}, ${toState} ${toZip}`,
    'Move Size: 2 Bedroom', `Estimated Revenue: $${2000 + (i % 3000)}`, '',
  ].join('\r\n');
  writeFileSync(join(folder, `${String(i).padStart(6, '0')}.eml`), raw);
}

const client = new pg.Client({ connectionString: admin });
await client.connect();
await client.query(`CREATE DATABASE "${database}"`);
const url = new URL(admin);
url.pathname = `/${database}`;
try {
  const env = { ...process.env, DATABASE_URL: url.toString(), QUEUE_PREFIX: `laperf_${database}`, LOG_LEVEL: 'warn' };
  const cli = join(root, 'dist', 'src', 'cli', 'leads-import.js');
  // The first run migrates the database; the measured run is the import itself.
  const result = spawnSync(process.execPath, [cli, folder], { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  process.stdout.write(result.stdout.split('\n').filter((l) => !l.startsWith('  ✗')).join('\n'));
  if (result.status !== 0) process.stderr.write(result.stderr);
  const imported = new pg.Client({ connectionString: url.toString() });
  await imported.connect();
  const [pairs] = (await imported.query(`SELECT count(*)::int AS n FROM opportunity_duplicates`)).rows;
  console.log(`duplicate check: ${pairs.n} pairs found (${Math.floor(count / 10)} families wrote twice)`);
  await imported.end();
} finally {
  await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await client.end();
  rmSync(folder, { recursive: true, force: true });
}

// Enrollment rule runner benchmark (target: ≥ 5,000 contacts enrolled per second with the caps lifted). Boots the
// built runner (config, database, runner service; no queue) on DATABASE_URL (default: the 1M database; its start
// applies pending migrations), makes a sequence with a templated first step and one active rule over the contacts
// created in the last `days` days (include_future, daily caps of 10M), runs the runner once with batches of `batch`
// and reports contacts enrolled per second. The sequence (and with it its rule and enrollments) is deleted after.
// Usage: npm run build:api && DATABASE_URL=postgres://postgres@127.0.0.1:5432/la_perf_1m npm run perf:rule-runner -- [days [batch]]
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..', '..');
const days = Number(process.argv[2] ?? 365);
const batch = Number(process.argv[3] ?? 5000);
const TARGET_PER_SECOND = 5000;
const dist = (...path) => require(join(root, 'dist', 'src', ...path));
const { overrideEnv, envValue } = dist('config', 'process-env.js');
overrideEnv({
  NODE_ENV: 'test', LOG_LEVEL: 'warn', RULE_RUNNER_BATCH_SIZE: String(batch),
  DATABASE_URL: envValue('DATABASE_URL') ?? 'postgres://postgres@127.0.0.1:5432/la_perf_1m',
});
require('reflect-metadata');
const { Module } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');
const { DataSource } = require('typeorm');
const { AppConfigModule } = dist('config', 'config.module.js');
const { DatabaseModule } = dist('database', 'database.module.js');
const { RuleRunnerService } = dist('modules', 'enrollment', 'runner', 'rule-runner.service.js');
const { RuleRunnerRepository } = dist('modules', 'enrollment', 'runner', 'rule-runner.repository.js');

class RunnerBenchModule {}
Module({ imports: [AppConfigModule, DatabaseModule], providers: [RuleRunnerService, RuleRunnerRepository] })(RunnerBenchModule);
const context = await NestFactory.createApplicationContext(RunnerBenchModule, { logger: ['error', 'warn'] });
const db = context.get(DataSource);
const active = await db.query(`SELECT count(*)::int AS n FROM enrollment_rules WHERE status = 'active' AND deleted_at IS NULL`);
if (active[0].n > 0) throw new Error(`${active[0].n} active rules already in this database; the figure would include their work`);
const [{ id: templateId }] = await db.query(`INSERT INTO email_templates (name, subject) VALUES ('Perf runner ' || now(), 'Hi') RETURNING id`);
const [{ id: sequenceId }] = await db.query(`INSERT INTO sequences (name) VALUES ('Perf runner ' || now()) RETURNING id`);
await db.query(`INSERT INTO sequence_steps (sequence_id, step_order, template_id, delay_seconds) VALUES ($1, 1, $2, 3600)`, [sequenceId, templateId]);
const start = new Date(Date.now() - days * 86400e3).toISOString().slice(0, 10);
const [{ id: ruleId }] = await db.query(
  `INSERT INTO enrollment_rules (sequence_id, name, start_date, include_future, caps_json) VALUES ($1, 'Perf runner', $2, true, $3) RETURNING id`,
  [sequenceId, start, JSON.stringify({ daily_org_limit: 10_000_000, daily_sequence_limit: 10_000_000 })],
);
try {
  await db.query(`UPDATE enrollment_rules SET status = 'active' WHERE id = $1`, [ruleId]);
  const t0 = performance.now();
  const summary = await context.get(RuleRunnerService).runOnce();
  const seconds = (performance.now() - t0) / 1000;
  const rate = summary.enrolled / seconds;
  console.log(`\nrule over ${days} days of contacts, batches of ${batch}: ${summary.enrolled} enrolled in ${seconds.toFixed(2)} s = ${Math.round(rate)} contacts/s (target ≥ ${TARGET_PER_SECOND})`);
  process.exitCode = rate >= TARGET_PER_SECOND && summary.failed === 0 ? 0 : 1;
} finally {
  // Leave the perf database as found: the sequence (its steps, rule and enrollments cascade) and the template go.
  await db.query(`DELETE FROM sequences WHERE id = $1`, [sequenceId]);
  await db.query(`DELETE FROM email_templates WHERE id = $1`, [templateId]);
  await db.query(`DELETE FROM enrollment_daily_usage WHERE scope = 'sequence' AND scope_id = $1`, [sequenceId]);
  await context.close();
}

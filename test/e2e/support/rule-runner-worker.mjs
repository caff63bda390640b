// One worker process for the concurrent rule runner test: boots the worker role from the TypeScript sources
// (compiled on require by swc-register), waits for the common start time in GO_AT (epoch ms) so every process
// starts together, runs the rule runner RUNS times back to back and prints each run's summary as one JSON line.
// Run as: node --import ./test/utils/swc-register.mjs test/e2e/support/rule-runner-worker.mjs
import 'reflect-metadata';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { NestFactory } = require('@nestjs/core');
const { AppModule } = require('../../../src/app.module.ts');
const { RuleRunnerService } = require('../../../src/modules/enrollment/runner/rule-runner.service.ts');

const context = await NestFactory.createApplicationContext(AppModule.forRoles(['worker']), { logger: ['error'] });
try {
  const runner = context.get(RuleRunnerService);
  const wait = Number(process.env.GO_AT) - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const runs = [];
  for (let i = 0; i < Number(process.env.RUNS ?? 3); i++) runs.push(await runner.runOnce());
  process.stdout.write(`${JSON.stringify({ pid: process.pid, runs })}\n`);
} finally {
  await context.close();
}
process.exit(0);

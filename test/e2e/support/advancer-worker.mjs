// One worker process for the advancer crash test and the engine benchmark: boots the worker role from the TypeScript
// sources (compiled on require by swc-register) and drains due sequence runs until killed, printing one JSON line per
// drain that did something ({pid, sent, claimed, lateness}). The parent kills it with SIGKILL at random moments.
// Run as: node --import ./test/utils/swc-register.mjs test/e2e/support/advancer-worker.mjs
import 'reflect-metadata';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { NestFactory } = require('@nestjs/core');
const { DataSource } = require('typeorm');
const { AppModule } = require('../../../src/app.module.ts');
const { advancerWith, sequenceSender } = require('./advancer-harness.ts');

const context = await NestFactory.createApplicationContext(AppModule.forRoles(['worker']), { logger: ['error'] });
const advancer = advancerWith(context, sequenceSender(context, context.get(DataSource)));
process.stdout.write(`${JSON.stringify({ pid: process.pid, ready: true })}\n`);
let stopping = false;
process.on('SIGTERM', () => (stopping = true));
while (!stopping) {
  const result = await advancer.drain(5000);
  if (result.claimed > 0) {
    process.stdout.write(`${JSON.stringify({ pid: process.pid, sent: result.sent, claimed: result.claimed, lateness: result.latenessMs })}\n`);
  } else {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
await context.close();
process.exit(0);

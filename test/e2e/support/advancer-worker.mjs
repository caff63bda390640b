// One worker process for the advancer crash test: boots the worker role from the built app (dist/, which `npm test`
// builds before the tests; run `npm run build:api` first when running the crash test alone) and drains due sequence
// runs with the app's own advancer until killed, printing one JSON line per drain that did something
// ({pid, sent, claimed, lateness}). The parent kills it with SIGKILL at random moments and starts a fresh one, so a
// quick boot matters: compiled JavaScript boots in a fraction of the time the TypeScript sources took.
// Run as: node test/e2e/support/advancer-worker.mjs
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const dist = (...path) => require(join(import.meta.dirname, '..', '..', '..', 'dist', 'src', ...path));
require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const { AppModule } = dist('app.module.js');
const { AdvancerService } = dist('modules', 'runs', 'advancer', 'advancer.service.js');

const context = await NestFactory.createApplicationContext(AppModule.forRoles(['worker']), { logger: ['error'] });
const advancer = context.get(AdvancerService);
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

import 'reflect-metadata';
import { createApp, startApp } from './bootstrap';
import { InvalidConfigError } from './config/validate-env';
import { QueuePrefixTakenError } from './queue/queue-prefix-claim.service';

const SHUTDOWN_DEADLINE_MS = 30_000;

async function main(): Promise<void> {
  const app = await createApp();
  // Graceful shutdown drains HTTP and workers; a watchdog makes sure a stuck drain cannot keep the process alive.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref());
  }
  await startApp(app);
}

main().catch((error: unknown) => {
  if (error instanceof InvalidConfigError || error instanceof QueuePrefixTakenError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});

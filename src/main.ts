import 'reflect-metadata';
import { createApp, startApp } from './bootstrap';
import { InvalidConfigError } from './config/validate-env';

async function main(): Promise<void> {
  const app = await createApp();
  await startApp(app);
}

main().catch((error: unknown) => {
  if (error instanceof InvalidConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});

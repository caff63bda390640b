import { runCli } from './cli-context';

/** `npm run migration:run`: the database module runs pending migrations while the context starts. */
void runCli({ needsRedis: false }, async () => {
  process.stdout.write('Migrations are up to date.\n');
});

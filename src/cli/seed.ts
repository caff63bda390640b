import { SeedService } from '../database/seeding/seed.service';
import { runCli } from './cli-context';

/** `npm run seed`: runs every module's demo-data seeder (idempotent). */
void runCli({ needsRedis: true }, async (context) => {
  const lines = await context.get(SeedService).seedAll();
  process.stdout.write(`Demo data seeded:\n${lines.map((line) => `  - ${line}`).join('\n')}\n`);
});

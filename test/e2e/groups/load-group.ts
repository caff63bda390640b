import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The API/integration layer runs its spec files in groups: jest gives every test file a fresh module registry, so a
 * file that boots the app first loads and evaluates the whole app (Nest, TypeORM, BullMQ, the AWS and HubSpot
 * clients…) again, about 4-5 s of a 2-core machine each time. A group file loads its share of the spec files into one
 * registry, so that cost is paid once per group; each spec still boots its own app with its own settings, database
 * and Redis prefix, and still runs its tests in the order they are written.
 *
 * The groups are balanced by the seconds each spec took in the last measured run (durations.json, written by
 * `npm run test:timings`; a spec not listed counts as DEFAULT_SECONDS). To run some spec files on their own, one
 * jest file each as before: `npm run test:e2e:file -- contacts status`.
 */
export const GROUP_COUNT = 12;
const DEFAULT_SECONDS = 20;
const E2E_DIR = join(__dirname, '..');
/**
 * Not in a group: the crash test runs on its own after everything else (`npm run test:e2e:crash`), so nothing
 * competes with it; delivery-production needs a registry of its own (it loads the app after setting NODE_ENV to
 * production), so test/jest-e2e.config.json lists it as a test file by itself.
 */
const NOT_GROUPED = new Set(['advancer-crash.e2e-spec.ts', 'delivery-production.e2e-spec.ts']);

function durations(): Record<string, number> {
  const file = join(__dirname, 'durations.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {};
}

/** The spec files of every group: longest first, each to the group with the fewest seconds so far. */
export function planGroups(files: string[], seconds: Record<string, number>, groups = GROUP_COUNT): string[][] {
  const plan = Array.from({ length: groups }, () => ({ seconds: 0, files: [] as string[] }));
  const weight = (file: string): number => seconds[file] ?? DEFAULT_SECONDS;
  const ordered = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  for (const file of ordered) {
    const lightest = plan.reduce((best, group) => (group.seconds < best.seconds ? group : best));
    lightest.seconds += weight(file);
    lightest.files.push(file);
  }
  return plan.map((group) => group.files.sort());
}

export function specFiles(): string[] {
  return readdirSync(E2E_DIR)
    .filter((name) => name.endsWith('.e2e-spec.ts') && !NOT_GROUPED.has(name))
    .sort();
}

/**
 * Registers the specs of group `index` (1-based), each under a describe named after its file, with hooks that record
 * the file's wall time (its app's boot and close included) for `npm run test:timings` when LA_TEST_COUNTS_FILE is set.
 */
export function loadGroup(index: number): void {
  const files = planGroups(specFiles(), durations())[index - 1] ?? [];
  if (files.length === 0) throw new Error(`e2e group ${index} has no spec files: fewer spec files than GROUP_COUNT (${GROUP_COUNT})`);
  for (const file of files) {
    describe(file, () => {
      let started = 0;
      beforeAll(() => {
        started = Date.now();
      });
      afterAll(() => {
        const target = process.env.LA_TEST_COUNTS_FILE;
        if (target) appendFileSync(target, `${JSON.stringify({ file: `test/e2e/${file}`, group: index, wallMs: Date.now() - started })}\n`);
      });
      // Jest's own require, so the spec goes through the transform and shares this file's module registry.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(join(E2E_DIR, file));
    });
  }
}

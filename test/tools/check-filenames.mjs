// Filename rules: kebab-case everywhere in src/, migrations/ and test/, a role suffix for
// files inside feature modules, PascalCase or kebab-case in the admin. Lists every offender and exits 1.
import { execFileSync } from 'node:child_process';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*(\.[a-z]+)*$/;
const ROLES = [
  'module', 'controller', 'service', 'repository', 'entity', 'dto', 'errors', 'job', 'processor', 'client', 'health',
  'probes', 'guard', 'middleware', 'seeder', 'policy', 'decorators', 'filter', 'pipe', 'options', 'constants', 'types', 'writer',
  'spec', 'int-spec', 'e2e-spec', 'storage', 'provider', 'mapper', 'limiter', 'config', 'listener',
];
const problems = [];

for (const file of files) {
  const parts = file.split('/');
  const name = parts.at(-1);
  const stem = name.replace(/\.(ts|tsx|mjs|js|json)$/, '');
  if (file.startsWith('src/') || file.startsWith('test/') || file.startsWith('migrations/')) {
    if (!/\.(ts|mjs)$/.test(name)) continue;
    if (file.startsWith('migrations/')) {
      if (stem !== 'index' && !/^\d{13}-[A-Z][A-Za-z0-9]+$/.test(stem)) problems.push(`${file}: migrations are <unix-ms>-<PascalCase>.ts`);
      continue;
    }
    if (!KEBAB.test(stem)) problems.push(`${file}: use kebab-case`);
    // Inside a feature module, top-level files carry a role suffix (jobs/, dto/, entities/ have their own).
    if (parts[0] === 'src' && parts[1] === 'modules' && parts.length === 4) {
      const role = stem.split('.').slice(1).join('.');
      if (!role || !ROLES.some((r) => role === r || role.endsWith(`.${r}`) || role.startsWith(`${r}.`))) {
        problems.push(`${file}: add a role suffix (${ROLES.slice(0, 8).join(', ')}, ...)`);
      }
    }
  } else if (file.startsWith('admin/src/') && /\.(ts|tsx)$/.test(name)) {
    const ok = name.endsWith('.tsx') ? PASCAL.test(stem) || KEBAB.test(stem) : KEBAB.test(stem);
    if (!ok) problems.push(`${file}: components are PascalCase.tsx, other modules kebab-case.ts`);
  }
}

if (problems.length > 0) {
  console.error(`Filename check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Filename check passed (${files.length} files).`);

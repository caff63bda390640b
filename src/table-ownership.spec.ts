import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ModuleTables } from './database/module-tables.types';

/**
 * Table walls: every table the migrations create has one owning module; a module's code writes only the tables it
 * owns and reads another module's table only where its tables.constants.ts declares it. SQL is recognised by its
 * upper-case keywords (the house style for raw SQL), TypeORM entities by @Entity('table'), query-builder joins by
 * their table-name argument.
 */
const SRC = __dirname;
const ROOT = join(SRC, '..');
const MODULES = join(SRC, 'modules');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });

/** Every table some migration creates. */
const migrationTables = (): string[] => [...new Set(readdirSync(join(ROOT, 'migrations')).filter((name) => name.endsWith('.ts'))
  .flatMap((name) => [...readFileSync(join(ROOT, 'migrations', name), 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?([a-z_][a-z0-9_]*)/g)].map((match) => match[1])))]
  .filter((table) => table !== 'typeorm_migrations')
  .sort();

export type TableUse = { module: string; file: string; table: string; write: boolean };

/** Each table reference in a set of module files: SQL keywords before a known table name, entities and query-builder joins. */
export function tableUses(sources: { file: string; text: string }[], tables: readonly string[]): TableUse[] {
  const names = [...tables].sort((a, b) => b.length - a.length).join('|');
  const sql = new RegExp(String.raw`\b(FROM|JOIN|INSERT INTO|INTO|UPDATE|DELETE FROM|TRUNCATE(?: TABLE)?|ALTER TABLE|LOCK TABLE)\s+"?(${names})\b(?!\.)`, 'g');
  const entity = new RegExp(String.raw`@Entity\(\s*['"\`](${names})['"\`]`, 'g');
  const builder = new RegExp(String.raw`\.(?:from|leftJoin|innerJoin|leftJoinAndSelect|innerJoinAndSelect)\(\s*['"\`](${names})['"\`]`, 'g');
  const uses: TableUse[] = [];
  for (const { file, text } of sources) {
    const module = relative(MODULES, file).split(sep)[0];
    const at = relative(SRC, file);
    for (const match of text.matchAll(sql)) uses.push({ module, file: at, table: match[2], write: !/^(FROM|JOIN)$/.test(match[1]) });
    for (const match of text.matchAll(entity)) uses.push({ module, file: at, table: match[1], write: true });
    for (const match of text.matchAll(builder)) uses.push({ module, file: at, table: match[1], write: false });
  }
  return uses;
}

/** The declarations: module folder → its ModuleTables (from src/modules/<module>/tables.constants.ts). */
function declarations(): Map<string, ModuleTables> {
  const declared = new Map<string, ModuleTables>();
  for (const entry of readdirSync(MODULES, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = join(MODULES, entry.name, 'tables.constants.ts');
    try {
      readFileSync(path);
    } catch {
      continue;
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the declarations are plain constants
    declared.set(entry.name, (require(path) as { TABLES: ModuleTables }).TABLES);
  }
  return declared;
}

/** "file: writes/reads table (owned by X)" for every use the declarations do not allow. */
export function violations(uses: TableUse[], declared: Map<string, ModuleTables>): string[] {
  const owner = new Map<string, string>();
  for (const [module, tables] of declared) for (const table of tables.owns) owner.set(table, module);
  const found = new Set<string>();
  for (const use of uses) {
    const own = declared.get(use.module);
    const by = owner.get(use.table) ?? 'nobody';
    if (own?.owns.includes(use.table)) continue;
    if (use.write) found.add(`${use.file}: writes ${use.table} (owned by ${by})`);
    else if (!own?.reads.includes(use.table)) found.add(`${use.file}: reads ${use.table} (owned by ${by}) without declaring it`);
  }
  return [...found].sort();
}

describe('table ownership', () => {
  const tables = migrationTables();
  const declared = declarations();
  const uses = tableUses(filesUnder(MODULES).map((file) => ({ file, text: readFileSync(file, 'utf8') })), tables);

  it('gives every table the migrations create exactly one owning module', () => {
    const owners = new Map<string, string[]>();
    for (const [module, own] of declared) for (const table of own.owns) owners.set(table, [...(owners.get(table) ?? []), module]);
    expect(tables.filter((table) => (owners.get(table) ?? []).length !== 1).map((table) => `${table}: ${owners.get(table)?.join(', ') ?? 'no owner'}`)).toEqual([]);
    expect([...owners.keys()].filter((table) => !tables.includes(table))).toEqual([]);
  });

  it("has each module write only its own tables and read others' only where it declares them", () => {
    expect(violations(uses, declared)).toEqual([]);
  });

  it('declares no read a module does not make (a stale declaration hides the next real one)', () => {
    const stale = [...declared].flatMap(([module, own]) => own.reads
      .filter((table) => !uses.some((use) => use.module === module && use.table === table))
      .map((table) => `${module} declares it reads ${table}`));
    expect(stale).toEqual([]);
  });

  it('sees SQL, entities and query-builder joins, and tells a foreign write from a declared read', () => {
    const file = join(MODULES, 'x', 'x.repository.ts');
    const text = [
      '`SELECT a.id FROM apples a JOIN pears p ON p.id = a.pear_id`',
      '`UPDATE pears SET ripe = true`',
      "@Entity('plums')",
      ".leftJoin('cherries', 'c', 'c.id = a.cherry_id')",
      '// reads from pears in English: not SQL',
    ].join('\n');
    const found = tableUses([{ file, text }], ['apples', 'pears', 'plums', 'cherries']);
    expect(found.map((use) => `${use.table}:${use.write ? 'w' : 'r'}`)).toEqual(['apples:r', 'pears:r', 'pears:w', 'plums:w', 'cherries:r']);
    const rules = new Map<string, ModuleTables>([['x', { owns: ['apples'], reads: ['pears', 'cherries'] }], ['y', { owns: ['pears', 'plums', 'cherries'], reads: [] }]]);
    expect(violations(found, rules)).toEqual(['modules/x/x.repository.ts: writes pears (owned by y)', 'modules/x/x.repository.ts: writes plums (owned by y)']);
    expect(violations(found, new Map([['x', { owns: ['apples'], reads: [] }]]))).toContain('modules/x/x.repository.ts: reads cherries (owned by nobody) without declaring it');
  });
});

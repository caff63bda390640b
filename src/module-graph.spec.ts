import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Feature modules (src/modules/<name>) and shared integrations (src/integrations/<name>), by their folder. */
const SRC = __dirname;
const AREAS = ['modules', 'integrations'];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });

/** 'modules/leads' for any file under src/modules/leads/…; null outside the module areas. */
const moduleOf = (file: string): string | null => {
  const parts = relative(SRC, file).split(sep);
  return AREAS.includes(parts[0]) && parts.length > 2 ? `${parts[0]}/${parts[1]}` : null;
};

/**
 * Every module path a file names, in each form TypeScript has: `import … from`, `import type … from`, `export … from`,
 * a bare `import '…'`, `import('…')` and `require('…')`, with single or double quotes.
 */
const IMPORT_FORMS = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g;

/** The file or folder an import names: `src/…` paths from the repository root, relative ones from the file; null for packages. */
const importTarget = (file: string, specifier: string): string | null => {
  if (specifier.startsWith('src/')) return join(SRC, specifier.slice('src/'.length));
  return specifier.startsWith('.') ? resolve(dirname(file), specifier) : null;
};

/** Module → the other modules a set of files import (by default every non-test file of the module areas). */
function moduleGraph(sources: { file: string; text: string }[] = AREAS.flatMap((area) => filesUnder(join(SRC, area))).map((file) => ({ file, text: readFileSync(file, 'utf8') }))): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { file, text } of sources) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const match of text.matchAll(IMPORT_FORMS)) {
      const target = importTarget(file, match[2]);
      const to = target ? moduleOf(target) : null;
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** A module's own doors to its tables, routes and queues: no other module imports them (it goes through a service or a port). */
const INTERNAL_FILE = /\.(?:repository|controller|processor)(?:\.ts)?$/;

/** Every "file → another module's repository, controller or processor" import in a set of files. */
function internalImports(sources: { file: string; text: string }[] = AREAS.flatMap((area) => filesUnder(join(SRC, area))).map((file) => ({ file, text: readFileSync(file, 'utf8') }))): string[] {
  const found: string[] = [];
  for (const { file, text } of sources) {
    const from = moduleOf(file);
    for (const match of text.matchAll(IMPORT_FORMS)) {
      const target = importTarget(file, match[2]);
      const to = target ? moduleOf(target) : null;
      if (from && to && to !== from && target && INTERNAL_FILE.test(target)) found.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
    }
  }
  return found;
}

function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (node: string, path: string[]): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'visiting') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'visiting');
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...path, node]);
      if (cycle) return cycle;
    }
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('module graph', () => {
  const graph = moduleGraph();

  it('sees the imports between modules', () => {
    expect([...(graph.get('modules/leads') ?? [])]).toEqual(expect.arrayContaining(['modules/contacts', 'modules/outbox']));
    expect([...(graph.get('modules/crm-sync') ?? [])]).toContain('modules/leads');
    // `src/…` paths are how modules import each other: runs read sequences' schedule and send through delivery.
    expect([...(graph.get('modules/runs') ?? [])]).toEqual(expect.arrayContaining(['modules/sequences', 'modules/delivery', 'modules/suppression']));
  });

  it('reads every import form: src/ paths, relative paths, type-only imports, re-exports, side-effect and dynamic imports', () => {
    const file = join(SRC, 'modules', 'a', 'a.service.ts');
    const text = [
      "import { B } from 'src/modules/b/b.service';",
      'import type { C } from "../c/c.types";',
      "export { D } from 'src/modules/d/d.policy';",
      "import 'src/modules/e/e.setup';",
      "const f = await import('src/modules/f/f.service');",
      "const g = require('../g/g.config');",
      "import { Injectable } from '@nestjs/common';",
      "import { local } from './a.policy';",
    ].join('\n');
    const edges = [...(moduleGraph([{ file, text }]).get('modules/a') ?? [])].sort();
    expect(edges).toEqual(['modules/b', 'modules/c', 'modules/d', 'modules/e', 'modules/f', 'modules/g']);
  });

  it('has no cycles between modules', () => {
    expect(findCycle(graph)).toBeNull();
  });

  it('keeps the foundations free of feature modules and nothing above operations', () => {
    expect([...(graph.get('modules/contacts') ?? [])]).toEqual([]);
    expect([...(graph.get('modules/outbox') ?? [])]).toEqual([]);
    expect([...(graph.get('modules/leads') ?? [])].filter((to) => ['modules/crm-sync', 'modules/operations'].includes(to))).toEqual([]);
    const usersOfOperations = [...graph].filter(([, edges]) => edges.has('modules/operations')).map(([from]) => from);
    expect(usersOfOperations).toEqual([]);
  });

  it("keeps each module's repositories, controllers and processors its own", () => {
    expect(internalImports()).toEqual([]);
    const reaching = [{ file: join(SRC, 'modules', 'x', 'x.service.ts'), text: "import type { YRepository } from 'src/modules/y/y.repository';\nimport { XRepository } from './x.repository';" }];
    expect(internalImports(reaching)).toEqual(['modules/x/x.service.ts → modules/y/y.repository']);
  });

  it('fails on a cycle added through src/ paths', () => {
    const sources = [
      { file: join(SRC, 'modules', 'x', 'x.service.ts'), text: "import { Y } from 'src/modules/y/y.service';" },
      { file: join(SRC, 'modules', 'y', 'y.service.ts'), text: "import type { X } from 'src/modules/x/x.service';" },
    ];
    expect(findCycle(moduleGraph(sources))).toEqual(['modules/x', 'modules/y', 'modules/x']);
  });

  it('finds a cycle when there is one', () => {
    const cyclic = new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])]]);
    expect(findCycle(cyclic)).toEqual(['a', 'b', 'c', 'a']);
  });
});

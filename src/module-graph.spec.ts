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

/** Module → the other modules its (non-test) files import. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const area of AREAS) {
    for (const file of filesUnder(join(SRC, area))) {
      const from = moduleOf(file);
      if (!from) continue;
      const edges = graph.get(from) ?? new Set<string>();
      graph.set(from, edges);
      for (const match of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const to = moduleOf(resolve(dirname(file), match[1]));
        if (to && to !== from) edges.add(to);
      }
    }
  }
  return graph;
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

  it('finds a cycle when there is one', () => {
    const cyclic = new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])]]);
    expect(findCycle(cyclic)).toEqual(['a', 'b', 'c', 'a']);
  });
});

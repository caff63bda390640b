/**
 * A test double for a class whose every method must be stubbed: calling a method the test did not stub throws,
 * naming it, so a unit spec cannot pass by accident through an unexpected collaborator call. Stubs are jest mocks,
 * so calls can be asserted. Properties that are not functions (e.g. `config.leads`) are given as plain values.
 *
 *   const list = strictMock<OpportunityListRepository>('OpportunityListRepository', { page: async () => [] });
 */
type Stubs<T> = { [K in keyof T]?: T[K] };

export function strictMock<T extends object>(name: string, stubs: Stubs<T> = {}): T & { readonly calls: Record<string, unknown[][]> } {
  const calls: Record<string, unknown[][]> = {};
  const wrapped = new Map<PropertyKey, unknown>();
  for (const [key, value] of Object.entries(stubs)) {
    if (typeof value !== 'function') {
      wrapped.set(key, value);
      continue;
    }
    const fn = value as (...args: unknown[]) => unknown;
    wrapped.set(key, (...args: unknown[]) => {
      (calls[key] ??= []).push(args);
      return fn(...args);
    });
  }
  return new Proxy({} as T & { calls: Record<string, unknown[][]> }, {
    get(_target, key) {
      if (key === 'calls') return calls;
      // Promise resolution and jest's pretty-printer probe these; they are not collaborator calls.
      if (key === 'then' || key === 'asymmetricMatch' || key === 'nodeType' || key === Symbol.toStringTag || key === Symbol.iterator) return undefined;
      if (wrapped.has(key)) return wrapped.get(key);
      throw new Error(`${name}.${String(key)} was used but not stubbed in this test`);
    },
  });
}

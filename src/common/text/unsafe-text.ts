/**
 * Text PostgreSQL cannot store: the NUL character (U+0000 is refused in text and jsonb) and unpaired UTF-16
 * surrogates (not Unicode; jsonb refuses their escapes and some validators throw on them).
 */
const NUL = '\u0000';
/** With the u flag a paired surrogate is one code point, so \p{Cs} matches unpaired halves only. */
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;
/** Nothing an input can hold is deeper than the JSON nesting cap; this bounds the walk for any other caller. */
const MAX_WALK_DEPTH = 64;

/** `too_deep`: containers nested beyond what any input may hold (the JSON body cap is lower). */
export type UnsafeTextProblem = 'nul' | 'lone_surrogate' | 'too_deep';

export interface UnsafeText {
  /** Where it is: `customer_name`, `extra.list[1]`; for a field name, the path of the object holding it. */
  path: string;
  problem: UnsafeTextProblem;
  /** True when the field name itself (not its value) is the unsafe text. */
  inKey: boolean;
}

/** Any surrogate half (a cheap test that is false for almost all text; only then is pairing checked). */
const ANY_SURROGATE = /[\uD800-\uDFFF]/;

export const unsafeTextProblem = (text: string): UnsafeTextProblem | null =>
  text.includes(NUL) ? 'nul' : ANY_SURROGATE.test(text) && LONE_SURROGATE.test(text) ? 'lone_surrogate' : null;

const isPlainContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  Array.isArray(value) ||
  (typeof value === 'object' && value !== null && !Buffer.isBuffer(value) && !ArrayBuffer.isView(value) && !(value instanceof Date) && !(value instanceof Map) && !(value instanceof Set));

/** A container still to examine; paths are built only for a finding, never for the (many) clean values. */
interface Frame {
  value: Record<string, unknown> | unknown[];
  parent: Frame | null;
  key: string | number | null;
  depth: number;
}

const pathOf = (frame: Frame | null, rootPath: string, childKey?: string | number): string => {
  const keys: (string | number)[] = childKey === undefined ? [] : [childKey];
  for (let f = frame; f && f.key !== null; f = f.parent) keys.unshift(f.key);
  return keys.reduce<string>((path, key) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key), rootPath);
};

/**
 * The first string (value or field name) in a parsed request part that PostgreSQL could not store, or null.
 * Iterative, so hostile nesting cannot overflow the stack; containers deeper than MAX_WALK_DEPTH are reported
 * as `too_deep` rather than skipped. Linear in the size of the value, with no allocation per clean string.
 */
export function findUnsafeText(root: unknown, rootPath = ''): UnsafeText | null {
  if (typeof root === 'string') {
    const problem = unsafeTextProblem(root);
    return problem ? { path: rootPath, problem, inKey: false } : null;
  }
  if (!isPlainContainer(root)) return null;
  const stack: Frame[] = [{ value: root, parent: null, key: null, depth: 0 }];
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    if (frame.depth >= MAX_WALK_DEPTH) return { path: pathOf(frame, rootPath), problem: 'too_deep', inKey: false };
    const containers: Frame[] = [];
    const visit = (key: string | number, child: unknown): UnsafeText | null => {
      if (typeof key === 'string') {
        const problem = unsafeTextProblem(key);
        if (problem) return { path: pathOf(frame, rootPath), problem, inKey: true };
      }
      if (typeof child === 'string') {
        const problem = unsafeTextProblem(child);
        if (problem) return { path: pathOf(frame, rootPath, key), problem, inKey: false };
      } else if (isPlainContainer(child)) {
        containers.push({ value: child, parent: frame, key, depth: frame.depth + 1 });
      }
      return null;
    };
    const { value } = frame;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const found = visit(i, value[i]);
        if (found) return found;
      }
    } else {
      for (const key of Object.keys(value)) {
        const found = visit(key, value[key]);
        if (found) return found;
      }
    }
    // Deeper containers are examined after this one's own strings, first field first.
    for (let i = containers.length - 1; i >= 0; i--) stack.push(containers[i]);
  }
  return null;
}

/** A string PostgreSQL can store: NULs removed, unpaired surrogates replaced by U+FFFD. */
export const storableText = (text: string): string =>
  unsafeTextProblem(text) === null ? text : text.replaceAll(NUL, '').replace(LONE_SURROGATES, '\uFFFD');

/**
 * A copy of `value` whose every string (values and field names, at any depth) is storable; objects keep their
 * prototype. Dates, Buffers, Maps and Sets are kept as they are. Used where bytes from outside (a raw email) become stored text.
 */
export function storableCopy<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (depth > MAX_WALK_DEPTH || !isPlainContainer(value)) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => storableCopy(item, depth + 1)) as T;
  const out = Object.create(Object.getPrototypeOf(value) as object | null) as Record<string, unknown>;
  for (const [key, child] of Object.entries(value)) out[storableText(key)] = storableCopy(child, depth + 1);
  return out as T;
}

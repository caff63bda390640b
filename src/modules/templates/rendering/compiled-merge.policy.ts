/**
 * Merge rendering with compiled templates kept in a small LRU cache. Parsing and compiling a 50 KB template with
 * Handlebars costs ~50 ms; a preview or a sequence renders the same source again and again, so each source is parsed,
 * scanned and compiled once. Same rules as the merge engine's renderWithContext: strict lookups, every output
 * escaped in HTML, unresolved tokens reported together as MergeError.
 */
import Handlebars from 'handlebars';
import { createMergeHandlebars } from 'src/modules/templates/merge/handlebars.helpers';
import type { MergeContext } from 'src/modules/templates/merge/merge-context.mapper';
import { forceEscaping, type MergeFormat } from 'src/modules/templates/merge/merge.engine';
import { MergeError } from 'src/modules/templates/merge/merge.errors';
import { findUnresolvedTokens, knownIn, listMergeTags, type KnownVariable } from 'src/modules/templates/merge/merge-tags.engine';
import { unresolvedMessage } from 'src/modules/templates/merge/template-checks.policy';

const handlebars = createMergeHandlebars();
/** Compiled sources kept (most recently used); a 50 KB template and its function take well under 1 MB. */
export const MERGE_CACHE_SIZE = 64;

interface CompiledSource {
  /** Tokens unresolved whatever the data (unsupported helpers and constructs, tags that do not parse). */
  unsupported: string[];
  variables: string[];
  render: Handlebars.TemplateDelegate | null;
}

const cache = new Map<string, CompiledSource>();

function compile(source: string, format: MergeFormat): CompiledSource {
  const unsupported = findUnresolvedTokens(source, () => true);
  if (unsupported.length > 0) return { unsupported, variables: listMergeTags(source), render: null };
  const program = Handlebars.parse(source);
  if (format === 'html') forceEscaping(program);
  return { unsupported, variables: listMergeTags(source), render: handlebars.compile(program, { strict: true, noEscape: format === 'text' }) };
}

function compiled(source: string, format: MergeFormat): CompiledSource {
  const key = `${format}\u0000${source}`;
  let entry = cache.get(key);
  if (entry) cache.delete(key);
  else entry = compile(source, format);
  cache.set(key, entry);
  if (cache.size > MERGE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return entry;
}

/** The tokens of `source` that `isKnown` cannot resolve (what findUnresolvedTokens answers, from the cache). */
export function unresolvedTokensOf(source: string, format: MergeFormat, isKnown: KnownVariable): string[] {
  const entry = compiled(source, format);
  return [...new Set([...entry.unsupported, ...entry.variables.filter((name) => !isKnown(name))])];
}

/** renderWithContext with the compiled source from the cache. Throws MergeError (part `part`) on unresolved tokens. */
export function renderCompiled(source: string, context: MergeContext, format: MergeFormat, timezone: string, part: 'subject' | 'body' = 'body'): string {
  const entry = compiled(source, format);
  const unresolved = unresolvedTokensOf(source, format, knownIn(context));
  if (unresolved.length > 0 || entry.render === null) throw new MergeError(part, unresolved, unresolvedMessage(part, unresolved));
  // A bare tag naming a helper (Handlebars' own helperMissing or blockHelperMissing, which the data may even carry as a
  // custom field) makes Handlebars call that helper, which throws: the template's fault, answered as such.
  const helpers = entry.variables.filter(isHelperName);
  if (helpers.length > 0) throw new MergeError(part, helpers, unresolvedMessage(part, helpers));
  return entry.render(context, { data: { timezone } });
}

/** True for the name of a helper registered in the merge environment (ours and Handlebars' own). */
export function isHelperName(name: string): boolean {
  return Object.hasOwn(handlebars.helpers, name);
}

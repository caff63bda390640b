/**
 * Merging for previews: what resolves is rendered, and every unresolved variable is left in the output as the tag
 * the author wrote (`{{firstName}}`), so the preview shows where data is missing. A part that still cannot be
 * rendered (an unknown helper, tags that do not parse) is shown unmerged. Values stay HTML-escaped in the body.
 */
import { buildMergeContext, type MergeContext } from 'src/modules/templates/merge/merge-context.mapper';
import type { MergeFormat } from 'src/modules/templates/merge/merge.engine';
import { MergeError } from 'src/modules/templates/merge/merge.errors';
import { knownIn } from 'src/modules/templates/merge/merge-tags.engine';
import { isHelperName, renderCompiled, unresolvedTokensOf } from './compiled-merge.policy';

const VARIABLE_PATH = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

/** Sets `path` in a copy-on-write context to `value` when every parent is (or can become) a plain object. */
function fillPath(context: MergeContext, path: string, value: string): void {
  const parts = path.split('.');
  let current: Record<string, unknown> = context;
  for (const part of parts.slice(0, -1)) {
    const next = Object.hasOwn(current, part) ? current[part] : undefined;
    if (next === undefined || next === null) current[part] = {};
    else if (typeof next !== 'object') return;
    else current[part] = { ...(next as Record<string, unknown>) };
    current = current[part] as Record<string, unknown>;
  }
  current[parts.at(-1)!] = value;
}

export interface LenientPart {
  output: string;
  /** Tokens that could not be resolved ([] when everything resolved). */
  unresolved: string[];
}

/**
 * Renders `source` with `context`, leaving unresolved variables as their tags. Never throws for tokens: a part whose
 * tokens still fail (helpers, partials, broken tags) is returned as written.
 */
export function renderLenient(source: string, context: MergeContext, format: MergeFormat, timezone: string): LenientPart {
  const unresolved = unresolvedTokensOf(source, format, knownIn(context));
  if (unresolved.length === 0) return { output: renderCompiled(source, context, format, timezone), unresolved };
  const filled: MergeContext = { ...context };
  // A helper's name (Handlebars' own helperMissing, blockHelperMissing…) is not a variable: filling it would only
  // make Handlebars call the helper, which throws. It stays unresolved and the part is shown as written.
  for (const token of unresolved) if (VARIABLE_PATH.test(token) && !isHelperName(token)) fillPath(filled, token, `{{${token}}}`);
  try {
    return { output: renderCompiled(source, filled, format, timezone), unresolved };
  } catch (error) {
    if (error instanceof MergeError) return { output: source, unresolved };
    throw error;
  }
}

/** The merge context for `source` at `now` in `timezone` (field names camelCased, date variables added). */
export const mergeContextFor = (source: Readonly<Record<string, unknown>>, now: Date, timezone: string): MergeContext =>
  buildMergeContext(source, now, timezone);

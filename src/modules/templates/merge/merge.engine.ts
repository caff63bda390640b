/**
 * Renders a template with Handlebars in strict mode. Before compiling, every token is checked against the data so a
 * missing variable is reported with all its siblings ('Unresolved tokens in body: a, b') rather than Handlebars'
 * first-failure error. Values are HTML-escaped in the body, always: triple-stash and `{{& x}}` are escaped too, so
 * a contact's name can never inject markup. Subjects and plain-text parts are not HTML and are not escaped; a
 * rendered subject is flattened to one line.
 */
import Handlebars from 'handlebars';
import { createMergeHandlebars } from './handlebars.helpers';
import { buildMergeContext, type MergeContext } from './merge-context.mapper';
import { findUnresolvedTokens, knownIn } from './merge-tags.engine';
import { MergeError } from './merge.errors';
import { flattenSubject, unresolvedMessage } from './template-checks.policy';

const handlebars = createMergeHandlebars();

/** html: values escaped (the default); text: plain text, values as they are. */
export type MergeFormat = 'html' | 'text';

export interface MergeRenderOptions {
  /** The company's IANA timezone, for formatDate and the date variables. */
  timezone: string;
  /** The moment the date variables describe; now by default. */
  now?: Date;
}

/** Marks every output statement as escaped (undoing `{{{x}}}` and `{{& x}}`). */
export function forceEscaping(node: hbs.AST.Node | undefined): void {
  if (!node) return;
  if (node.type === 'Program') for (const statement of (node as hbs.AST.Program).body) forceEscaping(statement);
  if (node.type === 'MustacheStatement') (node as hbs.AST.MustacheStatement).escaped = true;
  if (node.type === 'BlockStatement') {
    forceEscaping((node as hbs.AST.BlockStatement).program);
    forceEscaping((node as hbs.AST.BlockStatement).inverse);
  }
}

/**
 * Renders `source` with already-built data (see buildMergeContext). Throws MergeError (part `part`) when a token
 * cannot be resolved or the template does not parse.
 */
export function renderWithContext(source: string, context: MergeContext, format: MergeFormat, timezone: string, part: 'subject' | 'body' = 'body'): string {
  const unresolved = findUnresolvedTokens(source, knownIn(context));
  if (unresolved.length > 0) throw new MergeError(part, unresolved, unresolvedMessage(part, unresolved));
  const program = Handlebars.parse(source);
  if (format === 'html') forceEscaping(program);
  const template = handlebars.compile(program, { strict: true, noEscape: format === 'text' });
  return template(context, { data: { timezone } });
}

/** Renders an HTML body for `source` data (field names camelCased, date variables added). */
export function renderMergeHtml(html: string, source: Readonly<Record<string, unknown>>, options: MergeRenderOptions): string {
  const context = buildMergeContext(source, options.now ?? new Date(), options.timezone);
  return renderWithContext(html, context, 'html', options.timezone);
}

/** Renders a plain-text body (no HTML escaping). */
export function renderMergeText(text: string, source: Readonly<Record<string, unknown>>, options: MergeRenderOptions): string {
  const context = buildMergeContext(source, options.now ?? new Date(), options.timezone);
  return renderWithContext(text, context, 'text', options.timezone);
}

/** Renders a subject (no HTML escaping) and flattens it: one line, whitespace collapsed, cut past 78 characters. */
export function renderMergeSubject(subject: string, source: Readonly<Record<string, unknown>>, options: MergeRenderOptions): string {
  const context = buildMergeContext(source, options.now ?? new Date(), options.timezone);
  return flattenSubject(renderWithContext(subject, context, 'text', options.timezone, 'subject'));
}

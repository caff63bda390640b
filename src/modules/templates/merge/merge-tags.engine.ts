/**
 * Reads a template's merge tags from its Handlebars syntax tree: the variables it uses, and the tokens that cannot be
 * resolved (unknown variables or helpers, unsupported constructs such as partials or context-changing blocks, and
 * tags that do not parse).
 */
import Handlebars from 'handlebars';
import { CONDITIONAL_BLOCKS, MERGE_HELPERS } from './merge.constants';

type Node = hbs.AST.Node;
type Expression = hbs.AST.Expression;

interface TagScan {
  variables: string[];
  /** Helpers, blocks and paths that are never resolvable whatever the data. */
  unsupported: string[];
}

const HELPERS = new Set<string>(MERGE_HELPERS);
const BLOCKS = new Set<string>(CONDITIONAL_BLOCKS);

/** The variable a path names ('contact.firstName'), or null when it is not a plain lookup on the data. */
function pathName(path: hbs.AST.PathExpression): string | null {
  if (path.depth > 0) return null;
  if (path.data) return path.parts[0] === 'root' && path.parts.length > 1 ? path.parts.slice(1).join('.') : null;
  return path.parts.length > 0 ? path.parts.join('.') : null;
}

function visitExpression(expression: Expression, scan: TagScan): void {
  if (expression.type === 'PathExpression') {
    const path = expression as hbs.AST.PathExpression;
    const name = pathName(path);
    if (name === null) scan.unsupported.push(path.original);
    else scan.variables.push(name);
  } else if (expression.type === 'SubExpression') {
    const call = expression as hbs.AST.SubExpression;
    visitCall(call.path, call.params, call.hash, scan, HELPERS);
  }
}

function visitCall(head: Expression, params: Expression[], hash: hbs.AST.Hash | undefined, scan: TagScan, allowed: Set<string>): void {
  const isCall = params.length > 0 || (hash?.pairs.length ?? 0) > 0;
  const headName = head.type === 'PathExpression' ? (head as hbs.AST.PathExpression).original : String(head.type);
  if (isCall || HELPERS.has(headName) || allowed === BLOCKS) {
    if (!allowed.has(headName)) scan.unsupported.push(allowed === BLOCKS ? `#${headName}` : headName);
  } else {
    visitExpression(head, scan);
  }
  for (const param of params) visitExpression(param, scan);
  for (const pair of hash?.pairs ?? []) visitExpression(pair.value, scan);
}

function visit(node: Node | undefined, scan: TagScan): void {
  if (!node) return;
  switch (node.type) {
    case 'Program':
      for (const statement of (node as hbs.AST.Program).body) visit(statement, scan);
      return;
    case 'MustacheStatement': {
      const mustache = node as hbs.AST.MustacheStatement;
      visitCall(mustache.path, mustache.params, mustache.hash, scan, HELPERS);
      return;
    }
    case 'BlockStatement': {
      const block = node as hbs.AST.BlockStatement;
      visitCall(block.path, block.params, block.hash, scan, BLOCKS);
      visit(block.program, scan);
      visit(block.inverse, scan);
      return;
    }
    case 'PartialStatement':
    case 'PartialBlockStatement': {
      const name = (node as hbs.AST.PartialStatement).name;
      scan.unsupported.push(`>${name.type === 'PathExpression' ? (name as hbs.AST.PathExpression).original : name.type}`);
      return;
    }
    case 'DecoratorBlock':
    case 'Decorator':
      scan.unsupported.push(node.type);
      return;
    default:
      // Content and comments carry no tags.
      return;
  }
}

const unique = (values: string[]): string[] => [...new Set(values)];

/** Parses and scans `source`; null when its tags do not parse. */
function scanTags(source: string): TagScan | null {
  let program: hbs.AST.Program;
  try {
    program = Handlebars.parse(source);
  } catch {
    return null;
  }
  const scan: TagScan = { variables: [], unsupported: [] };
  visit(program, scan);
  return { variables: unique(scan.variables), unsupported: unique(scan.unsupported) };
}

/**
 * The `{{...}}` fragments that make a template unparseable: unclosed tags ('{{first_name'), empty tags ('{{}}') and
 * tags that do not parse on their own; when only the block structure is wrong, every block tag.
 */
function malformedFragments(source: string): string[] {
  // A fragment runs to its closing braces, the next opening braces or the end of its line.
  const fragments = source.match(/\{\{[^\n]*?(?:\}\}\}?|(?=\{\{)|(?=\n)|$)/g) ?? [];
  const isBlockTag = (fragment: string): boolean => /^\{\{~?\s*([#/^]|else\b)/.test(fragment);
  const broken = fragments.filter((fragment) => {
    if (!fragment.endsWith('}}')) return true;
    if (isBlockTag(fragment) || /^\{\{~?!/.test(fragment)) return false;
    return scanTags(fragment) === null;
  });
  const found = broken.length > 0 ? broken : fragments.filter(isBlockTag);
  return unique((found.length > 0 ? found : fragments).map((fragment) => fragment.trim()));
}

/** The variables a template uses, in order of first use ('firstName', 'contact.email'); [] when it does not parse. */
export function listMergeTags(source: string): string[] {
  return scanTags(source)?.variables ?? [];
}

/** Decides whether a variable name ('firstName', 'company.name') can be resolved. */
export type KnownVariable = (name: string) => boolean;

/** Known when every part of the path is an own property of the data (a present null or '' value counts). */
export function knownIn(context: Readonly<Record<string, unknown>>): KnownVariable {
  return (name) => {
    let current: unknown = context;
    for (const part of name.split('.')) {
      if (typeof current !== 'object' || current === null || !Object.hasOwn(current, part)) return false;
      current = (current as Record<string, unknown>)[part];
    }
    return true;
  };
}

/** Known when the name is one of `keys` (the merge variable catalogue). */
export function knownFrom(keys: Iterable<string>): KnownVariable {
  const set = new Set(keys);
  return (name) => set.has(name);
}

/**
 * Every token in `source` that cannot be resolved: unsupported helpers and constructs first, then unknown variables,
 * each in order of first appearance; [] when all resolve.
 */
export function findUnresolvedTokens(source: string, isKnown: KnownVariable): string[] {
  const scan = scanTags(source);
  if (scan === null) return malformedFragments(source);
  return unique([...scan.unsupported, ...scan.variables.filter((name) => !isKnown(name))]);
}

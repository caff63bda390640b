/**
 * A small HTML → text conversion tuned for label/value extraction: table cells become tab-separated, rows and block
 * elements become lines (blank lines are dropped, so a value directly follows its label), and a <br> inside a simple
 * cell becomes ', ' (an address cell stays one value).
 *
 * Linear in the length of the HTML (at most MAX_HTML_CHARS are read, and MAX_HTML_MARKUP_CHARS of what is left after
 * dropping comments and head/style/script/title are converted): comments, dropped elements and tags are found
 * with indexOf and anchored patterns, never with a pattern that rescans the rest of the document from every '<'
 * (unclosed comments, <script>s or tags used to make the former regular expressions quadratic).
 */

/** Characters of an HTML part read; comments and head, style, script and title elements are dropped from them... */
export const MAX_HTML_CHARS = 512 * 1024;
/** ...and at most this much of the markup left is converted to text. */
export const MAX_HTML_MARKUP_CHARS = 128 * 1024;

/** `text` without newlines at either end (a loop: /\n+$/ would retry at every position of a long run). */
function trimNewlines(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === '\n') start += 1;
  while (end > start && text[end - 1] === '\n') end -= 1;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", ndash: '–', mdash: '—', hellip: '…',
  rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', bull: '•', middot: '·', copy: '©', reg: '®', trade: '™',
};

const BLOCK_NAMES: ReadonlySet<string> = new Set([
  'p', 'div', 'tr', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'tbody', 'thead', 'tfoot', 'blockquote',
  'section', 'article', 'header', 'footer', 'title', 'pre', 'hr', 'dl', 'dt', 'dd',
]);
/** The longest tag name that matters ('blockquote'). */
const MAX_KNOWN_TAG_NAME = 10;
const BR_TAG = /^<br\s*\/?>$/i;
const CELL_END_TAG = /^<\/(?:td|th)\s*>$/i;
const DROPPED_ELEMENT_START = String.raw`<(head|style|script|title)\b`;

/** What a token is, and what a tag does to the text. */
enum Kind {
  Text,
  Other,
  Br,
  Block,
  /** An opening td or th. */
  CellStart,
  /** '</td>' or '</th>' exactly. */
  CellEnd,
  /** Another closing td/th, or a table tag: ends a simple cell without being its end. */
  CellBoundary,
  /** A table tag: a block that also ends a simple cell. */
  TableBlock,
}

/** Decodes named, decimal and hexadecimal character references. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (entity: string, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** Drops `<!-- … -->`. From an unclosed comment on nothing can close, so the rest is left as it is. */
function withoutComments(html: string): string {
  const parts: string[] = [];
  let position = 0;
  for (let start = html.indexOf('<!--'); start >= 0; start = html.indexOf('<!--', position)) {
    const end = html.indexOf('-->', start + 4);
    if (end < 0) break;
    parts.push(html.slice(position, start));
    position = end + 3;
  }
  parts.push(html.slice(position));
  return parts.join('');
}

/**
 * Drops head, style, script and title elements with their content. An element whose start tag or end tag is missing
 * stays (its tags are stripped later); once an end tag is known to be missing, later elements of that name are not
 * searched for again, so the document is read at most once per element name.
 */
function withoutDroppedElements(html: string): string {
  const parts: string[] = [];
  const unclosed = new Set<string>();
  const starts = new RegExp(DROPPED_ELEMENT_START, 'gi');
  let position = 0;
  for (let match = starts.exec(html); match !== null; match = starts.exec(html)) {
    const name = match[1].toLowerCase();
    if (unclosed.has(name)) continue;
    const startEnd = html.indexOf('>', match.index);
    if (startEnd < 0) break;
    const ends = new RegExp(`</${name}\\s*>`, 'gi');
    ends.lastIndex = startEnd + 1;
    const end = ends.exec(html);
    if (end === null) {
      unclosed.add(name);
      continue;
    }
    parts.push(html.slice(position, match.index));
    position = end.index + end[0].length;
    starts.lastIndex = position;
  }
  parts.push(html.slice(position));
  return parts.join('');
}

const isWordChar = (code: number): boolean =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95;

/** The kind of the tag html[start..end] ('<' … '>'); its name is the whole word after '<' or '</' (as /<name\b/ reads it). */
function tagKind(html: string, start: number, end: number): Kind {
  let index = start + 1;
  const closing = html.charCodeAt(index) === 47;
  if (closing) index += 1;
  const nameStart = index;
  while (index < end && index - nameStart <= MAX_KNOWN_TAG_NAME && isWordChar(html.charCodeAt(index))) index += 1;
  if (index === nameStart || index - nameStart > MAX_KNOWN_TAG_NAME) return Kind.Other;
  const name = html.slice(nameStart, index).toLowerCase();
  if (name === 'br') return !closing && BR_TAG.test(html.slice(start, end + 1)) ? Kind.Br : Kind.Other;
  if (name === 'td' || name === 'th') {
    if (!closing) return Kind.CellStart;
    return CELL_END_TAG.test(html.slice(start, end + 1)) ? Kind.CellEnd : Kind.CellBoundary;
  }
  if (name === 'table') return Kind.TableBlock;
  return BLOCK_NAMES.has(name) ? Kind.Block : Kind.Other;
}

const endsSimpleCell = (kind: Kind): boolean =>
  kind === Kind.CellStart || kind === Kind.CellEnd || kind === Kind.CellBoundary || kind === Kind.TableBlock;

/**
 * The document as text runs and tags (a tag runs from '<' to the next '>'; a '<' with no '>' after it starts plain
 * text to the end, as the former /<[^>]*>/ left it). Parallel arrays: no object per token.
 */
class Tokens {
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  readonly kinds: Uint8Array;
  length = 0;

  constructor(readonly html: string) {
    // Tags and text runs alternate, so there are at most twice as many tokens as '<' plus one.
    let capacity = 1;
    for (let at = html.indexOf('<'); at >= 0; at = html.indexOf('<', at + 1)) capacity += 2;
    this.starts = new Int32Array(capacity);
    this.ends = new Int32Array(capacity);
    this.kinds = new Uint8Array(capacity);
    let position = 0;
    while (position < html.length) {
      const start = html.indexOf('<', position);
      const end = start < 0 ? -1 : html.indexOf('>', start + 1);
      if (end < 0) {
        this.push(position, html.length, Kind.Text);
        break;
      }
      if (start > position) this.push(position, start, Kind.Text);
      this.push(start, end + 1, tagKind(html, start, end));
      position = end + 1;
    }
  }

  text(index: number): string {
    return this.html.slice(this.starts[index], this.ends[index]);
  }

  private push(start: number, end: number, kind: Kind): void {
    this.starts[this.length] = start;
    this.ends[this.length] = end;
    this.kinds[this.length] = kind;
    this.length += 1;
  }
}

/**
 * The content of a simple cell (tokens first..last, no td, th or table among them): blanks and <br>s at its edges
 * dropped, each inner <br> with the blanks around it becomes ', ', block tags end a line, other tags vanish.
 */
function cellText(tokens: Tokens, from: number, to: number): string {
  const { kinds } = tokens;
  const blank = (index: number): boolean => kinds[index] === Kind.Br || (kinds[index] === Kind.Text && tokens.text(index).trim() === '');
  let first = from;
  let last = to - 1;
  while (first <= last && blank(first)) first += 1;
  while (last >= first && blank(last)) last -= 1;
  const parts: string[] = [];
  for (let index = first; index <= last; index += 1) {
    const kind = kinds[index];
    if (kind !== Kind.Text) {
      parts.push(kind === Kind.Br ? ', ' : kind === Kind.Block ? '\n' : '');
      continue;
    }
    let text = tokens.text(index);
    if (index === first || kinds[index - 1] === Kind.Br) text = text.trimStart();
    if (index === last || kinds[index + 1] === Kind.Br) text = text.trimEnd();
    parts.push(text);
  }
  return parts.join('');
}

/** Rows and blocks → '\n', cell ends → '\t', <br> → '\n' (', ' inside a simple cell), other tags dropped. */
function tagsToText(tokens: Tokens): string {
  const { kinds } = tokens;
  // The index of the next td/th/table tag from each token on: whether a cell is simple is known without rescanning.
  const nextBoundary = new Int32Array(tokens.length + 1).fill(-1);
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    nextBoundary[index] = endsSimpleCell(kinds[index]) ? index : nextBoundary[index + 1];
  }
  const out: string[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    switch (kinds[index]) {
      case Kind.Text:
        out.push(tokens.text(index));
        break;
      case Kind.CellStart: {
        const closing = nextBoundary[index + 1];
        if (closing >= 0 && kinds[closing] === Kind.CellEnd && sameCellName(tokens.text(index), tokens.text(closing))) {
          out.push(cellText(tokens, index + 1, closing), '\t');
          index = closing;
        }
        break;
      }
      case Kind.Br:
      case Kind.Block:
      case Kind.TableBlock:
        out.push('\n');
        break;
      case Kind.CellEnd:
        out.push('\t');
        break;
      default:
        break;
    }
  }
  return out.join('');
}

/** '<td …>' and '</td>' (or th) name the same cell kind. */
const sameCellName = (start: string, end: string): boolean => start.slice(1, 3).toLowerCase() === end.slice(2, 4).toLowerCase();

/** At most MAX_HTML_MARKUP_CHARS, cut before a tag the limit would split. */
function limitedMarkup(markup: string): string {
  if (markup.length <= MAX_HTML_MARKUP_CHARS) return markup;
  const cut = markup.slice(0, MAX_HTML_MARKUP_CHARS);
  const open = cut.lastIndexOf('<');
  return open > cut.lastIndexOf('>') ? cut.slice(0, open) : cut;
}

/**
 * Whole-text passes, each linear: after the first two every run of blanks is one character long, so trimming line
 * edges (m flag) and collapsing comma runs never retries over a run. Then empty lines are dropped.
 */
export function htmlToText(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  const flat = limitedMarkup(withoutDroppedElements(withoutComments(html.slice(0, MAX_HTML_CHARS)))).replace(/\r?\n|\r/g, ' ');
  const text = decodeHtmlEntities(tagsToText(new Tokens(flat)))
    .replace(/\u00a0/g, ' ')
    .replace(/[ \f\v]+/g, ' ')
    .replace(/ ?\t[\t ]*/g, '\t')
    .replace(/^[\t ]|[\t ]$/gm, '')
    .replace(/,[^\S\n]*(?:,[^\S\n]*)+/g, ', ')
    .replace(/,\t/g, '\t')
    .replace(/\n{2,}/g, '\n');
  return trimNewlines(text);
}

/**
 * Reads and rewrites the editor's markers in a template's HTML (preheader, dividers, image sources) with linear
 * tag scans: tags are matched with their quoted attribute values, so a '>' inside a value does not end a tag.
 */
import { decodeHtmlEntities } from 'src/common/mail/html-to-text';
import { DEFAULT_DIVIDER_HEIGHT_PX, DEFAULT_DIVIDER_LINE } from './rendering.constants';

/** One start tag: name, then attributes with double-quoted, single-quoted or bare values. */
const START_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const IMG_TAG = /<img\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const HR_TAG = /<hr\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;

/** The attributes of a start tag's attribute text, names lower-cased, values entity-decoded ('' when bare). */
export function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeHtmlEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function isPreheaderTag(attributes: Map<string, string>): boolean {
  if ((attributes.get('data-type') ?? '').trim().toLowerCase() === 'preheader') return true;
  if (attributes.has('data-preheader')) return true;
  return (attributes.get('class') ?? '').split(/\s+/).some((name) => name.toLowerCase() === 'preheader');
}

const VOID_TAGS = new Set(['br', 'hr', 'img', 'meta', 'link', 'input', 'col', 'area', 'base', 'wbr', 'source']);

/** Where the element opened at `start` (tag `name`, start tag ending at `from`) ends: after its matching end tag. */
function elementEnd(html: string, name: string, from: number): { innerEnd: number; end: number } {
  const pattern = new RegExp(`<(/?)${name}\\b(?:[^>"']|"[^"]*"|'[^']*')*>`, 'gi');
  pattern.lastIndex = from;
  let depth = 1;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : match[0].endsWith('/>') ? 0 : 1;
    if (depth === 0) return { innerEnd: match.index, end: match.index + match[0].length };
  }
  return { innerEnd: html.length, end: html.length };
}

/** Visible text of an HTML fragment: tags dropped, entities decoded, whitespace collapsed. */
export function fragmentText(html: string): string {
  return decodeHtmlEntities(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}

/** The body without its preheader elements, and the first one's text ('' when there is none). */
export function extractPreheader(html: string): { html: string; preheader: string } {
  const pieces: string[] = [];
  let preheader: string | null = null;
  let cursor = 0;
  START_TAG.lastIndex = 0;
  for (let match = START_TAG.exec(html); match; match = START_TAG.exec(html)) {
    if (!isPreheaderTag(parseAttributes(match[2]))) continue;
    const name = match[1].toLowerCase();
    const startEnd = match.index + match[0].length;
    const selfClosing = VOID_TAGS.has(name) || match[0].endsWith('/>');
    const { innerEnd, end } = selfClosing ? { innerEnd: startEnd, end: startEnd } : elementEnd(html, name, startEnd);
    preheader ??= fragmentText(html.slice(startEnd, innerEnd));
    pieces.push(html.slice(cursor, match.index));
    cursor = end;
    START_TAG.lastIndex = end;
  }
  if (cursor === 0) return { html, preheader: '' };
  pieces.push(html.slice(cursor));
  return { html: pieces.join(''), preheader: preheader ?? '' };
}

/** The declarations of an inline style, property names lower-cased (the last one of a name wins). */
export function styleDeclarations(style: string): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const part of style.split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) declarations.set(part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim());
  }
  return declarations;
}

const NO_LINE = /^(none|0|0px|hidden)\b/i;
const SAFE_CSS_VALUE = /^[#%.,()\w\s-]+$/;

const PIXELS = /^(\d{1,3})(?:px)?$/i;

/**
 * The divider's spacing in whole pixels (the space above and below its line): its style's height, else its vertical
 * margin (what the editor writes: `margin:16px 0`), else its height attribute, else 16.
 */
function dividerSpacing(style: Map<string, string>, attributes: Map<string, string>): number {
  const margin = style.get('margin-top') ?? style.get('margin')?.split(/\s+/)[0];
  const declared = [style.get('height'), margin, attributes.get('height')].find((value) => value !== undefined && PIXELS.test(value.trim()));
  const spacing = declared ? Number(PIXELS.exec(declared.trim())![1]) : DEFAULT_DIVIDER_HEIGHT_PX;
  return spacing <= 200 ? spacing : DEFAULT_DIVIDER_HEIGHT_PX;
}

/** The line across the divider: its border-top, border-bottom or border; the default line when it names none. */
function dividerLine(style: Map<string, string>): string | null {
  const line = style.get('border-top') ?? style.get('border-bottom') ?? style.get('border');
  if (line === undefined) return DEFAULT_DIVIDER_LINE;
  if (NO_LINE.test(line) || !SAFE_CSS_VALUE.test(line)) return null;
  return line;
}

/** The email-safe markup of one divider: a full-width table, `spacing` pixels above and below its line. */
export function dividerMarkup(spacing: number, line: string | null): string {
  const rule = line ? `<div style="height:0;border-top:${line};font-size:0;line-height:0">&nbsp;</div>` : '&nbsp;';
  return (
    '<table class="divider" role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%">' +
    `<tbody><tr><td style="padding:${spacing}px 0;font-size:0;line-height:0;mso-line-height-rule:exactly">${rule}</td></tr></tbody></table>`
  );
}

/** Every `<hr data-type="divider">` replaced by its table (16 px above and below the line unless its style says otherwise). */
export function expandDividers(html: string): string {
  return html.replace(HR_TAG, (tag: string, attributeText: string) => {
    const attributes = parseAttributes(attributeText);
    if ((attributes.get('data-type') ?? '').trim().toLowerCase() !== 'divider') return tag;
    const style = styleDeclarations(attributes.get('style') ?? '');
    return dividerMarkup(dividerSpacing(style, attributes), dividerLine(style));
  });
}

/** The `src` of every image, entity-decoded and trimmed, in document order (images without a src are skipped). */
export function imageSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(IMG_TAG)) {
    const src = parseAttributes(match[1]).get('src')?.trim();
    if (src) sources.push(src);
  }
  return sources;
}

/** Every image's src passed through `rewrite` (null keeps it as it is). */
export function rewriteImageSources(html: string, rewrite: (src: string) => string | null): string {
  return html.replace(IMG_TAG, (tag: string, attributeText: string) => {
    const src = parseAttributes(attributeText).get('src')?.trim();
    const replacement = src ? rewrite(src) : null;
    if (replacement === null || replacement === src) return tag;
    const attributes = attributeText.replace(
      /(\ssrc\s*=\s*)(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+)/i,
      (_whole: string, lead: string) => `${lead}"${escapeAttribute(replacement)}"`,
    );
    return `<img${attributes}>`;
  });
}

/** The scheme of a URL ('data', 'javascript', 'https'), ignoring control characters and spaces browsers ignore. */
export function urlScheme(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return scheme ? scheme[1].toLowerCase() : null;
}

/** True for a source an email may load: http(s), or a relative path (made absolute by the asset resolver). */
export function isLoadableImageSource(src: string): boolean {
  const scheme = urlScheme(src);
  return scheme === null ? !src.startsWith('//') : scheme === 'http' || scheme === 'https';
}

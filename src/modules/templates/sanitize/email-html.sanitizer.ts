/**
 * Email HTML allowlist: the table layouts, inline styles and images email clients render, nothing that runs code.
 * `{{mergeTags}}` pass through untouched in text and in attribute values (href="https://x.com/?t={{trackingNumber}}",
 * src="{{logoUrl}}"); what they become is escaped by the merge engine when the template is rendered.
 */
import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';

const BLOCK_TAGS = ['p', 'br', 'hr', 'div', 'span', 'blockquote', 'center', 'pre', 'code', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const INLINE_TAGS = ['a', 'img', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'sub', 'sup', 'small', 'font'];
const LIST_TAGS = ['ul', 'ol', 'li'];
const TABLE_TAGS = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th'];

const LAYOUT_ATTRIBUTES = ['align', 'valign', 'width', 'height', 'bgcolor', 'background-color'];
const CELL_ATTRIBUTES = [...LAYOUT_ATTRIBUTES, 'colspan', 'rowspan', 'nowrap'];

/** Words that make a CSS value or style block run code or load something other than an image over http(s). */
const DANGEROUS_CSS = /expression|javascript|vbscript|livescript|behavior|behaviour|-moz-binding|@import|@charset|<\/?style|<|url\s*\(\s*['"]?\s*(?!https?:|\/|\{\{|#)/i;

/** CSS comments removed and escapes (`\65`, `\e`) decoded, so `exp/**\/ression` and `\65xpression` are seen as what they are. */
function normaliseCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_match, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .replace(/\\(.)/g, '$1')
    .replace(/\\$/, '');
}

const PROPERTY = /^-?[a-z][a-z0-9-]*$/;

/** The safe declarations of an inline style, rebuilt as `name: value; ...`; '' when none is left. */
export function sanitizeInlineStyle(style: string): string {
  const css = normaliseCss(style);
  if (/[<>]/.test(css)) return '';
  const kept: string[] = [];
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!PROPERTY.test(name) || value === '' || DANGEROUS_CSS.test(value) || DANGEROUS_CSS.test(name)) continue;
    kept.push(`${name}: ${value}`);
  }
  return kept.join('; ');
}

/** A `<style>` block is kept only when nothing in it can run code or import other sheets. */
export function isSafeStyleBlock(css: string): boolean {
  return !DANGEROUS_CSS.test(normaliseCss(css));
}

const URL_ATTRIBUTES = ['href', 'src', 'background', 'cite'];
const SCRIPT_URL = /(?:java|vb|live)script:|data:/i;

const percentDecoded = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * True when a URL names a script or data scheme anywhere, however it is hidden (percent-encoding, blanks, control
 * characters, backslashes, quotes): such a value is dropped even where a browser would read it as a relative path.
 */
export function isScriptUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  return SCRIPT_URL.test(percentDecoded(url).replace(/[\s\u0000-\u001f\u007f\\`'"]|\\x[0-9a-f]{2}/gi, ''));
}

/** The one data attribute kept, and only with the values the editor writes. */
const EDITOR_MARKER = { name: 'data-type', multiple: false, values: ['preheader', 'divider'] };

/** Every tag keeps a filtered inline style (dropped when nothing safe is left) and no script or data URL. */
function cleanAttributes(tagName: string, attribs: Attributes): { tagName: string; attribs: Attributes } {
  const cleaned: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (URL_ATTRIBUTES.includes(name) && isScriptUrl(value)) continue;
    if (name === EDITOR_MARKER.name && !EDITOR_MARKER.values.includes(value)) continue;
    if (name !== 'style') cleaned[name] = value;
    else {
      const style = sanitizeInlineStyle(value);
      if (style) cleaned.style = style;
    }
  }
  return { tagName, attribs: cleaned };
}

const OPTIONS: IOptions = {
  allowedTags: [...BLOCK_TAGS, ...INLINE_TAGS, ...LIST_TAGS, ...TABLE_TAGS, 'style'],
  allowVulnerableTags: true,
  allowedAttributes: {
    '*': ['style', 'class', 'dir', 'lang', 'title', 'align'],
    a: ['href', 'target', 'title', 'rel', 'name'],
    img: ['src', 'alt', 'width', 'height', 'border', 'hspace', 'vspace'],
    table: [...LAYOUT_ATTRIBUTES, 'cellpadding', 'cellspacing', 'border', 'role', 'background'],
    td: [...CELL_ATTRIBUTES, 'background'],
    th: [...CELL_ATTRIBUTES, 'background', 'scope'],
    tr: LAYOUT_ATTRIBUTES,
    tbody: ['align', 'valign'],
    thead: ['align', 'valign'],
    tfoot: ['align', 'valign'],
    col: ['width', 'span', 'align', 'valign'],
    colgroup: ['width', 'span'],
    // The editor marks its preheader and divider blocks with data-type; the renderer reads those markers.
    div: ['align', EDITOR_MARKER],
    span: [EDITOR_MARKER],
    p: ['align'],
    font: ['color', 'face', 'size'],
    hr: ['width', 'size', 'noshade', 'color', EDITOR_MARKER],
    ol: ['start', 'type'],
    ul: ['type'],
    li: ['value'],
    blockquote: ['cite'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'background'],
  allowProtocolRelative: false,
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'textarea', 'option', 'noscript', 'title', 'iframe', 'noembed', 'noframes', 'xmp', 'template', 'object', 'svg', 'math', 'select', 'head'],
  exclusiveFilter: (frame) => frame.tag === 'style' && !isSafeStyleBlock(frame.text),
  transformTags: { '*': cleanAttributes },
};

/** The HTML with everything outside the email allowlist removed (scripts, handlers, unsafe URLs and CSS, forms, frames...). */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * A small HTML → text conversion tuned for label/value extraction: table cells become tab-separated, rows and block
 * elements become lines (blank lines are dropped, so a value directly follows its label), and a <br> inside a simple
 * cell becomes ', ' (an address cell stays one value).
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", ndash: '–', mdash: '—', hellip: '…',
  rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', bull: '•', middot: '·', copy: '©', reg: '®', trade: '™',
};

const BLOCK_TAGS = 'p|div|tr|li|ul|ol|h[1-6]|table|tbody|thead|tfoot|blockquote|section|article|header|footer|title|pre|hr|dl|dt|dd';
const LEAF_CELL = /<(td|th)\b[^>]*>((?:(?!<\/?(?:td|th|table)\b)[\s\S])*?)<\/\1\s*>/gi;

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

export function htmlToText(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(head|style|script|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/\r?\n|\r/g, ' ')
    .replace(LEAF_CELL, (_cell: string, tag: string, inner: string) => {
      const trimmed = inner.replace(/^(?:\s|<br\s*\/?>)+|(?:\s|<br\s*\/?>)+$/gi, '');
      return `<${tag}>${trimmed.replace(/\s*<br\s*\/?>\s*/gi, ', ')}</${tag}>`;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(new RegExp(`</?(?:${BLOCK_TAGS})\\b[^>]*>`, 'gi'), '\n')
    .replace(/<\/t[dh]\s*>/gi, '\t')
    .replace(/<[^>]*>/g, '');
  return decodeHtmlEntities(text)
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \f\v]+/g, ' ')
        .replace(/ ?\t[\t ]*/g, '\t')
        .replace(/^[\t ]+|[\t ]+$/g, '')
        .replace(/,\s*(?:,\s*)+/g, ', ')
        .replace(/,\t/g, '\t'),
    )
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * Which stored HTML the visual editor can hold without losing anything.
 *
 * Rule: the visual editor only knows paragraphs, headings, lists, quotes, code, line breaks, bold/italic/underline/
 * strike, links, images, the preheader, the divider and merge tags. HTML with anything else — another element
 * (tables, plain divs and spans, fonts, full documents), an attribute the editor does not keep (style, class, align,
 * bgcolor, ids...), or HTML comments (e.g. Outlook conditional comments) — would be silently rewritten by it. Such a
 * template opens in the HTML source view with a warning, and the visual view stays unavailable until that markup
 * is removed, so the editor never drops markup it did not show.
 */
const PLAIN_TAGS = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
]);
/** Attributes kept per element (anything else is lost by the visual editor). */
const KEPT_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'title', 'width', 'height']),
  ol: new Set(['start', 'type']),
};

const describeElement = (element: Element): string[] => {
  const tag = element.tagName.toLowerCase();
  const type = element.getAttribute('data-type');
  if (tag === 'div' && type === 'preheader') return element.attributes.length === 1 ? [] : ['attributes on the preheader'];
  if (tag === 'span' && element.hasAttribute('data-merge-tag')) return element.attributes.length === 1 ? [] : ['attributes on merge tags'];
  if (tag === 'hr') {
    const extra = [...element.attributes].filter((a) => !(a.name === 'data-type' || (a.name === 'style' && type === 'divider')));
    return extra.map((a) => `${a.name} attributes`);
  }
  const kept = KEPT_ATTRIBUTES[tag] ?? new Set<string>();
  const attributes = [...element.attributes].filter((a) => !kept.has(a.name)).map((a) => `${a.name} attributes`);
  return PLAIN_TAGS.has(tag) || KEPT_ATTRIBUTES[tag] ? attributes : [`<${tag}> elements`, ...attributes];
};

/** What in this HTML the visual editor would drop, as short unique descriptions ([] = safe to edit visually). */
export const unsupportedMarkup = (html: string): string[] => {
  if (!html.trim()) return [];
  // A full document (doctype, <html>, <head>, <body>) is never visual-editable.
  if (/<\s*(!doctype|html|head|body)\b/i.test(html)) return ['a full HTML document'];
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const found = new Set<string>();
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.COMMENT_NODE) found.add('HTML comments');
    else describeElement(node as Element).forEach((item) => found.add(item));
  }
  return [...found];
};

/** True when the HTML has no text, image or divider (what an empty editor holds: '', '<p></p>'). */
export const isBlankHtml = (html: string): boolean => {
  if (!html.trim()) return true;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  if (doc.body.querySelector('img, hr, table')) return false;
  return !(doc.body.textContent ?? '').trim();
};

/** Plain-text version of the HTML for the template's text part (blocks on their own lines). */
export const htmlToText = (html: string): string => {
  if (!html.trim()) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.body.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
  doc.body.querySelectorAll('a[href]').forEach((a) => {
    const href = a.getAttribute('href') ?? '';
    if (href && a.textContent !== href) a.append(` (${href})`);
  });
  doc.body.querySelectorAll('p, div, h1, h2, h3, h4, h5, h6, li, blockquote, pre, tr, hr').forEach((block) => block.append('\n'));
  return (doc.body.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
};

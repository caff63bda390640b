/** Attribute that marks a merge tag chip in the editor's HTML input. */
export const MERGE_TAG_ATTRIBUTE = 'data-merge-tag';

/** `{{ key }}` in text; the key is everything between the braces, trimmed (helpers such as `fallback x "y"` too). */
const TAG_IN_TEXT = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** What a chip serialises to in the stored HTML. */
export const mergeTagText = (key: string): string => `{{${key}}}`;

const SKIPPED_PARENTS = new Set(['SCRIPT', 'STYLE', 'TEXTAREA']);

/**
 * Turns every `{{key}}` found in text (not in attributes, so `href="{{url}}"` stays as written) into
 * `<span data-merge-tag="key"></span>`, which the editor's mergeTag node parses as a chip. The rest of the
 * markup is returned unchanged.
 */
export const chipifyMergeTags = (html: string): string => {
  if (!html.includes('{{')) return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (text.data.includes('{{') && !SKIPPED_PARENTS.has(text.parentElement?.tagName ?? '')) texts.push(text);
  }
  for (const text of texts) {
    const fragment = doc.createDocumentFragment();
    let last = 0;
    for (const match of text.data.matchAll(TAG_IN_TEXT)) {
      const start = match.index;
      if (start > last) fragment.append(doc.createTextNode(text.data.slice(last, start)));
      const chip = doc.createElement('span');
      chip.setAttribute(MERGE_TAG_ATTRIBUTE, match[1]);
      fragment.append(chip);
      last = start + match[0].length;
    }
    if (last === 0) continue;
    if (last < text.data.length) fragment.append(doc.createTextNode(text.data.slice(last)));
    text.replaceWith(fragment);
  }
  return doc.body.innerHTML;
};

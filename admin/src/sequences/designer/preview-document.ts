import { placeholderParts } from './placeholders';

/** Elements whose text is not shown as text (a placeholder inside them is left alone). */
const NOT_SHOWN = new Set(['STYLE', 'SCRIPT', 'TITLE', 'TEXTAREA', 'NOSCRIPT']);

/** Wraps each {{placeholder}} in a text node in a <mark>. */
const markPlaceholders = (doc: Document) => {
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!NOT_SHOWN.has(node.parentElement?.tagName ?? '')) texts.push(node as Text);
  }
  for (const text of texts) {
    const parts = placeholderParts(text.data);
    if (!parts.some((part) => part.placeholder)) continue;
    text.replaceWith(
      ...parts.map((part) => {
        if (!part.placeholder) return part.text;
        const mark = doc.createElement('mark');
        mark.textContent = part.text;
        return mark;
      }),
    );
  }
};

/**
 * The template's HTML as a document for a sandboxed preview frame: its markup as written (tables keep their rows and
 * cells) with the {{placeholders}} marked in `highlight`, the colour the subject's placeholders have beside it.
 */
export const previewDocument = (html: string, highlight: string): string => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  markPlaceholders(doc);
  const style = doc.createElement('style');
  style.textContent = `mark { background: ${highlight}; color: inherit; border-radius: 2px; padding: 0 2px; font-family: monospace; font-size: 0.9em; }`;
  doc.head.prepend(style);
  return `<!DOCTYPE html>${doc.documentElement.outerHTML}`;
};

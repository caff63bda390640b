import { Node } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';

/**
 * The preheader (the preview text mail clients show after the subject): `<div data-type="preheader">text</div>`,
 * kept at the top of the body. Text and merge tags only, no formatting.
 */
export const Preheader = Node.create({
  name: 'preheader',
  group: 'block',
  content: 'inline*',
  marks: '',
  defining: true,

  parseHTML() {
    return [{ tag: 'div[data-type="preheader"]', priority: 100 }];
  },

  renderHTML() {
    return ['div', { 'data-type': 'preheader' }, 0];
  },
});

/** Whether the document already holds a preheader. */
export const documentHasPreheader = (doc: PmNode): boolean => {
  let found = false;
  doc.descendants((node) => {
    if (node.type.name === 'preheader') found = true;
    return !found;
  });
  return found;
};

/** Whether stored HTML already holds a preheader. */
export const htmlHasPreheader = (html: string): boolean =>
  new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body.querySelector('[data-type="preheader"]') !== null;

export const PREHEADER_EXISTS_MESSAGE = 'This template already has a preheader. Edit the existing one instead.';

/** The preheader's HTML (text escaped). */
export const preheaderHtml = (text: string): string => {
  const div = document.createElement('div');
  div.setAttribute('data-type', 'preheader');
  div.textContent = text;
  return div.outerHTML;
};

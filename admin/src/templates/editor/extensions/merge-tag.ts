import { InputRule, Node, mergeAttributes, type Editor } from '@tiptap/core';
import { DOMSerializer } from '@tiptap/pm/model';
import { MERGE_TAG_ATTRIBUTE, chipifyMergeTags, mergeTagText } from '../rules/merge-tag-html';

/**
 * A merge tag as one atomic inline chip. In the editor it shows as a chip (`span.merge-tag-chip`); in the HTML it
 * serialises (serializeTemplateHtml) to the plain text `{{key}}`, which the merge engine fills in. HTML given to the editor goes through
 * chipifyMergeTags first, which turns `{{key}}` text into `<span data-merge-tag="key">` for the parse rule below.
 * Typing `{{key}}` and pasting HTML with tags also give chips.
 */
export const MergeTag = Node.create({
  name: 'mergeTag',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addAttributes() {
    return {
      key: {
        default: '',
        parseHTML: (element: HTMLElement) => element.getAttribute(MERGE_TAG_ATTRIBUTE) ?? '',
        rendered: false,
      },
    };
  },

  parseHTML() {
    return [{ tag: `span[${MERGE_TAG_ATTRIBUTE}]`, priority: 100 }];
  },

  // The span is what the clipboard carries; serializeTemplateHtml replaces it by the bare `{{key}}` text.
  renderHTML({ node }) {
    const key = String(node.attrs.key);
    return ['span', { [MERGE_TAG_ATTRIBUTE]: key }, mergeTagText(key)];
  },

  renderText({ node }) {
    return mergeTagText(String(node.attrs.key));
  },

  addNodeView() {
    return ({ node, HTMLAttributes }) => {
      const dom = document.createElement('span');
      for (const [name, value] of Object.entries(mergeAttributes(HTMLAttributes))) {
        if (typeof value === 'string') dom.setAttribute(name, value);
      }
      dom.className = 'merge-tag-chip';
      dom.setAttribute('contenteditable', 'false');
      dom.setAttribute(MERGE_TAG_ATTRIBUTE, String(node.attrs.key));
      dom.textContent = mergeTagText(String(node.attrs.key));
      return { dom };
    };
  },

  addInputRules() {
    return [
      new InputRule({
        find: /\{\{\s*([^{}]+?)\s*\}\}$/,
        handler: ({ state, range, match }) => {
          state.tr.replaceWith(range.from, range.to, this.type.create({ key: match[1] }));
        },
      }),
    ];
  },
});

/** Editor prop: pasted HTML gets its `{{key}}` text turned into chips. */
export const transformPastedHtml = (html: string): string => chipifyMergeTags(html);

/**
 * The editor's content as template HTML: what getHTML() gives, except that each chip is the bare `{{key}}` text
 * (the engine's syntax) instead of its span.
 */
export const serializeTemplateHtml = (editor: Editor): string => {
  const fragment = DOMSerializer.fromSchema(editor.schema).serializeFragment(editor.state.doc.content);
  const container = document.implementation.createHTMLDocument().createElement('div');
  container.appendChild(fragment);
  container.querySelectorAll(`span[${MERGE_TAG_ATTRIBUTE}]`).forEach((chip) => {
    chip.replaceWith(mergeTagText(chip.getAttribute(MERGE_TAG_ATTRIBUTE) ?? ''));
  });
  return container.innerHTML;
};

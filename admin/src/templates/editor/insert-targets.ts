import type { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import { dividerStyle, DEFAULT_DIVIDER_HEIGHT } from './extensions/divider';
import { documentHasPreheader, htmlHasPreheader, preheaderHtml } from './extensions/preheader';
import { INSERTED_IMAGE_WIDTH } from './rules/image-rules';
import { mergeTagText } from './rules/merge-tag-html';

/** Where the toolbar's tools insert: the visual editor, or the HTML source at its cursor. */
export interface InsertTarget {
  selectedText(): string;
  insertLink(url: string, text: string): void;
  insertImage(src: string, alt: string): void;
  insertDivider(): void;
  insertMergeTag(key: string): void;
  hasPreheader(): boolean;
  /** Puts the preheader at the very top of the body. */
  insertPreheader(text: string): void;
}

/**
 * After a block atom (image, divider) is inserted it is node-selected, so the next insertion would replace it:
 * move the cursor into the text block after it, adding an empty paragraph when none follows.
 */
const cursorAfterBlockAtom = (editor: Editor) => {
  const { selection, doc } = editor.state;
  if (!(selection instanceof NodeSelection)) return;
  const after = selection.to;
  const next = doc.resolve(after).nodeAfter;
  if (next?.isTextblock) editor.commands.setTextSelection(after + 1);
  else editor.chain().insertContentAt(after, { type: 'paragraph' }).setTextSelection(after + 1).run();
};

/**
 * The preheader stays the first block: links, images and dividers are never put in it or before it, so when the
 * cursor is there they go to the start of the block after it (a new paragraph when there is none).
 */
const cursorBelowPreheader = (editor: Editor) => {
  const first = editor.state.doc.firstChild;
  if (first?.type.name !== 'preheader' || editor.state.selection.from > first.nodeSize) return;
  const after = first.nodeSize;
  if (editor.state.doc.childCount > 1 && editor.state.doc.child(1).isTextblock) editor.commands.setTextSelection(after + 1);
  else editor.chain().insertContentAt(after, { type: 'paragraph' }).setTextSelection(after + 1).run();
};

export const visualTarget = (editor: Editor): InsertTarget => ({
  selectedText: () => {
    const { from, to } = editor.state.selection;
    return editor.state.doc.textBetween(from, to, ' ');
  },
  insertLink: (url, text) => {
    cursorBelowPreheader(editor);
    editor.chain().focus().insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href: url } }] }).run();
  },
  insertImage: (src, alt) => {
    cursorBelowPreheader(editor);
    editor.chain().focus().insertContent({ type: 'image', attrs: { src, alt, width: INSERTED_IMAGE_WIDTH } }).run();
    cursorAfterBlockAtom(editor);
  },
  insertDivider: () => {
    cursorBelowPreheader(editor);
    editor.chain().focus().insertDivider().run();
    cursorAfterBlockAtom(editor);
  },
  insertMergeTag: (key) => {
    editor.chain().focus().insertContent({ type: 'mergeTag', attrs: { key } }).run();
  },
  hasPreheader: () => documentHasPreheader(editor.state.doc),
  insertPreheader: (text) => {
    // Inserting moves the selection into the new preheader: put it back where the user was.
    const { from, to } = editor.state.selection;
    const before = editor.state.doc.content.size;
    editor.commands.insertContentAt(0, { type: 'preheader', content: text ? [{ type: 'text', text }] : [] });
    const shift = editor.state.doc.content.size - before;
    editor.chain().setTextSelection({ from: from + shift, to: to + shift }).focus().run();
  },
});

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML snippets the tools insert into the source view. */
export const snippets = {
  link: (url: string, text: string) => `<a href="${escapeAttribute(url)}">${escapeText(text)}</a>`,
  image: (src: string, alt: string) => `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(alt)}" width="${INSERTED_IMAGE_WIDTH}">`,
  divider: () => `<hr data-type="divider" style="${dividerStyle(DEFAULT_DIVIDER_HEIGHT)}">`,
  mergeTag: (key: string) => mergeTagText(key),
};

/** The HTML source view: snippets replace the textarea's selection. */
export const sourceTarget = (textarea: HTMLTextAreaElement | null, html: string, onChange: (html: string) => void): InsertTarget => {
  const range = () => ({ start: textarea?.selectionStart ?? html.length, end: textarea?.selectionEnd ?? html.length });
  const insert = (snippet: string) => {
    const { start, end } = range();
    onChange(`${html.slice(0, start)}${snippet}${html.slice(end)}`);
  };
  return {
    selectedText: () => {
      const { start, end } = range();
      return html.slice(start, end);
    },
    insertLink: (url, text) => insert(snippets.link(url, text)),
    insertImage: (src, alt) => insert(snippets.image(src, alt)),
    insertDivider: () => insert(snippets.divider()),
    insertMergeTag: (key) => insert(snippets.mergeTag(key)),
    hasPreheader: () => htmlHasPreheader(html),
    insertPreheader: (text) => onChange(`${preheaderHtml(text)}${html}`),
  };
};

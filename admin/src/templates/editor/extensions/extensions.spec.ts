import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { chipifyMergeTags } from '../rules/merge-tag-html';
import { templateExtensions } from './editor-extensions';
import { serializeTemplateHtml } from './merge-tag';
import { DEFAULT_DIVIDER_HEIGHT, dividerStyle } from './divider';
import { documentHasPreheader, htmlHasPreheader, preheaderHtml } from './preheader';

let editor: Editor | null = null;
const editorWith = (html: string) => {
  editor = new Editor({ extensions: templateExtensions(), content: chipifyMergeTags(html) });
  return editor;
};
afterEach(() => editor?.destroy());

describe('merge tag chips', () => {
  it('turns {{key}} text into chips and serialises them back to {{key}}', () => {
    const html = '<p>Hello {{firstName}}, your move on {{formatDate moveDate "long"}}.</p>';
    const e = editorWith(html);
    const chips: string[] = [];
    e.state.doc.descendants((node) => {
      if (node.type.name === 'mergeTag') chips.push(String(node.attrs.key));
    });
    expect(chips).toEqual(['firstName', 'formatDate moveDate "long"']);
    expect(serializeTemplateHtml(e)).toBe(html);
  });

  it('chipify leaves tags inside attributes alone and marks text tags', () => {
    expect(chipifyMergeTags('<a href="{{url}}">Hi {{ name }}!</a>')).toBe(
      '<a href="{{url}}">Hi <span data-merge-tag="name"></span>!</a>',
    );
    expect(chipifyMergeTags('<p>no tags</p>')).toBe('<p>no tags</p>');
  });

  it('a chip is one atomic node: inserting it adds {{key}} as a unit', () => {
    const e = editorWith('<p>Hi,</p>');
    e.chain().focus('end').insertContent({ type: 'mergeTag', attrs: { key: 'lastName' } }).run();
    expect(serializeTemplateHtml(e)).toBe('<p>Hi,{{lastName}}</p>');
    expect(e.getText()).toBe('Hi,{{lastName}}');
  });
});

describe('divider', () => {
  it('inserts an hr with the 16 px default spacing and reads it back', () => {
    const e = editorWith('<p>a</p>');
    e.chain().focus('end').insertDivider().run();
    const html = serializeTemplateHtml(e);
    expect(html).toContain('<hr data-type="divider" style="border:none;border-top:1px solid #e5e7eb;margin:16px 0">');
    expect(DEFAULT_DIVIDER_HEIGHT).toBe(16);
    const again = editorWith(html);
    expect(serializeTemplateHtml(again)).toBe(html);
  });

  it('keeps another spacing through a round trip', () => {
    const html = `<hr data-type="divider" style="${dividerStyle(24)}">`;
    expect(serializeTemplateHtml(editorWith(html))).toContain('margin:24px 0');
  });
});

describe('preheader', () => {
  it('parses and serialises the preheader div', () => {
    const html = `${preheaderHtml('See you soon & bye')}<p>Body</p>`;
    expect(html).toBe('<div data-type="preheader">See you soon &amp; bye</div><p>Body</p>');
    const e = editorWith(html);
    expect(documentHasPreheader(e.state.doc)).toBe(true);
    expect(serializeTemplateHtml(e)).toBe(html);
    expect(htmlHasPreheader(html)).toBe(true);
    expect(htmlHasPreheader('<p>Body</p>')).toBe(false);
    expect(documentHasPreheader(editorWith('<p>x</p>').state.doc)).toBe(false);
  });
});

describe('images and links', () => {
  it('keeps the image width and link href', () => {
    const html = '<p><a target="_blank" rel="noopener noreferrer" href="https://example.com">x</a></p><img src="https://cdn.example.com/a.png" width="600">';
    const out = serializeTemplateHtml(editorWith(html));
    expect(out).toContain('href="https://example.com"');
    expect(out).toContain('width="600"');
  });
});

import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { templateExtensions } from './extensions/editor-extensions';
import { serializeTemplateHtml } from './extensions/merge-tag';
import { snippets, sourceTarget, visualTarget } from './insert-targets';

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

describe('visual insert target', () => {
  it('keeps an inserted image or divider when the next thing is inserted', () => {
    editor = new Editor({ extensions: templateExtensions(), content: '<p>Kind regards</p>' });
    editor.commands.focus('end');
    const target = visualTarget(editor);
    target.insertImage('https://cdn.example.com/a.png', 'banner');
    target.insertMergeTag('firstName');
    target.insertDivider();
    target.insertMergeTag('moveDate');
    const html = serializeTemplateHtml(editor);
    expect(html).toContain('<img src="https://cdn.example.com/a.png" alt="banner" width="600">');
    expect(html).toContain('{{firstName}}');
    expect(html).toContain(snippets.divider());
    expect(html).toContain('{{moveDate}}');
  });

  it('puts the preheader first and reports it exists', () => {
    editor = new Editor({ extensions: templateExtensions(), content: '<p>Body</p>' });
    const target = visualTarget(editor);
    expect(target.hasPreheader()).toBe(false);
    target.insertPreheader('Booked');
    expect(serializeTemplateHtml(editor)).toBe('<div data-type="preheader">Booked</div><p>Body</p>');
    expect(target.hasPreheader()).toBe(true);
  });

  it('never puts a divider, image or link before or inside the preheader', () => {
    editor = new Editor({ extensions: templateExtensions(), content: '<div data-type="preheader">Booked</div><p>Body</p>' });
    editor.commands.setTextSelection(1);
    const target = visualTarget(editor);
    target.insertDivider();
    expect(serializeTemplateHtml(editor)).toMatch(/^<div data-type="preheader">Booked<\/div><hr data-type="divider"/);
    editor.commands.setTextSelection(2);
    target.insertLink('https://a.com', 'A');
    expect(serializeTemplateHtml(editor)).toMatch(/^<div data-type="preheader">Booked<\/div>/);
    expect(serializeTemplateHtml(editor)).toContain('>A</a>');
    editor.commands.setTextSelection(1);
    target.insertMergeTag('firstName');
    expect(serializeTemplateHtml(editor)).toMatch(/^<div data-type="preheader">{{firstName}}Booked<\/div>/);
  });

  it('keeps the cursor where it was when the preheader is added', () => {
    editor = new Editor({ extensions: templateExtensions(), content: '<p>Body</p>' });
    editor.commands.setTextSelection(5);
    const target = visualTarget(editor);
    target.insertPreheader('Soon');
    target.insertDivider();
    expect(serializeTemplateHtml(editor)).toMatch(/^<div data-type="preheader">Soon<\/div><p>Body<\/p><hr data-type="divider"/);
  });
});

describe('source insert target', () => {
  it('replaces the selection with escaped snippets and prepends the preheader', () => {
    const textarea = document.createElement('textarea');
    const html = '<p>Hello NAME</p>';
    textarea.value = html;
    textarea.setSelectionRange(9, 13);
    let result = '';
    const target = sourceTarget(textarea, html, (next) => (result = next));
    expect(target.selectedText()).toBe('NAME');
    target.insertLink('https://a.com/?a=1&b="2"', 'A & B');
    expect(result).toBe('<p>Hello <a href="https://a.com/?a=1&amp;b=&quot;2&quot;">A &amp; B</a></p>');
    target.insertMergeTag('firstName');
    expect(result).toBe('<p>Hello {{firstName}}</p>');
    target.insertPreheader('Soon <b>');
    expect(result).toBe('<div data-type="preheader">Soon &lt;b&gt;</div><p>Hello NAME</p>');
    expect(sourceTarget(null, result, () => undefined).hasPreheader()).toBe(true);
  });
});

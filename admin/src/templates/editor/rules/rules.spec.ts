import { describe, expect, it } from 'vitest';
import { IMAGE_TYPE_ERROR, checkImageFile, imageTypeOf, withImageType } from './image-rules';
import { htmlToText, isBlankHtml, unsupportedMarkup } from './html-support';
import { LINK_INVALID_FORMAT, LINK_SCRIPT_OR_DATA, LINK_URL_REQUIRED, checkLinkUrl, linkTextFor } from './link-rules';

describe('link URL rules', () => {
  it.each([
    ['', LINK_URL_REQUIRED],
    ['   ', LINK_URL_REQUIRED],
    ['javascript:alert(1)', LINK_SCRIPT_OR_DATA],
    ['JavaScript:alert(1)', LINK_SCRIPT_OR_DATA],
    [' java\tscript:alert(1)', LINK_SCRIPT_OR_DATA],
    ['data:text/html;base64,PHNjcmlwdD4=', LINK_SCRIPT_OR_DATA],
    ['DATA:image/png;base64,AAAA', LINK_SCRIPT_OR_DATA],
    ['http://', LINK_INVALID_FORMAT],
    ['https://exa mple.com', LINK_INVALID_FORMAT],
    ['not a url', LINK_INVALID_FORMAT],
    ['ftp://files.example.com', LINK_INVALID_FORMAT],
    ['https://example', LINK_INVALID_FORMAT],
    ['https://example..com', LINK_INVALID_FORMAT],
  ])('refuses %j with %j', (input, message) => {
    expect(checkLinkUrl(input)).toEqual({ ok: false, error: message });
  });

  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com/path', 'https://example.com/path'],
    ['HTTP://example.com', 'https://example.com'],
    ['example.com', 'https://example.com'],
    ['www.example.com/quote', 'https://www.example.com/quote'],
    ['//cdn.example.com/x', 'https://cdn.example.com/x'],
    ['localhost:3000/x', 'https://localhost:3000/x'],
    ['  example.com  ', 'https://example.com'],
    ['mailto:sales@example.com', 'mailto:sales@example.com'],
    ['{{unsubscribeUrl}}', '{{unsubscribeUrl}}'],
  ])('accepts %j as %j', (input, url) => {
    expect(checkLinkUrl(input)).toEqual({ ok: true, url });
  });

  it('link text falls back to the selected text, then to the URL', () => {
    expect(linkTextFor('Book now', 'selected', 'https://a.com')).toBe('Book now');
    expect(linkTextFor('  ', 'selected', 'https://a.com')).toBe('selected');
    expect(linkTextFor('', '', 'https://a.com')).toBe('https://a.com');
  });
});

describe('image file rules', () => {
  it.each(['a.png', 'a.jpg', 'a.jpeg', 'a.gif', 'a.webp', 'a.svg', 'A.PNG'])('accepts %s with a blank type (from its extension)', (name) => {
    expect(checkImageFile({ name, type: '' })).toBeNull();
  });

  it.each([
    ['a.pdf', 'application/pdf'],
    ['a.bmp', 'image/bmp'],
    ['a.tiff', ''],
    ['noextension', ''],
  ])('refuses %s (%s)', (name, type) => {
    expect(checkImageFile({ name, type })).toBe(IMAGE_TYPE_ERROR);
  });

  it('uses the given type first and infers it only when blank', () => {
    expect(imageTypeOf({ name: 'x.png', type: 'image/jpeg' })).toBe('image/jpeg');
    expect(imageTypeOf({ name: 'x.JPG', type: '' })).toBe('image/jpeg');
    expect(imageTypeOf({ name: 'x.svg', type: '' })).toBe('image/svg+xml');
    expect(checkImageFile({ name: 'x.png', type: 'text/plain' })).toBe(IMAGE_TYPE_ERROR);
  });

  it('gives a blank-typed file its inferred type for the upload', () => {
    const blank = new File(['x'], 'logo.webp', { type: '' });
    expect(withImageType(blank).type).toBe('image/webp');
    expect(withImageType(blank).name).toBe('logo.webp');
    const typed = new File(['x'], 'logo.png', { type: 'image/png' });
    expect(withImageType(typed)).toBe(typed);
  });
});

describe('markup the visual editor keeps', () => {
  it('accepts what the editor represents', () => {
    const html =
      '<div data-type="preheader">Hi</div><h2>T</h2><p><strong>b</strong> <a href="https://a.com" target="_blank" rel="noopener noreferrer">l</a> {{x}}</p>' +
      '<ul><li><p>i</p></li></ul><img src="https://a.com/i.png" width="600"><hr data-type="divider" style="border:none;border-top:1px solid #e5e7eb;margin:16px 0">';
    expect(unsupportedMarkup(html)).toEqual([]);
    expect(unsupportedMarkup('')).toEqual([]);
  });

  it('lists tables, style attributes, comments and full documents', () => {
    expect(unsupportedMarkup('<table><tr><td style="color:red">x</td></tr></table>')).toEqual(
      expect.arrayContaining(['<table> elements', '<td> elements', 'style attributes']),
    );
    expect(unsupportedMarkup('<p style="text-align:center">x</p>')).toEqual(['style attributes']);
    expect(unsupportedMarkup('<p class="x">x</p><!--[if mso]>x<![endif]-->')).toEqual(['class attributes', 'HTML comments']);
    expect(unsupportedMarkup('<html><body><p>x</p></body></html>')).toEqual(['a full HTML document']);
    expect(unsupportedMarkup('<div>x</div>')).toEqual(['<div> elements']);
  });

  it('knows blank content and gives a text version', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p> </p><p></p>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
    expect(isBlankHtml('<img src="https://a.com/a.png">')).toBe(false);
    expect(htmlToText('<p>Hello {{firstName}},</p><p>See <a href="https://a.com">us</a></p>')).toBe(
      'Hello {{firstName}},\nSee us (https://a.com)',
    );
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSafeStyleBlock, isScriptUrl, sanitizeEmailHtml, sanitizeInlineStyle } from './email-html.sanitizer';

const PAYLOADS = readFileSync(join(__dirname, '../../../../test/fixtures/xss-payloads.txt'), 'utf8').split('\n').filter((line) => line.trim() !== '');

/** What must never be left in sanitised HTML. */
const DANGER = [
  /<script/i, /<\/script/i, /\son[a-z]+\s*=/i, /javascript:/i, /vbscript:/i, /livescript:/i, /data:/i, /expression\s*\(/i,
  /<iframe/i, /<frame/i, /<object/i, /<embed/i, /<applet/i, /<svg/i, /<math/i, /<form/i, /<input/i, /<button/i, /<textarea/i,
  /<select/i, /<base/i, /<meta/i, /<link/i, /<video/i, /<audio/i, /<body/i, /<html/i, /@import/i, /-moz-binding/i, /behavior/i,
  /srcdoc/i, /formaction/i, /xlink:href/i, /srcset/i,
];

describe('sanitizeEmailHtml', () => {
  it('has a corpus of at least 100 distinct payloads', () => {
    expect(new Set(PAYLOADS).size).toBeGreaterThanOrEqual(100);
    expect(new Set(PAYLOADS).size).toBe(PAYLOADS.length);
  });

  it.each(PAYLOADS.map((payload, index) => [index + 1, payload]))('leaves nothing that runs from payload %i: %s', (_line, payload) => {
    const clean = sanitizeEmailHtml(String(payload));
    for (const pattern of DANGER) expect({ clean, pattern: String(pattern), found: pattern.test(clean) }).toMatchObject({ found: false });
    // Idempotent: sanitising the result again changes nothing.
    expect(sanitizeEmailHtml(clean)).toBe(clean);
  });

  it('keeps email layout markup: tables with bgcolor, alignment, spacing and inline style, images, links, fonts', () => {
    const html =
      '<table width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" align="center" style="width: 600px; background-color: #f4f4f4">' +
      '<thead><tr><th align="left">Move</th></tr></thead><tbody><tr><td valign="top" bgcolor="#eeeeee" style="padding: 16px; font-family: Arial, sans-serif">' +
      '<img src="https://cdn.example.com/logo.png" alt="Logo" width="600" height="120" />' +
      '<h1>Hello</h1><p>Your <strong>move</strong> is <em>soon</em>.<br /><b>b</b> <i>i</i> <u>u</u> <s>s</s></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><center><font color="#333333" face="Arial">c</font></center>' +
      '<a href="https://example.com/quote" target="_blank" title="Quote">Quote</a> <a href="mailto:ops@example.com">mail</a> <a href="tel:+15125550100">call</a> ' +
      '<a href="/relative/path">rel</a><hr /><div><span>x</span></div></td></tr></tbody></table>';
    expect(sanitizeEmailHtml(html)).toBe(html);
  });

  it('keeps merge tags untouched in text, link query strings and image sources', () => {
    const html =
      '{{#if moveDate}}<p>Hi {{fallback firstName "there"}}, your move on {{formatDate moveDate "long"}}</p>{{else}}<p>Hi</p>{{/if}}' +
      '<a href="https://track.example.com/?t={{trackingNumber}}">Track</a><img src="{{companyLogoUrl}}" alt="{{companyName}}" />';
    expect(sanitizeEmailHtml(html)).toBe(html);
  });

  it("keeps the editor's preheader and divider markers and drops any other data-type value", () => {
    const html = '<div data-type="preheader">Your quote is ready</div><p>Hi</p><hr data-type="divider" style="margin: 16px 0" />';
    expect(sanitizeEmailHtml(html)).toBe(html);
    expect(sanitizeEmailHtml('<div data-type="widget" data-x="1">a</div>')).toBe('<div>a</div>');
  });

  it('removes scripts, handlers, forms, frames and unsafe URLs but keeps the surrounding text', () => {
    expect(sanitizeEmailHtml('<p onclick="x()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeEmailHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeEmailHtml('<img src="data:image/png;base64,AAAA" width="10" />')).toBe('<img width="10" />');
    expect(sanitizeEmailHtml('<form action="https://x.example.com"><input name="a" />Text</form>')).toBe('Text');
    expect(sanitizeEmailHtml('<iframe src="https://x.example.com"></iframe>after')).toBe('after');
  });

  it('filters inline styles declaration by declaration', () => {
    expect(sanitizeInlineStyle('color: red; width: expression(alert(1)); background: url(javascript:alert(1)); padding: 4px')).toBe('color: red; padding: 4px');
    expect(sanitizeInlineStyle('-moz-binding: url(x.xml); behavior: url(x.htc)')).toBe('');
    expect(sanitizeInlineStyle('width: \\65 xpression(1)')).toBe('');
    expect(sanitizeInlineStyle('width: exp/**/ression(1)')).toBe('');
    expect(sanitizeInlineStyle('background-image: url(https://cdn.example.com/bg.png)')).toBe('background-image: url(https://cdn.example.com/bg.png)');
    expect(sanitizeInlineStyle('color: {{brandColor}}')).toBe('color: {{brandColor}}');
  });

  it('keeps a plain <style> block and drops one that imports, binds or hides markup', () => {
    expect(sanitizeEmailHtml('<style>td { color: red } @media (max-width: 600px) { table { width: 100% } }</style><p>x</p>')).toBe(
      '<style>td { color: red } @media (max-width: 600px) { table { width: 100% } }</style><p>x</p>',
    );
    expect(isSafeStyleBlock("@import 'https://x.example.com/a.css';")).toBe(false);
    expect(isSafeStyleBlock('li { list-style-image: url("javascript:alert(1)") }')).toBe(false);
    expect(isSafeStyleBlock('<img src=x onerror=alert(1)>')).toBe(false);
  });

  it('spots script URLs however they are hidden', () => {
    expect(isScriptUrl('java\tscript:alert(1)')).toBe(true);
    expect(isScriptUrl('%6A%61%76%61%73%63%72%69%70%74:alert(1)')).toBe(true);
    expect(isScriptUrl('DaTa:text/html,x')).toBe(true);
    expect(isScriptUrl('https://example.com/?q=1')).toBe(false);
    expect(isScriptUrl('{{unsubscribeUrl}}')).toBe(false);
  });
});

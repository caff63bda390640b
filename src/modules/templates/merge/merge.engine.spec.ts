import { HttpStatus } from '@nestjs/common';
import { statusForCode } from 'src/common/errors/error-status';
import { MergeError, MergeErrorCode } from './merge.errors';
import { renderMergeHtml, renderMergeSubject, renderMergeText, renderWithContext } from './merge.engine';

const options = { timezone: 'America/New_York', now: new Date('2026-11-23T14:05:00Z') };

describe('merge engine', () => {
  it('fills tags from snake_case source fields by their camelCase names', () => {
    expect(renderMergeHtml('<p>Hi {{firstName}} {{lastName}}, move {{trackingNumber}}</p>', { first_name: 'Ann', last_name: 'Lee', tracking_number: 'TR-1' }, options))
      .toBe('<p>Hi Ann Lee, move TR-1</p>');
  });

  it('escapes values in the body, so a contact name cannot inject HTML', () => {
    const html = renderMergeHtml('<p>Hi {{firstName}}</p>', { first_name: '<script>alert(1)</script>"\'' }, options);
    expect(html).toBe('<p>Hi &lt;script&gt;alert(1)&lt;/script&gt;&quot;&#x27;</p>');
    expect(html).not.toContain('<script>');
  });

  it('escapes quotes, equals signs and backticks so a value cannot leave an attribute', () => {
    const html = renderMergeHtml('<a title="{{firstName}}">x</a>', { first_name: '" onmouseover=`alert(1)`' }, options);
    expect(html).toBe('<a title="&quot; onmouseover&#x3D;&#x60;alert(1)&#x60;">x</a>');
  });

  it('escapes triple-stash and ampersand tags as well', () => {
    const source = { name: '<img src=x onerror=alert(1)>' };
    expect(renderMergeHtml('{{{name}}}|{{& name}}', source, options)).toBe('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;|&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
  });

  it('escapes helper output and values inside conditional blocks', () => {
    const source = { first_name: '<b>ann</b>' };
    expect(renderMergeHtml('{{uppercase firstName}} {{#if firstName}}{{fallback firstName "x"}}{{/if}}', source, options))
      .toBe('&lt;B&gt;ANN&lt;/B&gt; &lt;b&gt;ann&lt;/b&gt;');
  });

  it('throws a coded MergeError listing every missing variable (strict mode)', () => {
    const render = () => renderMergeHtml('Hi {{firstName}} {{nickname}} {{company.name}}', { first_name: 'Ann' }, options);
    expect(render).toThrow(MergeError);
    expect(render).toThrow('Unresolved tokens in body: nickname, company.name');
    try {
      render();
    } catch (error) {
      expect((error as MergeError).code).toBe(MergeErrorCode.UnresolvedTokens);
      expect(statusForCode((error as MergeError).code)).toBe(HttpStatus.BAD_REQUEST);
      expect((error as MergeError).details).toEqual({ part: 'body', tokens: ['nickname', 'company.name'] });
    }
  });

  it('rejects unknown helpers, partials and context-changing blocks', () => {
    expect(() => renderMergeHtml('{{shout firstName}}', { first_name: 'a' }, options)).toThrow('Unresolved tokens in body: shout');
    expect(() => renderMergeHtml('{{> footer}}', {}, options)).toThrow('Unresolved tokens in body: >footer');
    expect(() => renderMergeHtml('{{#each items}}{{name}}{{/each}}', { items: [] }, options)).toThrow('Unresolved tokens in body: #each');
  });

  it('reports tags that do not parse as unresolved', () => {
    expect(() => renderMergeHtml('Hi {{first_name', { first_name: 'a' }, options)).toThrow('Unresolved tokens in body: {{first_name');
  });

  it('renders a present null value as empty rather than failing', () => {
    expect(renderMergeHtml('Hi {{firstName}}!', { first_name: null }, options)).toBe('Hi !');
  });

  it('resolves nested fields and rejects prototype properties', () => {
    expect(renderMergeHtml('{{company.name}}', { company: { name: 'Acme' } }, options)).toBe('Acme');
    expect(() => renderMergeHtml('{{constructor}}', {}, options)).toThrow('Unresolved tokens in body: constructor');
    expect(() => renderMergeHtml('{{company.toString}}', { company: {} }, options)).toThrow('Unresolved tokens in body: company.toString');
  });

  it('adds the current date and time in the company timezone', () => {
    expect(renderMergeHtml('{{currentDate}}|{{currentDateLong}}|{{currentTime}}|{{currentDayOfWeek}}|{{currentMonth}}|{{currentYear}}', {}, options))
      .toBe('11/23/2026|November 23, 2026|9:05 AM|Monday|November|2026');
  });

  it('renders the subject unescaped and flattened, and reports its tokens as subject tokens', () => {
    expect(renderMergeSubject('Your move,\n  {{customerName}}', { customer_name: "O'Brien & Sons" }, options)).toBe("Your move, O'Brien & Sons");
    expect(() => renderMergeSubject('Hi {{nope}}', {}, options)).toThrow('Unresolved tokens in subject: nope');
    const long = renderMergeSubject('{{customerName}}', { customer_name: 'x'.repeat(100) }, options);
    expect(long).toBe(`${'x'.repeat(75)}...`);
  });

  it('renders the plain-text part without HTML escaping', () => {
    expect(renderMergeText('Hi {{firstName}} <3', { first_name: 'A & B' }, options)).toBe('Hi A & B <3');
  });

  it('uses the timezone passed in for formatDate', () => {
    const context = { at: new Date('2026-11-24T03:00:00Z') };
    expect(renderWithContext('{{formatDate at}}', context, 'html', 'America/Los_Angeles')).toBe('11/23/2026');
    expect(renderWithContext('{{formatDate at "long"}}', context, 'html', 'Europe/Paris')).toBe('November 24, 2026');
  });
});

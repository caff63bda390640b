import { MergeError } from 'src/modules/templates/merge/merge.errors';
import { renderEmail, type EmailRenderOptions } from './email-render.policy';
import { RenderWarningCode, UNSUBSCRIBE_URL_PLACEHOLDER } from './rendering.constants';

const options: EmailRenderOptions = {
  timezone: 'America/New_York',
  now: new Date('2026-11-23T14:05:00Z'),
  company: { name: 'Acme Movers', address: '1 Main St\nAustin, TX 78701' },
};
const contact = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' };
const HOSTILE = '<img src=x onerror=alert(1)>';

/** The content column's HTML (between the layout's content section and its footer). */
const contentOf = (html: string): string => html.slice(html.indexOf('email-content'), html.indexOf('email-footer'));

describe('renderEmail', () => {
  it('wraps the body in the email layout: doctype, head, 600 px table column and footer', async () => {
    const rendered = await renderEmail({ subject: 'Hi', html: '<p>Hello {{firstName}}</p>' }, contact, options);
    expect(rendered.html).toMatch(/^<!DOCTYPE html/);
    expect(rendered.html).toContain('<head>');
    expect(rendered.html).toMatch(/<table[^>]*role="presentation"[^>]*style="[^"]*max-width:600px/);
    expect(contentOf(rendered.html)).toContain('<p>Hello Ann</p>');
  });

  it('puts the company name, address and the unsubscribe placeholder link in the footer', async () => {
    const { html, text } = await renderEmail({ subject: 'Hi', html: '<p>x</p>' }, contact, options);
    const footer = html.slice(html.indexOf('email-footer'));
    expect(footer).toContain('Acme Movers');
    expect(footer).toContain('1 Main St');
    expect(footer).toContain('Austin, TX 78701');
    expect(footer).toMatch(new RegExp(`<a href="${UNSUBSCRIBE_URL_PLACEHOLDER}"[^>]*>Unsubscribe</a>`));
    expect(text).toContain(`Unsubscribe: ${UNSUBSCRIBE_URL_PLACEHOLDER}`);
  });

  it('takes the editor preheader out of the body and renders it as hidden preview text', async () => {
    const html = '<div data-type="preheader" style="display:none">Your move, {{firstName}} &amp; more</div><p>Body</p>';
    const rendered = await renderEmail({ subject: 'Hi', html }, contact, options);
    const hidden = /<div style="display:none;[^"]*max-height:0[^"]*"[^>]*>([^<]*)/.exec(rendered.html);
    expect(hidden?.[1]).toBe('Your move, Ann &amp; more');
    expect(contentOf(rendered.html)).not.toContain('Your move');
    expect(rendered.text).not.toContain('Your move');
  });

  it('accepts the data-preheader and class="preheader" markers too', async () => {
    for (const html of ['<span class="preheader">Soon</span><p>b</p>', '<div data-preheader>Soon</div><p>b</p>']) {
      const rendered = await renderEmail({ subject: 'Hi', html }, contact, options);
      expect(rendered.html).toMatch(/max-height:0[^"]*"[^>]*>Soon/);
      expect(contentOf(rendered.html)).not.toContain('Soon');
    }
  });

  it('renders no preview text when the template has no preheader', async () => {
    const rendered = await renderEmail({ subject: 'Hi', html: '<p>b</p>' }, contact, options);
    expect(rendered.html).not.toContain('max-height:0');
  });

  it('turns the editor divider into a table with 16 px above and below its line', async () => {
    const html = '<p>a</p><hr data-type="divider" style="border:none;border-top:1px solid #e5e7eb;margin:16px 0"><p>b</p><hr data-type="divider" style="margin:32px 0">';
    const content = contentOf((await renderEmail({ subject: 'Hi', html }, contact, options)).html);
    expect(content).toMatch(/<table class="divider"[^>]*><tbody><tr><td style="padding: 16px 0;[^"]*"><div style="height: 0; border-top: 1px solid #e5e7eb;/);
    expect(content).toMatch(/<td style="padding: 32px 0;/);
    expect(content).not.toContain('<hr');
  });

  it('gives a divider without spacing 16 px and the default line', async () => {
    const content = contentOf((await renderEmail({ subject: 'Hi', html: '<hr data-type="divider">' }, contact, options)).html);
    expect(content).toMatch(/<td style="padding: 16px 0;[^"]*"><div style="[^"]*border-top: 1px solid #e5e7eb/);
  });

  it('escapes a hostile contact name everywhere it is merged (body, preheader, subject stays text)', async () => {
    const html = '<style>p { color: #333333; }</style><div data-type="preheader">Hi {{firstName}}</div><p title="{{firstName}}">Hi {{firstName}}</p>';
    const rendered = await renderEmail({ subject: 'Hi {{firstName}}', html }, { first_name: HOSTILE }, options);
    expect(rendered.html).not.toMatch(/<img/i);
    expect(rendered.html).not.toContain(HOSTILE);
    expect(rendered.html).toContain('title="&lt;img src=x onerror=alert(1)&gt;"');
    expect(contentOf(rendered.html)).toContain('Hi &lt;img src=x onerror=alert(1)&gt;');
    expect(rendered.subject).toBe(`Hi ${HOSTILE}`);
  });

  it('sanitizes the template html at render time', async () => {
    const html = '<p onclick="steal()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAAA">';
    const rendered = await renderEmail({ subject: 'Hi', html }, contact, options);
    expect(rendered.html).not.toMatch(/<script|onclick|javascript:|data:image/i);
    expect(rendered.imageSources).toEqual(['data:image/png;base64,AAAA']);
  });

  it('inlines <style> rules into style attributes and keeps media queries in the head', async () => {
    const html = '<style>.lead { color: #ff0000; } @media (max-width: 600px) { .lead { font-size: 18px; } }</style><p class="lead">Hi</p>';
    const rendered = await renderEmail({ subject: 'Hi', html }, contact, options);
    expect(contentOf(rendered.html)).toMatch(/<p class="lead" style="color: #ff0000;?">Hi<\/p>/);
    const head = rendered.html.slice(0, rendered.html.indexOf('</head>'));
    expect(head).toMatch(/<style>[^<]*@media \(max-width: 600px\)[^<]*font-size: 18px/);
    expect(contentOf(rendered.html)).not.toContain('<style');
  });

  it('lets images shrink on narrow screens unless the image sets its own size style', async () => {
    const html = '<img src="https://cdn.example.com/a.png" width="600" alt="a"><img src="https://cdn.example.com/b.png" style="height: 40px" alt="b">';
    const content = contentOf((await renderEmail({ subject: 'Hi', html }, contact, options)).html);
    expect(content).toMatch(/<img src="https:\/\/cdn.example.com\/a.png" width="600" alt="a" style="max-width: 100%; height: auto;?"/);
    expect(content).toMatch(/b.png" style="max-width: 100%; height: 40px;?" alt="b"/);
  });

  it('makes the plain-text part from the html when the template has no text', async () => {
    const rendered = await renderEmail({ subject: 'Hi', html: '<h1>Hello {{firstName}}</h1><p>Your move is <b>soon</b>.</p>', text: '' }, contact, options);
    expect(rendered.text).toMatch(/^Hello Ann\nYour move is soon\.\n/);
    expect(rendered.text).toContain('Acme Movers');
    expect(rendered.text).not.toContain('<');
  });

  it('merges the template text part without escaping when there is one', async () => {
    const rendered = await renderEmail({ subject: 'Hi', html: '<p>x</p>', text: 'Hi {{firstName}} & co' }, { first_name: 'A<b>' }, options);
    expect(rendered.text.startsWith('Hi A<b> & co\n')).toBe(true);
  });

  it('flattens the subject and warns when it is over 78 characters', async () => {
    const long = `Hello {{firstName}}, ${'x'.repeat(80)}`;
    const rendered = await renderEmail({ subject: long, html: '<p>x</p>' }, contact, options);
    expect(rendered.subject).toHaveLength(78);
    expect(rendered.subject.endsWith('...')).toBe(true);
    expect(rendered.warnings).toEqual([{ code: RenderWarningCode.SubjectTooLong, message: 'Subject line is longer than 78 characters and may be truncated' }]);
  });

  it('throws MergeError on unresolved tokens when strict (the default)', async () => {
    await expect(renderEmail({ subject: 'Hi', html: '<p>{{nickname}}</p>' }, contact, options)).rejects.toThrow(MergeError);
    await expect(renderEmail({ subject: '{{nope}}', html: '<p>x</p>' }, contact, options)).rejects.toThrow('Unresolved tokens in subject: nope');
  });

  it('leaves unresolved tokens in place and reports them when lenient', async () => {
    const rendered = await renderEmail({ subject: 'Hi {{nick}}', html: '<p>{{firstName}} {{company.name}} {{nickname}}</p>' }, contact, { ...options, strict: false });
    expect(contentOf(rendered.html)).toContain('<p>Ann {{company.name}} {{nickname}}</p>');
    expect(rendered.subject).toBe('Hi {{nick}}');
    expect(rendered.unresolved).toEqual({ subject: ['nick'], body: ['company.name', 'nickname'] });
    expect(rendered.warnings).toEqual([
      { code: RenderWarningCode.UnresolvedSubject, message: 'Unresolved tokens in subject: nick' },
      { code: RenderWarningCode.UnresolvedBody, message: 'Unresolved tokens in body: company.name, nickname' },
    ]);
  });

  it('shows a part with unknown helpers or broken tags unmerged when lenient', async () => {
    const rendered = await renderEmail({ subject: 'Hi', html: '<p>{{shout firstName}} {{firstName</p>' }, contact, { ...options, strict: false });
    expect(contentOf(rendered.html)).toContain('{{shout firstName}} {{firstName');
    expect(rendered.unresolved?.body.length).toBeGreaterThan(0);
  });

  it('rewrites image sources with the given resolver before sanitizing', async () => {
    const resolve = (src: string): string | null => (src.startsWith('asset:') ? `https://cdn.example.com/${src.slice(6)}` : null);
    const rendered = await renderEmail({ subject: 'Hi', html: '<img src="asset:2026/11/a.png" width="600"><img src="https://x.example.com/b.png">' }, contact, { ...options, resolveImageSource: resolve });
    expect(contentOf(rendered.html)).toContain('src="https://cdn.example.com/2026/11/a.png"');
    expect(rendered.imageSources).toEqual(['https://cdn.example.com/2026/11/a.png', 'https://x.example.com/b.png']);
  });
});

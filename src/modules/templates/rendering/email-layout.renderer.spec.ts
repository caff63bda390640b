import { renderDocument, renderEmailLayout, type EmailLayoutInput } from './email-layout.renderer';

const company = { name: 'Acme Moving', address: '1 Main St\nSpringfield' };
const input = (over: Partial<EmailLayoutInput> = {}): EmailLayoutInput => ({
  bodyHtml: '<p>Hello <strong>Ana</strong></p>',
  preheader: 'Your move on Friday',
  headCss: '@media (max-width: 600px) { .x { width: 100% } }',
  company,
  ...over,
});

describe('renderEmailLayout (layout shell kept per head CSS, preheader and company)', () => {
  it('answers exactly what rendering the whole document answers, first time and from the kept shell', async () => {
    for (const body of ['<p>First</p>', '<p>Second &amp; <a href="https://x.example/?a=1&amp;b=2">link</a></p>', '']) {
      const whole = await renderDocument(input({ bodyHtml: body }));
      expect(await renderEmailLayout(input({ bodyHtml: body }))).toBe(whole);
      expect(await renderEmailLayout(input({ bodyHtml: body }))).toBe(whole);
    }
  });

  it('keeps shells apart by preheader, head CSS and company', async () => {
    const variants: EmailLayoutInput[] = [
      input(),
      input({ preheader: '' }),
      input({ preheader: 'Another <preview> & more' }),
      input({ headCss: '' }),
      input({ company: { name: 'Other Co', address: '' } }),
    ];
    for (const variant of variants) expect(await renderEmailLayout(variant)).toBe(await renderDocument(variant));
    const outputs = await Promise.all(variants.map((variant) => renderEmailLayout(variant)));
    expect(new Set(outputs).size).toBe(variants.length);
  });

  it('places a body that looks like a layout comment as it is', async () => {
    const tricky = input({ bodyHtml: '<!--layout-body-x--><p>ok</p>', headCss: '/* <!--layout-body--> */' });
    expect(await renderEmailLayout(tricky)).toBe(await renderDocument(tricky));
  });
});

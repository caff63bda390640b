import { inlineCss, inlineCssInPlace } from './css-inline.policy';

describe('css inlining', () => {
  it('inlines rules, keeps media queries apart and leaves merge tags exactly as written', () => {
    const html =
      '<style>.a { color: red; } @media (max-width: 600px) { .a { color: blue; } }</style>' +
      '<p class="a" title="{{fallback firstName "there"}}">{{{name}}} {{#if x}}<b>{{x}}</b>{{/if}}</p><a href="https://x.example.com/?t={{trackingNumber}}">t</a>';
    const { html: out, css } = inlineCss(html);
    expect(out).toBe('<p class="a" title="{{fallback firstName "there"}}" style="color: red;">{{{name}}} {{#if x}}<b>{{x}}</b>{{/if}}</p><a href="https://x.example.com/?t={{trackingNumber}}">t</a>');
    expect(css).toMatch(/^@media \(max-width: 600px\) \{\s*\.a \{\s*color: blue;\s*\}\s*\}$/);
  });

  it('keeps the style block with the media queries when inlining in place, and leaves HTML without styles untouched', () => {
    expect(inlineCssInPlace('<style>p { margin: 0; } @media print { p { color: black; } }</style><p>{{x}}</p>')).toMatch(/^<style>\s*@media print[\s\S]*<\/style><p style="margin: 0;">\{\{x\}\}<\/p>$/);
    expect(inlineCssInPlace('<p>{{x}}</p>')).toBe('<p>{{x}}</p>');
  });
});

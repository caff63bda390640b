/**
 * CSS inlining with juice: rules of the body's `<style>` blocks are written into each element's style attribute
 * (what webmail clients keep); media queries cannot be inlined and are kept, returned separately for the head.
 */
import juice from 'juice';

const STYLE_BLOCK = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

export interface InlinedHtml {
  /** The HTML with styles inlined and no `<style>` block left. */
  html: string;
  /** The CSS that stays in a `<style>` block (media queries and other non-inlinable rules); '' when none. */
  css: string;
}

const JUICE_OPTIONS: juice.Options = {
  preserveMediaQueries: true,
  preserveFontFaces: true,
  preserveKeyFrames: true,
  preservePseudos: true,
  removeStyleTags: true,
  applyWidthAttributes: true,
  applyHeightAttributes: false,
  insertPreservedExtraCss: true,
  xmlMode: false,
};

/** Inlines `html`'s style blocks; the kept CSS is taken out of the HTML so the layout can put it in the head. */
export function inlineCss(html: string): InlinedHtml {
  if (!/<style\b/i.test(html)) return { html, css: '' };
  const inlined = juice(html, JUICE_OPTIONS);
  const kept: string[] = [];
  const body = inlined.replace(STYLE_BLOCK, (_block: string, css: string) => {
    if (css.trim()) kept.push(css.trim());
    return '';
  });
  return { html: body, css: kept.join('\n') };
}

/** Inlines a fragment or a document and leaves the kept CSS in its `<style>` block (the inliner endpoint's answer). */
export function inlineCssInPlace(html: string): string {
  return /<style\b/i.test(html) ? juice(html, JUICE_OPTIONS) : html;
}

/**
 * The contact-independent half of rendering, done once per template source and kept in a small LRU cache: the
 * preheader taken out, dividers expanded, the HTML sanitized (merge tags pass through the sanitizer untouched) and
 * its `<style>` rules inlined (juice costs ~10 ms on 50 KB, Handlebars compiling more; see compiled-merge.policy).
 * Merge tags inside kept media queries are not merged: the head CSS is used as written.
 */
import { sanitizeEmailHtml } from 'src/modules/templates/sanitize/email-html.sanitizer';
import { inlineCss } from './css-inline.policy';
import { expandDividers, extractPreheader, imageSources } from './email-markup.policy';

export interface PreparedTemplate {
  /** Sanitized, inlined body HTML, merge tags still in place. */
  body: string;
  /** CSS for the head (media queries), already through the sanitizer's style-block check. */
  headCss: string;
  /** Preheader text with its merge tags ('' for none). */
  preheader: string;
  /** Image sources of the body as written, before sanitizing (sources the sanitizer refuses included). */
  sourceImages: string[];
}

/** Template sources kept (most recently used). */
export const PREPARED_CACHE_SIZE = 32;
const cache = new Map<string, PreparedTemplate>();

/**
 * Images shrink with a narrow screen instead of widening the email (the editor inserts them 600 wide, as wide as
 * the column): inlined into every image that does not set these itself.
 */
export const FLUID_IMAGE_CSS = '<style>img{max-width:100%;height:auto}</style>';

function prepare(html: string): PreparedTemplate {
  const marked = extractPreheader(html);
  const expanded = expandDividers(marked.html);
  const inlined = inlineCss(FLUID_IMAGE_CSS + sanitizeEmailHtml(expanded));
  return { body: inlined.html, headCss: inlined.css, preheader: marked.preheader, sourceImages: imageSources(expanded) };
}

/** The prepared form of a template body (from the cache when the same source was prepared recently). */
export function preparedTemplate(html: string): PreparedTemplate {
  let entry = cache.get(html);
  if (entry) cache.delete(html);
  else entry = prepare(html);
  cache.set(html, entry);
  if (cache.size > PREPARED_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return entry;
}

/**
 * What the email renderer produces and the markers it reads in a template's HTML.
 *
 * Markers the template editor inserts:
 * - Preheader (the hidden inbox preview line): an element carrying `data-type="preheader"` (what the editor inserts:
 *   `<div data-type="preheader">Text</div>`), a `data-preheader` attribute or the class `preheader`
 *   (`<span class="preheader">`). The first one is taken out of the body; its text becomes the layout's hidden
 *   preview text.
 * - Divider: `<hr data-type="divider" style="border:none;border-top:1px solid #e5e7eb;margin:16px 0">`. Every divider
 *   becomes a full-width table with its line (the hr's border-top, border-bottom or border; `none` for a blank
 *   spacer) and its spacing above and below (its height or vertical margin; 16 px when it gives none).
 */

/**
 * Literal href of the footer's unsubscribe link. The sending engine replaces it with the contact's unsubscribe URL
 * by plain string replacement (never a merge pass, so contact values in the body cannot inject tags).
 */
export const UNSUBSCRIBE_URL_PLACEHOLDER = '%%UNSUBSCRIBE_URL%%';

/** Width of the email's content column, in pixels. */
export const EMAIL_CONTENT_WIDTH_PX = 600;
/** Spacing above and below a divider's line when it states none, in pixels. */
export const DEFAULT_DIVIDER_HEIGHT_PX = 16;
/** The line a divider draws when its hr names no border. */
export const DEFAULT_DIVIDER_LINE = '1px solid #e5e7eb';

/** Largest template HTML the renderer and the inliner accept (UTF-8 bytes). */
export const MAX_TEMPLATE_HTML_BYTES = 512 * 1024;

/** Codes of the warnings a render or an inlining reports. */
export enum RenderWarningCode {
  UnresolvedSubject = 'UNRESOLVED_TOKENS_SUBJECT',
  UnresolvedBody = 'UNRESOLVED_TOKENS_BODY',
  SubjectTooLong = 'SUBJECT_TOO_LONG',
  /** An image source that is refused (data:, javascript:, other non-http schemes). */
  ImageSourceRefused = 'IMAGE_SOURCE_REFUSED',
  /** An image naming one of our asset keys that is not in the store. */
  AssetMissing = 'ASSET_MISSING',
  /** The sanitizer removed markup (scripts, handlers, unsafe URLs or styles). */
  ContentRemoved = 'CONTENT_REMOVED',
  /** Sanitizing was turned off and the HTML holds markup that would be removed. */
  UnsafeContentKept = 'UNSAFE_CONTENT_KEPT',
}

export interface RenderWarning {
  message: string;
  code: RenderWarningCode;
}

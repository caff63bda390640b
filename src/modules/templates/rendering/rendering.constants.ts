/**
 * What the email renderer produces and the markers it reads in a template's HTML.
 *
 * Markers the template editor inserts:
 * - Preheader (the hidden inbox preview line): an element carrying `data-type="preheader"` (what the editor inserts:
 *   `<div data-type="preheader">Text</div>`), a `data-preheader` attribute or the class `preheader`
 *   (`<span class="preheader">`). The first one is taken out of the body; its text becomes the layout's hidden
 *   preview text.
 * - Divider: `<hr data-type="divider" style="height: 16px; ...">`. Every divider becomes a full-width spacer table of
 *   the hr's height (16 px when it gives none) with a 1 px line across its middle (the hr's border colour, `none`
 *   for a blank spacer).
 */

/**
 * Literal href of the footer's unsubscribe link. The sending engine replaces it with the contact's unsubscribe URL
 * by plain string replacement (never a merge pass, so contact values in the body cannot inject tags).
 */
export const UNSUBSCRIBE_URL_PLACEHOLDER = '%%UNSUBSCRIBE_URL%%';

/** Width of the email's content column, in pixels. */
export const EMAIL_CONTENT_WIDTH_PX = 600;
/** Height of a divider that states none, in pixels. */
export const DEFAULT_DIVIDER_HEIGHT_PX = 16;
/** The line a divider draws when its hr names no border. */
export const DEFAULT_DIVIDER_LINE = '1px solid #e5e7eb';

/** Largest template HTML the renderer and the inliner accept (UTF-8 bytes). */
export const MAX_TEMPLATE_HTML_BYTES = 512 * 1024;

/** The company shown in the footer when the configuration names none. */
export const DEFAULT_COMPANY = { name: 'Lead Automation', address: '' } as const;

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
}

export interface RenderWarning {
  message: string;
  code: RenderWarningCode;
}

import { Injectable } from '@nestjs/common';
import { CommonError, CommonErrorCode } from 'src/common/errors/app-error';
import { AssetsService } from 'src/modules/assets/assets.service';
import { inlineCssInPlace } from 'src/modules/templates/rendering/css-inline.policy';
import { expandDividers, extractPreheader, imageSources, rewriteImageSources } from 'src/modules/templates/rendering/email-markup.policy';
import { MAX_TEMPLATE_HTML_BYTES, RenderWarningCode, type RenderWarning } from 'src/modules/templates/rendering/rendering.constants';
import { sanitizeEmailHtml } from 'src/modules/templates/sanitize/email-html.sanitizer';
import { assetResolver, checkImageSources } from './template-images.policy';

export interface InlineRequest {
  html: string;
  /** Asset keys (`2026/11/<uuid>.png`, `asset:<key>`) and our relative /media paths become public URLs. */
  resolveAssets: boolean;
  sanitize: boolean;
  /** `<style>` rules written into style attributes (media queries kept in a style block). */
  inline: boolean;
}

export interface InlinedTemplate {
  html: string;
  warnings: RenderWarning[];
}

/** Markup the sanitizer removes: scripts and other active elements, event handlers, script URLs, CSS expressions. */
const UNSAFE_MARKUP = /<\s*\/?\s*(script|iframe|frame|object|embed|applet|form|input|button|svg|math|base|meta|link)\b|\son[a-z]+\s*=|(java|vb|live)script\s*:|expression\s*\(|-moz-binding|@import/i;

/** Hidden preview text in the form email clients read (the layout renders the same for sending). */
const hiddenPreheader = (text: string): string =>
  text ? `<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;line-height:1px;mso-hide:all">${escapeText(text)}</div>` : '';
const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The editor's "Inlined" view of a template body: markers turned into their email form (hidden preheader, 16 px
 * divider tables), optionally sanitized, asset keys resolved and styles inlined. Merge tags are left as they are.
 */
@Injectable()
export class TemplateInlineService {
  constructor(private readonly assets: AssetsService) {}

  /** PAYLOAD_TOO_LARGE (413) past 512 KB of HTML. */
  async inline(request: InlineRequest): Promise<InlinedTemplate> {
    if (Buffer.byteLength(request.html, 'utf8') > MAX_TEMPLATE_HTML_BYTES) {
      throw new CommonError(CommonErrorCode.PayloadTooLarge, `Template HTML is larger than ${MAX_TEMPLATE_HTML_BYTES / 1024} KB`);
    }
    const warnings: RenderWarning[] = [];
    const marked = extractPreheader(request.html);
    let html = hiddenPreheader(marked.preheader) + expandDividers(marked.html);
    if (UNSAFE_MARKUP.test(html)) {
      warnings.push(
        request.sanitize
          ? { code: RenderWarningCode.ContentRemoved, message: 'Unsafe content (scripts, event handlers, script URLs or unsafe styles) was removed' }
          : { code: RenderWarningCode.UnsafeContentKept, message: 'The HTML holds unsafe content that sanitizing would remove' },
      );
    }
    if (request.resolveAssets) {
      html = rewriteImageSources(html, assetResolver(this.assets));
      warnings.push(...(await checkImageSources(imageSources(html), this.assets)).warnings);
    }
    if (request.sanitize) html = sanitizeEmailHtml(html);
    if (request.inline) html = inlineCssInPlace(html);
    return { html, warnings };
  }
}

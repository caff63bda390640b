/**
 * The one rendering pipeline of an email template (preview, test send and sending all use it):
 * 1. once per template source (cached, see prepared-template.policy): the preheader element is taken out of the
 *    body, dividers become tables, the HTML is sanitized and its `<style>` rules inlined (media queries kept for
 *    the head);
 * 2. subject, body, preheader and text are merged (body values HTML-escaped; strict: an unresolved token throws
 *    MergeError, lenient: it is left in place and reported);
 * 3. image sources may be rewritten (asset keys → public URLs), in the template before step 1 and after merging;
 * 4. the merged body is sanitized again, so a merged value cannot bring in a script URL or unsafe style either;
 * 5. it is wrapped in the react-email layout (preheader, 600 px column, footer with the unsubscribe placeholder);
 * 6. the plain-text part is the merged text, or text made from the body, followed by the footer's lines.
 */
import { htmlToText } from 'src/common/mail/html-to-text';
import { flattenSubject, subjectWarnings, unresolvedMessage } from 'src/modules/templates/merge/template-checks.policy';
import { sanitizeEmailHtml } from 'src/modules/templates/sanitize/email-html.sanitizer';
import { renderCompiled } from './compiled-merge.policy';
import { renderEmailLayout, type CompanyDetails } from './email-layout.renderer';
import { imageSources, rewriteImageSources } from './email-markup.policy';
import { mergeContextFor, renderLenient } from './lenient-merge.policy';
import { preparedTemplate } from './prepared-template.policy';
import { RenderWarningCode, UNSUBSCRIBE_URL_PLACEHOLDER, type RenderWarning } from './rendering.constants';

export interface EmailParts {
  subject: string;
  html: string;
  /** Plain-text part; empty or missing: made from the HTML. */
  text?: string | null;
}

export interface EmailRenderOptions {
  /** The company's IANA timezone (formatDate and the date variables). */
  timezone: string;
  company: CompanyDetails;
  /** True (the default, for sending): an unresolved token throws MergeError. False (previews): left in place and reported. */
  strict?: boolean;
  /** The moment the date variables describe; now by default. */
  now?: Date;
  /** Rewrites an image source of the merged body (asset keys → public URLs); null keeps it. */
  resolveImageSource?: (src: string) => string | null;
}

export interface UnresolvedTokens {
  subject: string[];
  body: string[];
}

export interface RenderedEmail {
  /** Merged and flattened to one line. */
  subject: string;
  /** The whole email document: layout, inline styles, footer with UNSUBSCRIBE_URL_PLACEHOLDER. */
  html: string;
  text: string;
  warnings: RenderWarning[];
  /** Lenient renders only: the tokens left unresolved (omitted when everything resolved). */
  unresolved?: UnresolvedTokens;
  /** Image sources of the template as written and of the merged body, before sanitizing (refused ones included). */
  imageSources: string[];
}

/** The footer as plain text: company name, address lines, unsubscribe placeholder. */
export function footerText(company: CompanyDetails): string {
  const address = company.address.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  return [company.name, ...address, `Unsubscribe: ${UNSUBSCRIBE_URL_PLACEHOLDER}`].join('\n');
}

interface MergedParts {
  subject: string;
  body: string;
  preheader: string;
  text: string;
  unresolved: UnresolvedTokens;
}

function mergeParts(parts: EmailParts, body: string, preheader: string, source: Readonly<Record<string, unknown>>, options: EmailRenderOptions): MergedParts {
  const context = mergeContextFor(source, options.now ?? new Date(), options.timezone);
  const text = parts.text ?? '';
  if (options.strict ?? true) {
    return {
      subject: renderCompiled(parts.subject, context, 'text', options.timezone, 'subject'),
      body: renderCompiled(body, context, 'html', options.timezone),
      preheader: renderCompiled(preheader, context, 'text', options.timezone),
      text: text.trim() ? renderCompiled(text, context, 'text', options.timezone) : '',
      unresolved: { subject: [], body: [] },
    };
  }
  const subject = renderLenient(parts.subject, context, 'text', options.timezone);
  const merged = [body, preheader, text.trim() ? text : ''].map((part, index) => renderLenient(part, context, index === 0 ? 'html' : 'text', options.timezone));
  return {
    subject: subject.output,
    body: merged[0].output,
    preheader: merged[1].output,
    text: merged[2].output,
    unresolved: { subject: subject.unresolved, body: [...new Set(merged.flatMap((part) => part.unresolved))] },
  };
}

function warningsFor(subject: string, unresolved: UnresolvedTokens): RenderWarning[] {
  const warnings: RenderWarning[] = [];
  if (unresolved.subject.length > 0) warnings.push({ code: RenderWarningCode.UnresolvedSubject, message: unresolvedMessage('subject', unresolved.subject) });
  if (unresolved.body.length > 0) warnings.push({ code: RenderWarningCode.UnresolvedBody, message: unresolvedMessage('body', unresolved.body) });
  for (const message of subjectWarnings(subject)) warnings.push({ code: RenderWarningCode.SubjectTooLong, message });
  return warnings;
}

/** Renders a template for one contact's data (see the pipeline above). Strict by default: throws MergeError. */
export async function renderEmail(parts: EmailParts, source: Readonly<Record<string, unknown>>, options: EmailRenderOptions): Promise<RenderedEmail> {
  const resolve = options.resolveImageSource;
  const prepared = preparedTemplate(resolve ? rewriteImageSources(parts.html, resolve) : parts.html);
  const merged = mergeParts(parts, prepared.body, prepared.preheader, source, options);
  const resolved = resolve ? rewriteImageSources(merged.body, resolve) : merged.body;
  const safeBody = sanitizeEmailHtml(resolved);
  const preheader = merged.preheader.replace(/\s+/g, ' ').trim();
  const html = await renderEmailLayout({ bodyHtml: safeBody, headCss: prepared.headCss, preheader, company: options.company });
  const bodyText = merged.text.trim() ? merged.text.trim() : htmlToText(safeBody).trim();
  const hasUnresolved = merged.unresolved.subject.length + merged.unresolved.body.length > 0;
  const images = [...new Set([...prepared.sourceImages.filter((src) => !src.includes('{{')), ...imageSources(resolved)])];
  return {
    subject: flattenSubject(merged.subject),
    html,
    text: `${bodyText}\n\n--\n${footerText(options.company)}\n`,
    warnings: warningsFor(merged.subject, merged.unresolved),
    ...(hasUnresolved ? { unresolved: merged.unresolved } : {}),
    imageSources: images,
  };
}

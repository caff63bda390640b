/**
 * The email layout, built with react-email: the document head (with the template's preserved media queries), the
 * hidden preheader, a 600 px centred content column holding the rendered body, and a footer with the company's
 * name and address and the unsubscribe link (its href is UNSUBSCRIBE_URL_PLACEHOLDER, filled in by the sender).
 * Written with createElement so the backend keeps compiling plain .ts.
 */
import { randomUUID } from 'node:crypto';
import { Body, Container, Head, Html, Link, Preview, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { createElement as h, type CSSProperties } from 'react';
import { EMAIL_CONTENT_WIDTH_PX, UNSUBSCRIBE_URL_PLACEHOLDER } from './rendering.constants';

export interface CompanyDetails {
  name: string;
  /** One line or several (newlines become line breaks); '' leaves the line out. */
  address: string;
}

export interface EmailLayoutInput {
  /** The rendered, sanitized, inlined body HTML. */
  bodyHtml: string;
  /** Hidden preview text ('' for none). */
  preheader: string;
  /** CSS kept in the head (media queries the inliner could not inline). */
  headCss: string;
  company: CompanyDetails;
}

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const BODY: CSSProperties = { margin: 0, padding: '24px 0', backgroundColor: '#f4f4f5', fontFamily: FONT };
const CONTAINER: CSSProperties = {
  width: '100%',
  maxWidth: `${EMAIL_CONTENT_WIDTH_PX}px`,
  backgroundColor: '#ffffff',
  color: '#18181b',
  fontSize: '15px',
  lineHeight: '1.5',
};
const CONTENT: CSSProperties = { padding: '24px' };
const FOOTER: CSSProperties = { padding: '16px 24px', borderTop: '1px solid #e4e4e7' };
const FOOTER_TEXT: CSSProperties = { margin: '0 0 4px', fontSize: '12px', lineHeight: '18px', color: '#71717a' };
const FOOTER_LINK: CSSProperties = { color: '#71717a', textDecoration: 'underline' };

/** The footer's lines: company name, its address lines, then the unsubscribe link. */
function footer(company: CompanyDetails) {
  const addressLines = company.address.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  return h(
    Section,
    { style: FOOTER, className: 'email-footer' },
    h(Text, { style: { ...FOOTER_TEXT, fontWeight: 600 } }, company.name),
    ...addressLines.map((line, index) => h(Text, { key: `address-${index}`, style: FOOTER_TEXT }, line)),
    h(
      Text,
      { style: FOOTER_TEXT },
      'No longer want these emails? ',
      h(Link, { href: UNSUBSCRIBE_URL_PLACEHOLDER, style: FOOTER_LINK }, 'Unsubscribe'),
    ),
  );
}

/** A comment no body, head CSS or preheader carries by chance (random per process): where the body goes in a shell. */
const BODY_MARK = `<!--layout-body-${randomUUID()}-->`;
/** Shells kept (oldest dropped first): one per head CSS, preheader and company, so a few per template. */
const SHELLS_KEPT = 256;
const shells = new Map<string, readonly [string, string]>();

/**
 * The whole email document as HTML. React renders the layout once per (head CSS, preheader, company): the document
 * around the body, cut at a marker, is kept and the body placed between its halves, so a run of sends of one template
 * costs one React render, not one each. Should the marker show up more than once, the document is rendered whole.
 */
export async function renderEmailLayout(input: EmailLayoutInput): Promise<string> {
  const key = JSON.stringify([input.headCss, input.preheader, input.company.name, input.company.address]);
  let shell = shells.get(key);
  if (!shell) {
    const html = await renderDocument({ ...input, bodyHtml: BODY_MARK });
    const at = html.indexOf(BODY_MARK);
    if (at < 0 || html.indexOf(BODY_MARK, at + 1) >= 0) return renderDocument(input);
    shell = [html.slice(0, at), html.slice(at + BODY_MARK.length)] as const;
    if (shells.size >= SHELLS_KEPT) shells.delete(shells.keys().next().value as string);
    shells.set(key, shell);
  }
  return shell[0] + input.bodyHtml + shell[1];
}

/** The document rendered by React, whole. */
export async function renderDocument(input: EmailLayoutInput): Promise<string> {
  const head = h(
    Head,
    null,
    h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    input.headCss ? h('style', { dangerouslySetInnerHTML: { __html: input.headCss } }) : null,
  );
  const document = h(
    Html,
    { lang: 'en' },
    head,
    input.preheader ? h(Preview, null, input.preheader) : null,
    h(
      Body,
      { style: BODY },
      h(
        Container,
        { style: CONTAINER },
        h(Section, { style: CONTENT, className: 'email-content' }, h('div', { dangerouslySetInnerHTML: { __html: input.bodyHtml } })),
        footer(input.company),
      ),
    ),
  );
  return render(document);
}

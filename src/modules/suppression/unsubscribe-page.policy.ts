/**
 * The public unsubscribe pages (pure): a confirmation with one button, the done page, the invalid-link page. They
 * name only the company, never the contact or their address, load nothing from elsewhere and run no script; the
 * one inline style is allowed by its hash in the page's own Content-Security-Policy.
 */
import { createHash } from 'node:crypto';

export type UnsubscribePageKind = 'confirm' | 'done' | 'invalid' | 'test';

/** The token of the link test emails carry (`/unsubscribe/test`): never a real token, it unsubscribes nobody. */
export const TEST_UNSUBSCRIBE_TOKEN = 'test';

const STYLE = [
  'body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f5f6f8;color:#1f2328}',
  'main{max-width:28rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}',
  'h1{font-size:1.35rem;margin:0 0 1rem}p{line-height:1.5}',
  'button{font:inherit;padding:.6rem 1.4rem;border:0;border-radius:6px;background:#1f6feb;color:#fff;cursor:pointer}',
  '@media (prefers-color-scheme:dark){body{background:#0d1117;color:#e6edf3}main{background:#161b22}}',
].join('');

/** The page's policy: nothing loads, no script runs, the form posts only back here, no framing. */
export const UNSUBSCRIBE_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function unsubscribePage(kind: UnsubscribePageKind, companyName: string): string {
  const company = escapeHtml(companyName);
  const body = {
    confirm: `<h1>Unsubscribe</h1><p>Stop receiving emails from ${company}?</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
    done: `<h1>You are unsubscribed</h1><p>You will not receive further emails from ${company}.</p>`,
    invalid: `<h1>Link not valid</h1><p>This unsubscribe link is not valid. Please use the link in the latest email you received.</p>`,
    test: `<h1>Test unsubscribe link</h1><p>This link came in a test email from ${company}. It works: in a real email it unsubscribes its recipient. Nobody was unsubscribed.</p>`,
  }[kind];
  const title = { invalid: 'Link not valid', test: 'Test unsubscribe link', confirm: 'Unsubscribe', done: 'Unsubscribe' }[kind];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} - ${company}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

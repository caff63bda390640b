import { DEV_IDP_PATH } from 'src/config/app-config.service';
import type { DemoAccount } from './dev-idp-accounts';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The dev IdP's sign-in page: a plain form (no scripts, so the app's CSP holds) listing the demo users. */
export function renderLoginPage(options: { uid: string; accounts: DemoAccount[]; error?: string }): string {
  const accounts = options.accounts
    .map((a) => `<li><code>${escapeHtml(a.email)}</code> &mdash; ${escapeHtml(a.name)} (${escapeHtml(a.note)})</li>`)
    .join('');
  const error = options.error ? `<p role="alert" class="error">${escapeHtml(options.error)}</p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development sign-in</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f6fa;color:#1f2937;display:flex;justify-content:center;padding:48px 16px}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:32px;max-width:440px;width:100%}
h1{font-size:20px;margin:0 0 4px}p.sub{color:#6b7280;margin:0 0 24px;font-size:14px}
label{display:block;font-weight:600;margin-bottom:6px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cbd5e1;border-radius:8px;font-size:15px}
button{margin-top:16px;width:100%;padding:10px;border:0;border-radius:8px;background:#2563eb;color:#fff;font-size:15px;font-weight:600;cursor:pointer}
ul{padding-left:18px;font-size:14px;line-height:1.7}.error{color:#b91c1c}
</style></head>
<body><main>
<h1>Development sign-in</h1>
<p class="sub">Local identity provider for demos and tests. Not available in production.</p>
${error}
<form method="post" action="${DEV_IDP_PATH}/interaction/${encodeURIComponent(options.uid)}/login" autocomplete="off">
<label for="email">Email</label>
<input id="email" name="email" type="email" required autofocus placeholder="name@company.com">
<button type="submit">Sign in</button>
</form>
<h2 style="font-size:15px;margin-top:28px">Demo users</h2>
<ul>${accounts}</ul>
</main></body></html>`;
}

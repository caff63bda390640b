export const LINK_URL_REQUIRED = 'URL is required';
export const LINK_SCRIPT_OR_DATA = 'JavaScript and data URLs are not allowed';
export const LINK_INVALID_FORMAT = 'Invalid URL format';
/** The toast title for a link that cannot be inserted. */
export const LINK_INVALID_TOAST = 'Invalid URL';

export type LinkUrlCheck = { ok: true; url: string } | { ok: false; error: string };

/** Schemes kept as typed besides https (http is upgraded). */
const KEPT_SCHEMES = new Set(['https:', 'mailto:', 'tel:']);
/** A leading scheme, not a host followed by a port ("localhost:3000"). */
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i;
/** A whole-URL merge tag ({{unsubscribeUrl}}) is filled in at send time, so it is kept as is. */
const WHOLE_MERGE_TAG = /^\{\{\s*[^{}]+?\s*\}\}$/;

/**
 * Checks and normalises a link URL: required; javascript: and data: refused (also when disguised with spaces,
 * control characters or capitals); http upgraded to https; no scheme (or a protocol-relative //host) gets https;
 * then the result must parse as a URL with a real host (a dot or localhost) and no whitespace.
 */
export const checkLinkUrl = (raw: string): LinkUrlCheck => {
  const value = raw.trim();
  if (!value) return { ok: false, error: LINK_URL_REQUIRED };
  // Browsers ignore whitespace and control characters inside a scheme, so "java\tscript:" must be caught too.
  // eslint-disable-next-line no-control-regex
  const squeezed = value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
  if (squeezed.startsWith('javascript:') || squeezed.startsWith('data:')) return { ok: false, error: LINK_SCRIPT_OR_DATA };
  if (WHOLE_MERGE_TAG.test(value)) return { ok: true, url: value };
  if (/\s/.test(value)) return { ok: false, error: LINK_INVALID_FORMAT };

  let candidate = value;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === 'http') candidate = `https:${value.slice(value.indexOf(':') + 1)}`;
  else if (!scheme) candidate = value.startsWith('//') ? `https:${value}` : `https://${value}`;

  let parsed: URL;
  try {
    parsed = new URL(candidate);
  } catch {
    return { ok: false, error: LINK_INVALID_FORMAT };
  }
  if (!KEPT_SCHEMES.has(parsed.protocol)) return { ok: false, error: LINK_INVALID_FORMAT };
  if (parsed.protocol === 'https:') {
    const host = parsed.hostname;
    if (!candidate.toLowerCase().startsWith('https://') || !host) return { ok: false, error: LINK_INVALID_FORMAT };
    if (host !== 'localhost' && !host.includes('.')) return { ok: false, error: LINK_INVALID_FORMAT };
    if (host.startsWith('.') || host.endsWith('.') || host.includes('..')) return { ok: false, error: LINK_INVALID_FORMAT };
  } else if (parsed.pathname.length === 0) {
    return { ok: false, error: LINK_INVALID_FORMAT };
  }
  return { ok: true, url: candidate };
};

/** The link's text: what was typed, else the selected text, else the URL itself. */
export const linkTextFor = (typed: string, selected: string, url: string): string => typed.trim() || selected.trim() || url;

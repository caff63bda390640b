/**
 * Email address helpers: extraction/validation of customer addresses, no-reply and placeholder detection. Shared by
 * lead intake (parsing, edits) and contacts (sendability).
 */

const EMAIL_TOKEN = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+/;
const VALID_EMAIL = new RegExp(`^${EMAIL_TOKEN.source}$`);
const NO_REPLY_LOCAL_PART = /^(?:no[-_.]?reply|do[-_.]?not[-_.]?reply|mailer[-_.]?daemon|postmaster)(?:[-_.+].*)?$/i;

/** Lower-cased address when `raw` is (or contains, e.g. 'Jane <jane@x.com>', 'mailto:…') a valid address, else null. */
export function normalizeEmail(raw: string): string | null {
  if (typeof raw !== 'string') return null;
  const input = raw.trim().replace(/^mailto:/i, '');
  if (input === '' || input.length > 320) return null;
  const candidate = VALID_EMAIL.test(input) ? input : EMAIL_TOKEN.exec(input)?.[0];
  if (!candidate) return null;
  const [local, domain] = candidate.split('@');
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return null;
  if (!/[a-z]{2}$/i.test(domain)) return null; // ends in two letters (tried once per position, never a run)
  return candidate.toLowerCase();
}

/**
 * 'Name <addr>' → 'addr': the text between the last '<' that has something before the next '>' and that '>'; else
 * the value itself (also when it spans lines). One pass from the end: a /^.*<([^>]+)>.*$/ pattern rescanned the
 * rest of the value from every '<' of a long run of them.
 */
function bracketedAddress(value: string): string {
  if (/[\n\r\u2028\u2029]/.test(value)) return value;
  let close = -1;
  for (let index = value.length - 1; index >= 0; index -= 1) {
    if (value[index] === '>') close = index;
    else if (value[index] === '<' && close > index + 1) return value.slice(index + 1, close);
  }
  return value;
}

/** True for automated senders: noreply, no-reply, donotreply, do-not-reply, mailer-daemon, postmaster. */
export function isNoReplyEmail(email: string): boolean {
  if (typeof email !== 'string') return false;
  const address = bracketedAddress(email.trim());
  const at = address.lastIndexOf('@');
  const local = at >= 0 ? address.slice(0, at) : address;
  return NO_REPLY_LOCAL_PART.test(local);
}

/**
 * True for a stand-in address whose domain ends in the reserved `.invalid` top-level domain (RFC 2606), which
 * systems use when a person has no email ('no-email@placeholder.invalid'): such a contact can never be mailed.
 */
export function isPlaceholderEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  const domain = (at >= 0 ? email.slice(at + 1) : '').trim().toLowerCase();
  return domain === 'invalid' || domain.endsWith('.invalid');
}

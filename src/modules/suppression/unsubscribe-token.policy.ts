/**
 * Unsubscribe links (pure): a token names one (contact, run) pair and carries an HMAC-SHA256 of it, so a recipient
 * can act on their own address without signing in and nobody can forge a link for another contact.
 *
 * Token: base64url(contact id bytes ‖ run id bytes) "." base64url(HMAC(secret, "unsubscribe:v1:<contact>:<run>")).
 * The label keeps these signatures apart from anything else signed with the same key (the reply token key may be
 * reused for both).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface UnsubscribeSubject {
  contactId: string;
  runId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/;

const uuidBytes = (id: string): Buffer => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer): string => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
const mac = (secret: string, subject: UnsubscribeSubject): Buffer =>
  createHmac('sha256', secret).update(`unsubscribe:v1:${subject.contactId}:${subject.runId}`).digest();

export function signUnsubscribeToken(subject: UnsubscribeSubject, secret: string): string {
  if (!UUID.test(subject.contactId) || !UUID.test(subject.runId)) throw new Error('Unsubscribe tokens name a contact id and a run id (UUIDs)');
  if (secret.length === 0) throw new Error('The unsubscribe token secret is empty');
  const normal = { contactId: subject.contactId.toLowerCase(), runId: subject.runId.toLowerCase() };
  const body = Buffer.concat([uuidBytes(normal.contactId), uuidBytes(normal.runId)]);
  return `${body.toString('base64url')}.${mac(secret, normal).toString('base64url')}`;
}

/** The (contact, run) a token names, or null when it is malformed or not signed with `secret`. */
export function verifyUnsubscribeToken(token: string, secret: string): UnsubscribeSubject | null {
  if (typeof token !== 'string' || !TOKEN.test(token) || secret.length === 0) return null;
  const [bodyPart, sigPart] = token.split('.');
  const body = Buffer.from(bodyPart, 'base64url');
  const presented = Buffer.from(sigPart, 'base64url');
  if (body.length !== 32 || presented.length !== 32) return null;
  const subject = { contactId: uuidOf(body.subarray(0, 16)), runId: uuidOf(body.subarray(16)) };
  // A re-encoding of the same bytes (base64url is not unique in its last character) is not the token we issued.
  if (body.toString('base64url') !== bodyPart || presented.toString('base64url') !== sigPart) return null;
  return timingSafeEqual(mac(secret, subject), presented) ? subject : null;
}

/** The public link for a (contact, run): `<baseUrl>/unsubscribe/<token>`. */
export function unsubscribeUrl(baseUrl: string, contactId: string, runId: string, secret: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/unsubscribe/${signUnsubscribeToken({ contactId, runId }, secret)}`;
}

/** The RFC 2369 / RFC 8058 headers for a message carrying `url` (one-click: the mail client POSTs to it). */
export function unsubscribeHeaders(url: string): { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

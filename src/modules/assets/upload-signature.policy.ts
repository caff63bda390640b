import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed local upload URL allows: one key, one type, at most `max` bytes, until `expires` (unix seconds). */
export interface UploadGrant {
  key: string;
  type: string;
  max: number;
  expires: number;
  /** Display name and uploader, recorded with the image when the upload completes. */
  name: string;
  owner: string;
}

const payload = (grant: UploadGrant): string =>
  ['PUT', grant.key, grant.type, String(grant.max), String(grant.expires), grant.name, grant.owner].join('\n');

/** HMAC-SHA256 over every field of the grant, hex. */
export function signGrant(grant: UploadGrant, secret: string): string {
  return createHmac('sha256', secret).update(payload(grant)).digest('hex');
}

/** Constant-time check of a presented signature. */
export function grantSignatureValid(grant: UploadGrant, signature: string, secret: string): boolean {
  const expected = Buffer.from(signGrant(grant, secret), 'hex');
  const presented = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/** The query string of the signed URL. */
export function grantQuery(grant: UploadGrant, secret: string): string {
  return new URLSearchParams({
    expires: String(grant.expires),
    type: grant.type,
    max: String(grant.max),
    name: grant.name,
    owner: grant.owner,
    sig: signGrant(grant, secret),
  }).toString();
}

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { DeliveryError, DeliveryErrorCode } from '../delivery.errors';
import { bareAddress } from './sequence-send.config';

/** The one idempotency key of a run's step: a second attempt at it is the same delivery. */
export function sequenceSendKey(enrollmentId: string, stepOrder: number): string {
  return `seq:${enrollmentId}:${stepOrder}`;
}

const domainOf = (address: string): string => {
  const bare = bareAddress(address);
  return bare.includes('@') ? bare.slice(bare.lastIndexOf('@') + 1) : 'localhost';
};

/**
 * The internet Message-ID of the delivery with this key, on the sending domain: derived, not random, so an attempt
 * after a crash can look the first one up (Graph Sent Items) and a duplicate would carry the same id.
 */
export function sequenceMessageId(key: string, from: string): string {
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domainOf(from)}>`;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

function unbase32(text: string): Buffer | null {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

const ID_CHARS = 26;
const MAC_CHARS = 8;

const mac = (secret: string, enrollmentId: string): string => base32(createHmac('sha256', secret).update(`reply:${enrollmentId.toLowerCase()}`).digest()).slice(0, MAC_CHARS);

/**
 * The reply token of a run: its id (base32, lowercase, so mail systems that fold case keep it) and an HMAC of it,
 * so a reply to `…+r-{token}@…` names its run and cannot be forged for another one.
 */
export function replyToken(enrollmentId: string, secret: string): string {
  const id = Buffer.from(enrollmentId.replace(/-/g, ''), 'hex');
  return `${base32(id)}${mac(secret, enrollmentId)}`;
}

/** The run a reply token names, or null when the token is malformed or its HMAC does not match. */
export function verifyReplyToken(token: string, secret: string): string | null {
  const lower = token.toLowerCase();
  if (lower.length !== ID_CHARS + MAC_CHARS) return null;
  const bytes = unbase32(lower.slice(0, ID_CHARS));
  if (!bytes || bytes.length !== 16) return null;
  const hex = bytes.toString('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const expected = Buffer.from(mac(secret, id));
  const given = Buffer.from(lower.slice(ID_CHARS));
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** `local+r-{token}@domain` of the sender's address, so replies come back to the sender carrying the run. */
export function replyToAddress(from: string, enrollmentId: string, secret: string): string {
  const bare = bareAddress(from);
  const at = bare.lastIndexOf('@');
  if (at < 0) return bare;
  return `${bare.slice(0, at)}+r-${replyToken(enrollmentId, secret)}${bare.slice(at)}`;
}

/** What to do after a provider refused or failed one attempt. */
export type FailureDecision =
  | { kind: 'retry'; at: Date; reason: 'provider_throttled' | 'provider_unavailable'; message: string }
  | { kind: 'failed'; message: string };

const BACKOFF_BASE_MS = 60_000;
const BACKOFF_MAX_MS = 3_600_000;

/** 1 min, 2, 4, 8 … after the 1st, 2nd, 3rd … failed attempt, at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

/**
 * Throttling (a Retry-After) waits exactly that long and never uses up the attempts; other transient failures back
 * off exponentially until `maxAttempts`; permanent ones (rejected, bad credentials, not configured) fail at once
 * with the provider's message.
 */
export function decideOnFailure(error: DeliveryError, attempts: number, maxAttempts: number, now: Date): FailureDecision {
  if (!error.retryable) return { kind: 'failed', message: error.message };
  const retryAfterMs = error.details.retryAfterMs;
  if (typeof retryAfterMs === 'number' && retryAfterMs > 0) {
    return { kind: 'retry', at: new Date(now.getTime() + retryAfterMs), reason: 'provider_throttled', message: error.message };
  }
  if (attempts >= maxAttempts) return { kind: 'failed', message: `Gave up after ${attempts} attempts: ${error.message}` };
  return { kind: 'retry', at: new Date(now.getTime() + backoffMs(attempts)), reason: 'provider_unavailable', message: error.message };
}

/** Anything a provider threw, as a DeliveryError (an unexpected error is a transient one). */
export function asDeliveryError(error: unknown, provider: DeliveryError['provider']): DeliveryError {
  if (error instanceof DeliveryError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new DeliveryError(DeliveryErrorCode.Unavailable, `Send failed: ${message}`, { provider, status: null, providerCode: null });
}

/**
 * Reply tokens. Our sequence mail carries `Reply-To: local+r-{token}@domain` (see the sequence sender's
 * replyToAddress); a reply that keeps that address names its run. The tags are read from every recipient address
 * (To, Cc, and the Delivered-To / X-Original-To / Envelope-To headers that servers add) and verified with the same
 * HMAC secret by the sequence sender's verifyReplyToken, so a made-up or altered token names nothing.
 */
import { verifyReplyToken } from 'src/modules/delivery/sequence-send/sequence-send.policy';
import type { InboundMessage } from './inbound-mail.types';

const ENVELOPE_HEADERS = ['delivered-to', 'x-original-to', 'envelope-to', 'x-envelope-to', 'x-forwarded-to'];
const REPLY_PREFIX = 'r-';

/** `local+tag@domain` → `tag` (lower case); null when the address has no plus tag. */
export function plusTag(address: string): string | null {
  const bare = address.trim().replace(/^.*</, '').replace(/>.*$/, '');
  const at = bare.lastIndexOf('@');
  if (at < 0) return null;
  const local = bare.slice(0, at);
  const plus = local.indexOf('+');
  if (plus < 0 || plus === local.length - 1) return null;
  return local.slice(plus + 1).toLowerCase();
}

/** Every distinct plus tag among the message's recipient addresses, in order. */
export function replyTokenCandidates(message: Pick<InboundMessage, 'to' | 'headers'>): string[] {
  const addresses = [...message.to];
  for (const name of ENVELOPE_HEADERS) {
    for (const value of message.headers.get(name) ?? []) addresses.push(...value.split(/[\s,]+/));
  }
  const tags = addresses.map(plusTag).filter((tag): tag is string => tag !== null);
  return [...new Set(tags)];
}

/** The run id named by the first candidate that is a valid `r-{token}` for this secret, else null. */
export function verifiedReplyRun(candidates: readonly string[], secret: string): string | null {
  for (const tag of candidates) {
    const candidate = tag.toLowerCase();
    if (!candidate.startsWith(REPLY_PREFIX)) continue;
    const run = verifyReplyToken(candidate.slice(REPLY_PREFIX.length), secret);
    if (run) return run;
  }
  return null;
}

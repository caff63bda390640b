/**
 * Unsolicited bulk mail (spam, newsletters) that reached the mailbox on its own, without the list headers or campaign
 * headers auto-reply.policy looks for. It answers nothing of ours (no In-Reply-To or References, no "Re:" or "Fwd:"
 * subject), and its own words offer the reader a way out: "you may opt out following this link", "click here to be
 * removed", a bare "Unsubscribe: <link>" line, "you are receiving this e-mail because...". A person asking us to stop
 * writes a request ("please unsubscribe me"), not an offer, and a person's reply is threaded, so neither is read here.
 * Spam that spells its words with symbols to slip past filters ("P@tches", "N0w", "S!lver") is known by how many
 * distinct such words it holds: people may write one or two ("th@t"), not a handful.
 */
import { phrases } from './bounce-words.constants';
import { ownTop } from './delivery-notice.policy';
import type { InboundMessage } from './inbound-mail.types';

/** A subject that answers or passes on earlier mail. */
const REPLY_SUBJECT = /^\s*(?:re|aw|sv|antw|rv|fw|fwd|wg|tr)\s*(?:\[\d{1,3}\])?\s*:/i;

const QUOTED_LINE = /^[ \t]*[|>]/;

/** The opt-out offers bulk senders put in their footers; each phrase is bounded, so the pattern is one linear scan. */
const OPT_OUT_OFFER = phrases([
  '(?:opt[- ]?out|unsubscribe)(?: at any time)?,? (?:by )?(?:following|clicking|using|visiting) (?:this|the|our|here)',
  'click (?:here|below|this link|the link(?: below)?) to (?:unsubscribe|opt[- ]?out|be removed|stop receiving)',
  'to (?:unsubscribe|opt[- ]?out|be removed from (?:our|this|the) (?:mailing )?list)[^.\\n]{0,40}(?:click|visit|follow|go to)',
  'wish (?:no longer |not )?to (?:receive|get) (?:our|these|this|further|future|any more)[^.\\n]{0,60}(?:opt[- ]?out|unsubscribe|click|follow|remove)',
  'you are receiving this (?:e-?mail|message|newsletter|offer) because',
], [
  // A link line of its own: "Unsubscribe:" over a URL, or "Remove your email" left from a link's text.
  '^[ \\t]*(?:unsubscribe|opt[- ]?out|remove me)[ \\t]*:?[ \\t]*\\n?[ \\t]*https?://',
  '^[ \\t]*(?:click here to )?remove your (?:e-?mail|address)(?: address)?[ \\t.!]*$',
], 'im');

/** A word spelt with a symbol or a zero between its letters; not an address ("a@b.com") nor part of a longer run. */
const OBFUSCATED_WORD = /(?<![\w@.$!|])[a-z]{1,12}[@$!|0][a-z]{1,12}(?![\w@$!|]|\.[a-z])/gi;
const MIN_OBFUSCATED_WORDS = 5;
const MAX_OBFUSCATED_SCAN = 100;

function obfuscatedWords(text: string): string[] {
  const words = new Set<string>();
  for (const match of text.matchAll(OBFUSCATED_WORD)) {
    words.add(match[0].toLowerCase());
    if (words.size >= MAX_OBFUSCATED_SCAN) break;
  }
  return [...words];
}

/** The reason a message reads as unsolicited bulk mail; null when it does not. */
export function unsolicitedBulk(message: InboundMessage): string | null {
  if (message.inReplyTo !== null || message.references.length > 0 || REPLY_SUBJECT.test(message.subject)) return null;
  // Quoted lines ("> " or "| ") are someone else's mail passed on, not this message's own offer.
  const own = ownTop(message.text).split('\n').filter((line) => !QUOTED_LINE.test(line)).join('\n');
  const offer = OPT_OUT_OFFER.exec(own);
  if (offer) return `unsolicited bulk mail: answers nothing of ours and offers an opt-out ("${offer[0].trim().replace(/\s+/g, ' ').slice(0, 80)}")`;
  const disguised = obfuscatedWords(own);
  return disguised.length >= MIN_OBFUSCATED_WORDS ? `spam: answers nothing of ours and spells ${disguised.length} words with symbols (${disguised.slice(0, 4).join(', ')})` : null;
}

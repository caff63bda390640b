/**
 * Spam, malware and scams that say nothing of opting out and come through no bulk mailer: read only in mail that
 * answers nothing of ours (bulk-mail.policy decides that and passes the message's own words). An attachment that runs
 * code or hides its type, a security gateway's note that it removed such a file, a greeting to a crowd of customers
 * or partners at the top, or to the reader's mail address, one line written three times running, words an HTML part
 * hides from its reader, a picture cut into table cells, links that hide where they lead (another site's address
 * shown, a host written as one number or in %-escapes), words spelt in character references, a sender's name spelt
 * with a digit or as a service's team, three of a cold pitch's phrases, a directory's notice about the reader's entry, or two of a romance
 * scam's, a Japanese phishing or dating lure's or Chinese spam's turns of phrase. A lead writing to us first names a
 * person or our service desk, sends documents, and asks about our work.
 */
import type { InboundMessage } from './inbound-mail.types';
import {
  ADDRESS_SALUTATION, TEAM_SENDER_NAME, DIRECTORY_ENTRY, DIRECTORY_NOTICE, MAX_REPEATED_LINE_SCAN, MIN_LINE_REPEATS, MIN_REPEATED_LINE_CHARS, ADVANCE_FEE_CUE, CHINESE_SPAM_CUE, COLD_PITCH_CUE, MIN_COLD_PITCH_CUES, HTML_VIEWER_PLACEHOLDER, MIXED_CASE_SCHEME_LINK, DISGUISED_NAME_WORD, ESCAPED_HOST_LINK, JAPANESE_DATING_CUE, MIN_JAPANESE_DATING_CUES, JAPANESE_PHISHING_CUE, MIN_JAPANESE_PHISHING_CUES, LETTER_REFERENCE, MIN_LETTER_REFERENCES, CROWD_SALUTATION, MIN_ADVANCE_FEE_CUES, MIN_CHINESE_SPAM_CUES, DANGEROUS_ATTACHMENT, GATEWAY_ACTION, GATEWAY_FILE_LINE, FORWARD_SEPARATOR, HIDDEN_TEXT_BLOCK, INLINE_IMAGE,
  MAX_IMAGE_ONLY_LETTERS, MAX_LINK_SCAN, MIN_HARVESTED_DOMAINS, ROLE_MAILBOX_NAME, MAX_SALUTATION_CHARS, MIN_HIDDEN_WORDS, MIN_IMAGE_SLICES, MIN_ROMANCE_CUES, NUMERIC_HOST_LINK, ROMANCE_CUE, SHOWN_ADDRESS_LINK,
} from './spam-signs.constants';

const MAX_ROMANCE_SCAN = 3000;

function distinctRomanceCues(text: string): string[] {
  const cues = new Set<string>();
  for (const match of text.slice(0, MAX_ROMANCE_SCAN).matchAll(ROMANCE_CUE)) {
    cues.add(match[0].toLowerCase());
    if (cues.size >= MIN_ROMANCE_CUES) break;
  }
  return [...cues];
}

/** Advance-fee fraud by three of its turns of phrase in the message's own first words; null when it does not read so. */
export function advanceFeeFraud(own: string): string | null {
  const cues = new Set<string>();
  // Scams pad and wrap their words ("WINNING  NOTIFICATION"): read them with the spacing folded.
  for (const match of own.slice(0, MAX_ROMANCE_SCAN).replace(/\s+/g, ' ').matchAll(ADVANCE_FEE_CUE)) {
    cues.add(match[0].toLowerCase());
    if (cues.size >= MIN_ADVANCE_FEE_CUES) return `scam: reads as advance-fee fraud (${[...cues].join(', ')})`;
  }
  return null;
}

/** A host's last two labels ("shop.example" of "www.shop.example"): near enough to a site for telling two apart. */
const site = (host: string): string => host.toLowerCase().replace(/\.$/, '').split('.').slice(-2).join('.');

/** The first link in an HTML part that shows one site's address and leads to another; null when none does. */
function deceptiveLink(message: InboundMessage): string | null {
  for (const html of [message.html, ...message.parts.filter((part) => part.contentType.startsWith('text/html')).map((part) => part.content)]) {
    for (const match of html.slice(0, MAX_LINK_SCAN).matchAll(SHOWN_ADDRESS_LINK)) {
      const [whole, target, shown] = match;
      // A link wrapper (Safe Links, a redirect) carries the shown address along in its own.
      if (site(target) !== site(shown) && !whole.toLowerCase().split('>', 1)[0].includes(site(shown))) return `${shown.toLowerCase()} leading to ${target.toLowerCase()}`;
    }
  }
  return null;
}

/** A picture sliced into a table's cells with no words beside it (image spam); the number of slices, or 0. */
function slicedImage(message: InboundMessage, own: string): number {
  if ((own.match(/\p{L}/gu) ?? []).length >= MAX_IMAGE_ONLY_LETTERS) return 0;
  const html = message.html.slice(0, MAX_LINK_SCAN);
  if (!/<td\b/i.test(html)) return 0;
  const slices = (html.match(INLINE_IMAGE) ?? []).length;
  return slices >= MIN_IMAGE_SLICES ? slices : 0;
}

/** A person's mailbox name written to at MIN_HARVESTED_DOMAINS or more domains (see the constant); null when none is. */
function harvestedName(recipients: string[]): string | null {
  const domains = new Map<string, Set<string>>();
  for (const address of recipients) {
    const at = address.lastIndexOf('@');
    if (at <= 0) continue;
    const name = address.slice(0, at);
    if (ROLE_MAILBOX_NAME.test(name)) continue;
    const seen = domains.get(name) ?? new Set<string>();
    seen.add(address.slice(at + 1));
    domains.set(name, seen);
    if (seen.size >= MIN_HARVESTED_DOMAINS) return name;
  }
  return null;
}

/** The reason unthreaded mail reads as spam, malware or a scam by its own words and files; null when it does not. */
export function spamSign(message: InboundMessage, own: string): string | null {
  const harvested = harvestedName(message.to);
  if (harvested) return `spam: answers nothing of ours and is sent to "${harvested.slice(0, 40)}@" at ${MIN_HARVESTED_DOMAINS} or more domains (a guessed list)`;
  const attachment = message.attachments.find((name) => DANGEROUS_ATTACHMENT.test(name));
  if (attachment) return `malware: answers nothing of ours and attaches "${attachment.slice(0, 80)}"`;
  const removed = GATEWAY_FILE_LINE.exec(own);
  if (removed && GATEWAY_ACTION.test(own)) return `malware: a security gateway took out "${removed[0].trim().slice(0, 80)}"`;
  const salutation = CROWD_SALUTATION.exec(own.trimStart().slice(0, MAX_SALUTATION_CHARS));
  if (salutation) return `bulk mail: answers nothing of ours and greets a crowd ("${salutation[0].trim().slice(0, 60)}")`;
  // A lead may greet our desk's address ("Hi quotes@…"), having no name for it: role mailboxes never count.
  const addressed = ADDRESS_SALUTATION.exec(own.trimStart().slice(0, MAX_SALUTATION_CHARS));
  if (addressed && !ROLE_MAILBOX_NAME.test(addressed[1])) return `spam: answers nothing of ours and greets its reader by mail address ("${addressed[0].trim().slice(0, 80)}")`;
  const slices = slicedImage(message, own);
  if (slices > 0) return `spam: answers nothing of ours and says nothing but a picture cut into ${slices} table cells`;
  const link = deceptiveLink(message);
  if (link) return `spam: answers nothing of ours and shows one site's address on a link to another (${link.slice(0, 120)})`;
  const repeated = repeatedLine(own);
  if (repeated) return `spam: answers nothing of ours and writes one line ${MIN_LINE_REPEATS} times running ("${repeated.slice(0, 60)}")`;
  const numeric = NUMERIC_HOST_LINK.exec(own.slice(0, MAX_LINK_SCAN));
  if (numeric) return `spam: answers nothing of ours and links to a host written as one number (${numeric[0].slice(0, 60)})`;
  return disguisedWriting(message, own) ?? scamWording(message, own);
}

/** Spam that hides its words, its links or its sender's name from filters; null when none does. */
function disguisedWriting(message: InboundMessage, own: string): string | null {
  const html = message.html.slice(0, MAX_LINK_SCAN);
  const mixedCase = MIXED_CASE_SCHEME_LINK.exec(html) ?? MIXED_CASE_SCHEME_LINK.exec(own.slice(0, MAX_LINK_SCAN));
  if (mixedCase) return `spam: answers nothing of ours and writes a link's scheme in mixed case (${mixedCase[0].slice(0, 60)})`;
  // A person passing on a newsletter passes its hidden preheader on too: a forward is never read so.
  const hidden = FORWARD_SEPARATOR.test(message.text) ? 0 : hiddenWords(html);
  if (hidden >= MIN_HIDDEN_WORDS) return `bulk mail: answers nothing of ours and hides ${hidden} words from its reader (an HTML block styled invisible)`;
  if (HTML_VIEWER_PLACEHOLDER.test(own.slice(0, MAX_LINK_SCAN))) return "spam: answers nothing of ours and its text part only says an HTML viewer is required";
  const escaped = ESCAPED_HOST_LINK.exec(html) ?? ESCAPED_HOST_LINK.exec(own.slice(0, MAX_LINK_SCAN));
  if (escaped) return `spam: answers nothing of ours and links to a host written in %-escapes (${escaped[0].slice(0, 60)})`;
  const references = (html.match(LETTER_REFERENCE) ?? []).length;
  if (references >= MIN_LETTER_REFERENCES) return `spam: answers nothing of ours and spells its words in ${references} character references`;
  const name = DISGUISED_NAME_WORD.exec(message.fromName.slice(0, 200));
  if (name) return `spam: answers nothing of ours and its sender's name spells a word with a digit ("${name[0]}")`;
  const team = TEAM_SENDER_NAME.exec(message.fromName.slice(0, 200));
  return team ? `spam: answers nothing of ours and is sent in the name of a service's team ("${message.fromName.slice(0, 60)}")` : null;
}

/** A line of words written MIN_LINE_REPEATS times running among the first lines of the text; null when none is. */
function repeatedLine(own: string): string | null {
  const lines = own.split('\n', MAX_REPEATED_LINE_SCAN * 3).map((line) => line.trim()).filter((line) => line !== '').slice(0, MAX_REPEATED_LINE_SCAN);
  let run = 1;
  for (let i = 1; i < lines.length; i++) {
    run = lines[i] === lines[i - 1] ? run + 1 : 1;
    if (run >= MIN_LINE_REPEATS && lines[i].length >= MIN_REPEATED_LINE_CHARS && /\p{L}{3}/u.test(lines[i])) return lines[i];
  }
  return null;
}

/** The most words held by one HTML block styled so that no reader sees it (see HIDDEN_TEXT_BLOCK); 0 when none is. */
function hiddenWords(html: string): number {
  let most = 0;
  for (const match of html.matchAll(HIDDEN_TEXT_BLOCK)) {
    const words = match[1].replace(/&nbsp;|&#160;|&zwnj;|&#8204;|\u200c|\u200b/g, ' ').split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
    most = Math.max(most, words);
  }
  return most;
}

/** The distinct cues a global pattern finds in the text, in lower case (Chinese and Japanese cues have no case). */
const distinctCues = (text: string, cue: RegExp): Set<string> => new Set([...text.matchAll(cue)].map((match) => match[0].toLowerCase()));

/** Scams by their wording: a romance scam's turns of phrase, a cold pitch for services, a directory's notice about an entry, Chinese spam selling invoices, leads or mailings, a Japanese phishing or dating-site lure. */
function scamWording(message: InboundMessage, own: string): string | null {
  const cues = distinctRomanceCues(own);
  if (cues.length >= MIN_ROMANCE_CUES) return `scam: answers nothing of ours and reads as a romance scam (${cues.join(', ')})`;
  const pitch = distinctCues(own.slice(0, MAX_ROMANCE_SCAN).replace(/\s+/g, ' '), COLD_PITCH_CUE);
  if (pitch.size >= MIN_COLD_PITCH_CUES) return `spam: answers nothing of ours and pitches a stranger's services (${[...pitch].slice(0, 4).join(', ')})`;
  const top = `${message.subject}\n${own.slice(0, MAX_ROMANCE_SCAN)}`;
  const chinese = distinctCues(top, CHINESE_SPAM_CUE);
  if (chinese.size >= MIN_CHINESE_SPAM_CUES) return `spam: answers nothing of ours and sells invoices, leads or mass mailing (${[...chinese].slice(0, 4).join(', ')})`;
  if (DIRECTORY_ENTRY.test(top) && DIRECTORY_NOTICE.test(top.replace(/\s+/g, ' '))) return "bulk mail: answers nothing of ours and is a directory's notice about the reader's entry";
  const phishing = distinctCues(top, JAPANESE_PHISHING_CUE);
  if (phishing.size >= MIN_JAPANESE_PHISHING_CUES) return `scam: answers nothing of ours and threatens over an unpaid sum or a stopped account (${[...phishing].slice(0, 4).join(', ')})`;
  const dating = distinctCues(top, JAPANESE_DATING_CUE);
  return dating.size >= MIN_JAPANESE_DATING_CUES ? `scam: answers nothing of ours and lures to a dating site (${[...dating].slice(0, 4).join(', ')})` : null;
}

/**
 * Unsolicited bulk mail (spam, newsletters) that reached the mailbox on its own, without the list headers or campaign
 * headers auto-reply.policy looks for. It answers nothing of ours (no In-Reply-To or References, no "Re:" or "Fwd:"
 * subject), and its own words offer the reader a way out: "you may opt out following this link", "click here to be
 * removed", a bare "Unsubscribe: <link>" line, "you are receiving this e-mail because...". A person asking us to stop
 * writes a request ("please unsubscribe me"), not an offer, and a person's reply is threaded, so neither is read here.
 * Spam that spells its words with symbols to slip past filters ("P@tches", "N0w", "S!lver") is known by how many
 * distinct such words it holds: people may write one or two ("th@t"), not a handful.
 * Newsletters and service mail also say what they are without any opt-out near the top: the footer at the end of a
 * long text ("This message was sent to …", "To be removed from this list …"), an ESP's or campaign tool's headers
 * (Feedback-ID, X-SG-EID, X-JobID…), a mass-mailing X-Mailer, a spam filter's X-Spam-Flag: YES, a web script or a Java
 * application server as the sender, a bounce address that discards replies, an "ADV:" subject, a transactional
 * subject (password reset, e-mail verification, "your order has been dispatched"), or a pile of sales wording. Every
 * one of these is read only in mail that answers nothing of ours: a lead's first message carries none of them.
 */
import {
  ADVERTISEMENT_SUBJECT, ADVERTISEMENT_TAG, MAX_ADVERTISEMENT_TAG_CHARS, APPLICATION_MAILER, BROWSER_VIEW_LINE, MAX_BROWSER_VIEW_LINE_CHARS, EXCHANGE_SPAM_LEVEL, BROWSER_VIEW_HEAD, MAX_BROWSER_VIEW_HEAD_CHARS, APPLICATION_MESSAGE_ID, BULK_MAILER_HEADERS, BULK_MAILER_PROGRAM, DISCARDING_ADDRESS, MARKETING_CUE, MIN_MARKETING_CUES, NEWSLETTER_SUBJECT, SERVICE_NOTICE_LINE,
  MAX_COMMERCIAL_FOOTER_LINES, OPT_OUT_LINK_LINE, OPT_OUT_OFFER, PERSONAL_REQUEST, POSTAL_ADDRESS_LINE, RATWARE_MESSAGE_ID, VENDOR_PITCH, SCRIPT_SENDER_WARNING, SPAM_CLAIM, SPAM_VERDICT, SPAM_VERDICT_HEADERS, TRANSACTIONAL_SUBJECT, VERP_ENVELOPE, WEB_SERVER_ENVELOPE,
} from './bulk-mail.constants';
import { organisationGroupPost } from './auto-reply.policy';
import { hasHistory, ownTop } from './delivery-notice.policy';
import { header } from './inbound-message.mapper';
import type { InboundMessage } from './inbound-mail.types';
import { advanceFeeFraud, spamSign } from './spam-signs.policy';

/** A subject that answers earlier mail. */
const REPLY_SUBJECT = /^\s*(?:re|aw|sv|antw|rv)\s*(?:\[\d{1,3}\])?\s*:/i;
/** A subject that passes earlier mail on: a person's forward carries the forwarded block, spam only borrows the prefix. */
const FORWARD_SUBJECT = /^\s*(?:fw|fwd|wg|tr)\s*(?:\[\d{1,3}\])?\s*:/i;
/** The subject is the prefix alone, naming no subject of its own ("Re:", "FW: "). */
const onlyPrefix = (subject: string, prefix: RegExp): boolean => prefix.test(subject) && subject.replace(prefix, '').trim() === '';
/** A forward's own note is short: the forwarded block (or its quote) starts within this many characters of the text. */
const MAX_FORWARD_NOTE_CHARS = 1500;

const QUOTED_LINE = /^[ \t]*[|>]/;
/** Lines of a uuencoded attachment ("begin 644 name" then "M…" lines of 61 characters): data, not words. */
const UUENCODED_LINE = /^(?:begin [0-7]{3} \S.{0,200}|M[\x20-\x60]{60}|[\x20-\x60]{1,61}|end)$/;

/** How much of a long message's end is read for its footer. */
const MAX_FOOTER_CHARS = 4000;

/** A word spelt with a symbol or a zero between its letters; not an address ("a@b.com") nor part of a longer run. */
const OBFUSCATED_WORD = /(?<![\w@.$!|])[a-z]{1,12}[@$!|0][a-z]{1,12}(?![\w@$!|]|\.[a-z])/gi;
const MIN_OBFUSCATED_WORDS = 5;
/** A word spelt with a mark between its letters to slip past filters ("F^R^E^E", "C`L`I`C`K"); people never write so. */
const SPACED_WORD = /(?<![\p{L}`^~*])(?:\p{L}[`^~*]){3,12}\p{L}?(?![\p{L}`^~*])/gu;
const MIN_SPACED_WORDS = 2;
const MAX_OBFUSCATED_SCAN = 100;

function obfuscatedWords(text: string): string[] {
  const words = new Set<string>();
  for (const match of text.matchAll(OBFUSCATED_WORD)) {
    words.add(match[0].toLowerCase());
    if (words.size >= MAX_OBFUSCATED_SCAN) break;
  }
  return [...words];
}

/** Spam whose words are spelt with marks between their letters; null when fewer than two are. */
function spacedWords(own: string): string | null {
  const words = [...new Set(own.slice(0, MAX_FOOTER_CHARS * 2).match(SPACED_WORD) ?? [])];
  return words.length >= MIN_SPACED_WORDS ? `spam: spells words with marks between their letters (${words.slice(0, 3).join(', ')})` : null;
}

/**
 * The message's own lines (not quoted, not uuencoded data) from its top and, for a long text, its footer. A text that
 * quotes or forwards earlier mail has no footer of its own: what ends it is the quoted message's.
 */
function ownWords(message: InboundMessage): string {
  const top = ownTop(message.text);
  const footer = message.text.length > top.length && !hasHistory(message.text) ? message.text.slice(Math.max(top.length, message.text.length - MAX_FOOTER_CHARS)) : '';
  let inData = false;
  const lines: string[] = [];
  for (const line of `${top}\n${footer}`.split('\n')) {
    if (/^begin [0-7]{3} /.test(line)) inData = true;
    if (QUOTED_LINE.test(line) || (inData && UUENCODED_LINE.test(line))) continue;
    if (inData && line.trim() !== '') inData = false;
    lines.push(line);
  }
  return lines.join('\n');
}

/** True when an application's mail library sent the message (PHPMailer, Swift Mailer, CDO…): a program, not a mail client. */
export function sentByApplication(message: InboundMessage): boolean {
  return APPLICATION_MAILER.test(`${header(message, 'x-mailer')} ${header(message, 'user-agent')}`.slice(0, 300));
}

/** The header in which a spam filter on the way in called the message spam, as `Name: value`; null when none did. */
function spamVerdict(message: InboundMessage): string | null {
  for (const name of SPAM_VERDICT_HEADERS) {
    const value = header(message, name).slice(0, 200);
    if (SPAM_VERDICT.test(value)) return `${name}: ${value.split(/[,;\s]/, 1)[0]}`;
  }
  const scl = /^\s*([5-9])\s*$/.exec(header(message, 'x-ms-exchange-organization-scl')) ?? EXCHANGE_SPAM_LEVEL.exec(header(message, 'x-forefront-antispam-report').slice(0, 2000));
  return scl ? `spam confidence level ${scl[1]}` : null;
}

/** Headers that give a message away as bulk or service mail. */
function bulkHeaders(message: InboundMessage): string | null {
  const esp = BULK_MAILER_HEADERS.find((name) => message.headers.has(name));
  if (esp) return `a bulk mailer's ${esp} header`;
  const mailer = `${header(message, 'x-mailer')} ${header(message, 'user-agent')}`.slice(0, 300);
  const program = BULK_MAILER_PROGRAM.exec(mailer);
  if (program) return `mass-mailing program "${program[0]}"`;
  const verdict = spamVerdict(message);
  if (verdict) return `a spam filter's verdict (${verdict})`;
  if (APPLICATION_MESSAGE_ID.test(header(message, 'message-id'))) return 'message id of an application server';
  if (RATWARE_MESSAGE_ID.test(header(message, 'message-id'))) return "a spam program's message id (random capitals)";
  if ((message.headers.get('x-authentication-warning') ?? []).some((value) => SCRIPT_SENDER_WARNING.test(value.slice(0, 300)))) return 'sent by a web script (X-Authentication-Warning)';
  const application = APPLICATION_MAILER.exec(mailer);
  if (application) return `an application's mailer "${application[0]}"`;
  const envelope = header(message, 'return-path').slice(0, 300);
  if (WEB_SERVER_ENVELOPE.test(envelope)) return `a web server's account as the envelope sender (${envelope})`;
  const verp = VERP_ENVELOPE.exec(envelope);
  const recipients = [...message.to, ...['delivered-to', 'x-original-to'].map((name) => header(message, name).replace(/[<>]/g, '').toLowerCase())];
  if (verp && recipients.includes(`${verp[1]}@${verp[2]}`.toLowerCase())) return `a bounce address that encodes the recipient (VERP: ${envelope})`;
  const discarding = ['errors-to', 'return-path', 'reply-to'].find((name) => DISCARDING_ADDRESS.test(header(message, name).slice(0, 300)));
  if (discarding) return `${discarding} discards replies`;
  return null;
}

function distinctMarketingCues(text: string): string[] {
  const cues = new Set<string>();
  for (const match of text.matchAll(MARKETING_CUE)) {
    cues.add(match[0].toLowerCase());
    if (cues.size >= MIN_MARKETING_CUES) break;
  }
  return [...cues];
}

/**
 * A business letter's reference to the message it answers, in the subject or at the top: "Ihr Anliegen vom 06.02.2013",
 * "Your letter of 3 May", "Votre courrier du 12 mars". Such mail answers someone, though not threaded by its headers.
 */
const ANSWER_REFERENCE =
  /^[ \t]{0,8}(?:(?:re|aw):\s{0,3})?(?:ihre? (?:nachricht|schreiben|anliegen|anfrage|e-?mail|mail|brief) vom|your (?:message|letter|e-?mail|enquiry|inquiry|request) (?:of|dated) |votre (?:message|courrier|demande|e-?mail) du |su (?:mensaje|carta|solicitud|correo) del? )/im;
const MAX_REFERENCE_CHARS = 600;

/** A To header that names only an empty group ("undisclosed-recipients:;", "Undisclosed recipients: ;"). */
const UNDISCLOSED_GROUP = /^\s{0,8}"?(?:undisclosed|unlisted|hidden)[- ]recipients?"?\s{0,8}:\s{0,8};?\s{0,8}$/i;

/**
 * The footer a mailing list appends to every post it relays (Google Groups: "You received this message because you
 * are subscribed to the Google Groups … group. To unsubscribe from this group …"). It is the list's opt-out, not the
 * sender's: a person's post that carries it is not bulk mail. Read only on mail a list delivered (List-Id,
 * Mailing-List or Google's X-Google-Group-Id header).
 */
const LIST_FOOTER = /you received this message because you are subscribed to the google groups[\s\S]{0,2000}$/i;
/**
 * Groups.io's footer names itself whole, headers or not (archives drop them): its "-=-=-=" rule, then "Links: You
 * receive all messages sent to this group." and the post's "View/Reply Online (#n)" line.
 */
const GROUPS_IO_FOOTER = /^-=(?:-=){4,}-?[ \t]*\n(?:groups\.io )?links: you receive all messages sent to this group\.?[ \t]*\n[\s\S]{0,200}?view\/reply online \(#\d+\)[\s\S]{0,2000}$/im;

/** The message's own words without the footer its mailing list appended (see LIST_FOOTER, GROUPS_IO_FOOTER). */
function withoutListFooter(message: InboundMessage, own: string): string {
  const listDelivered = ['list-id', 'mailing-list', 'x-google-group-id'].some((name) => header(message, name) !== '');
  return (listDelivered ? own.replace(LIST_FOOTER, '') : own).replace(GROUPS_IO_FOOTER, '');
}

/** A commercial sender's closing lines (see OPT_OUT_LINK_LINE): its opt-out line when they hold an address too, else null. */
function commercialFooter(own: string): string | null {
  const closing = own.slice(-MAX_FOOTER_CHARS).split('\n').map((line) => line.trim()).filter((line) => line !== '' && !/^<?https?:\/\/\S+$/.test(line)).slice(-MAX_COMMERCIAL_FOOTER_LINES);
  const optOut = closing.find((line) => OPT_OUT_LINK_LINE.test(line));
  return optOut && closing.some((line) => POSTAL_ADDRESS_LINE.test(line)) ? optOut.slice(0, 80) : null;
}

/** The reason a message reads as unsolicited bulk mail; null when it does not. */
export function unsolicitedBulk(message: InboundMessage): string | null {
  // Every recipient blind-copied: mass mail. A person answering one of our emails writes to our address, so a reply
  // header borrowed by such mail does not make it one. A colleague blind-copying their own organisation's group is not.
  if (message.to.length === 0 && UNDISCLOSED_GROUP.test(header(message, 'to').slice(0, 200)) && !organisationGroupPost(message)) return 'bulk mail: sent to undisclosed recipients, no address of ours in To or Cc';
  if (message.inReplyTo !== null || message.references.length > 0) return null;
  const own = withoutListFooter(message, ownWords(message));
  // Nothing threads it: a reply subject alone may be borrowed, and fraud is read under it too, as is a newsletter's
  // opening line (a person's reply opens with their own words, never with "Having trouble viewing this email?").
  if (REPLY_SUBJECT.test(message.subject)) {
    // "Re:" and nothing after it, threading nothing: a reply keeps the subject it answers (spam filters' fake-reply sign).
    if (onlyPrefix(message.subject, REPLY_SUBJECT)) return 'spam: a bare "Re:" subject, and nothing threads it to a message it could answer';
    const head = BROWSER_VIEW_HEAD.exec(own.trimStart().slice(0, MAX_BROWSER_VIEW_HEAD_CHARS));
    if (head) return `bulk mail: a newsletter's opening line ("${head[0]}") under a borrowed reply subject, nothing threads it`;
    return spacedWords(own) ?? advanceFeeFraud(own);
  }
  // Footers wrap their sentences: the phrases are also read with the line breaks folded.
  const folded = own.replace(/[ \t]*\n[ \t]*(?=\S)/g, ' ');
  const claim = SPAM_CLAIM.exec(folded);
  if (claim) return `spam: answers nothing of ours and claims "${claim[0].replace(/\s+/g, ' ').slice(0, 80)}"`;
  // "FW:" and nothing after it, forwarding nothing (no forwarded block, no attached message): the prefix is borrowed.
  if (onlyPrefix(message.subject, FORWARD_SUBJECT) && !hasHistory(message.text.slice(0, MAX_FORWARD_NOTE_CHARS)) && !message.parts.some((part) => part.contentType.startsWith('message/'))) {
    return 'spam: a bare "Fw:" subject, and nothing forwarded under it';
  }
  // A forward passes on someone else's mail, footer included: only spam's own claims above decide under "Fw:".
  if (FORWARD_SUBJECT.test(message.subject)) return null;
  // A person asking to be let go may echo a footer's words ("I no longer wish to receive these, unsubscribe me"): a request.
  if (PERSONAL_REQUEST.test(own.slice(0, 1000))) return null;
  const offer = OPT_OUT_OFFER.exec(own) ?? OPT_OUT_OFFER.exec(folded);
  if (offer) return `unsolicited bulk mail: answers nothing of ours and offers an opt-out ("${offer[0].trim().replace(/\s+/g, ' ').slice(0, 80)}")`;
  const footer = commercialFooter(own);
  if (footer) return `unsolicited bulk mail: answers nothing of ours and closes with a sender's postal address and an opt-out ("${footer}")`;
  const browserView = BROWSER_VIEW_LINE.exec(own.trimStart().slice(0, MAX_BROWSER_VIEW_LINE_CHARS));
  if (browserView) return `bulk mail: answers nothing of ours and opens with a newsletter's browser-view line ("${browserView[0].trim().slice(0, 80)}")`;
  const headerSign = bulkHeaders(message);
  // An organisation's answer sent from its case system names the letter it answers ("Ihre Nachricht vom 06.02.2013").
  if (headerSign && !ANSWER_REFERENCE.test(`${message.subject}\n${own.trimStart().slice(0, MAX_REFERENCE_CHARS)}`)) return `bulk mail: answers nothing of ours and carries ${headerSign}`;
  const subject = ADVERTISEMENT_SUBJECT.exec(message.subject) ?? TRANSACTIONAL_SUBJECT.exec(message.subject) ?? NEWSLETTER_SUBJECT.exec(message.subject);
  if (subject) return `bulk mail: answers nothing of ours under a service or advertisement subject "${subject[0].trim()}"`;
  const tag = ADVERTISEMENT_TAG.exec(own.trimStart().slice(0, MAX_ADVERTISEMENT_TAG_CHARS));
  if (tag) return `bulk mail: answers nothing of ours and opens with an advertisement's legal tag "${tag[0].trim()}"`;
  const cues = distinctMarketingCues(`${message.subject}\n${own}`);
  if (cues.length >= MIN_MARKETING_CUES) return `promotion: answers nothing of ours and piles up sales wording (${cues.join(', ')})`;
  const notice = SERVICE_NOTICE_LINE.exec(own);
  if (notice) return `service mail: answers nothing of ours and reads as a service's notice ("${notice[0].trim().replace(/\s+/g, ' ').slice(0, 80)}")`;
  const pitch = VENDOR_PITCH.exec(own);
  if (pitch) return `promotion: answers nothing of ours and offers a vendor's wares ("${pitch[0]}")`;
  const disguised = obfuscatedWords(own);
  if (disguised.length >= MIN_OBFUSCATED_WORDS) return `spam: answers nothing of ours and spells ${disguised.length} words with symbols (${disguised.slice(0, 4).join(', ')})`;
  return spamSign(message, own) ?? spacedWords(own) ?? advanceFeeFraud(own);
}

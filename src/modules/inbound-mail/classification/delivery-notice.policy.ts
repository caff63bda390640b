/**
 * Is this message a mail system's notice about our mail (a failure, a delay warning, a success report) rather than
 * something a person wrote? Evidence, strongest first: a delivery-status part (with or without a report-type
 * parameter), X-Failed-Recipients, Exchange's NDR header, a mail-system sender (mailer-daemon, postmaster, Mail
 * Delivery Subsystem...), the opening sentences only mail systems write ("This is the mail system at host",
 * qmail's "I'm afraid I wasn't able to deliver"...), and a notice subject backed by notice wording.
 * Body evidence is read only from the message's own top: a reply quotes or forwards our history below it, and a
 * quoted bounce must not turn a person's answer into machine mail.
 */
import { LIST_HEADERS, NO_REPLY_ADDRESS } from './auto-reply.policy';
import {
  CHALLENGE, CLASSIC_TEXT, DELAY_SUBJECT, FAILURE_SENTENCE, FAILURE_SUBJECT, LIST_HOLD, LIST_REFUSAL, SCANNER_NAME, SCANNER_REPORT, SCANNER_SENDER, STRONG_FAILURE, SUCCESS_SUBJECT,
} from './delivery-notice.constants';
import { hasDeliveryStatus } from './delivery-status.mapper';
import { header } from './inbound-message.mapper';
import type { InboundMessage } from './inbound-mail.types';

/** Only this much of the top is searched for notice wording (it also bounds the cost of the patterns). */
const MAX_TOP_CHARS = 6000;

const DAEMON_SENDER = /^"?(?:(?:mailer[-_.]?daemon|post[-_.]?master|mail[-_.]?delivery[-_.]?(?:system|subsystem)?|mail[-_.]?administrator|microsoftexchange[0-9a-f]*|double[-_.]?bounce|mdaemon)(?:[^\w@][^@]*)?|bounces?|nobody|null)(?:@|$)/i;
const DAEMON_NAME = /\b(mail deliver(?:y)? (?:system|subsystem|service)|mailer[- ]?daemon|(?:gateway )?mail daemon|postmaster|mail administrator|mail delivery failure|internet mail delivery)\b/i;
/** Display names that mail systems use but people could too: they count only with a failure subject. */
const SYSTEM_NAME = /\b(microsoft outlook|system administrator|ndr administrator|administrator|mail ?server|e-?mail gateway|auto-?mailer|auto-?responder|mail ?robot)\b/i;


const MAIL_WORDS = /\b(recipients?|mail ?box|smtp|mail server|e-?mail address|remote (?:host|server)|delivery status)\b/i;
const ADDRESS = /[^\s<>@]+@[^\s<>@]+\.[a-z]{2,}/i;
/** An SMTP answer quoted by a notice: a reply code with an enhanced code or with the words servers answer with. */
const QUOTED_SMTP =
  /(?<![\d.])(?:421|45[0-4]|55[0-4])[ -](?:[45]\.\d{1,3}\.\d{1,3}|[^\n]{0,60}?\b(?:user|mailbox|recipient|address|rejected|denied|unknown|invalid|requested action|quota|relay|blocked|refused|no such)\b)|\(#[45]\.\d\.\d{1,3}\)|#[45]\.\d\.\d{1,3}\b|smtp error code [45]\d\d/i;
/** An SMTP answer with its enhanced code ("550 5.1.1"): people do not write these. */
const ENHANCED_SMTP = /(?<![\d.])[45]\d\d[ -][45]\.\d{1,3}\.\d{1,3}\b/;
/** The first lines of a gateway's error report. */
const ERROR_LINE = /^[ \t]*(?:error|reason|failure reason|delivery error|smtp error|remote server (?:said|returned)|diagnostic(?:-code)?)[ \t]*:[^\n]{0,200}/im;
/** Failure words a notice's subject carries after a "Re:" (a gateway answering in the recipient's name). */
const FAILURE_IN_SUBJECT = /\b(undeliverable|undelivered|non remis|delivery (?:failed|failure|status notification)|returned mail|failure notice|mail delivery failed)\b/i;
/** "Your message could not be delivered to <address>": a notice's sentence, when the subject says so too. */
const NOT_DELIVERED_TO = /\byour (?:message|e-?mail|mail) (?:could not|couldn'?t|cannot|can ?not) be delivered to:?\s+<?[^\s<>@]+@[^\s<>@]+/i;


/** Where the message's own words end and quoted or forwarded history begins. */
const HISTORY_START =
  /^(?:>|[ \t]*(?:on|el|en|le|am|op) .{4,200}(?:wrote|escribi[oó]|a [ée]crit|schrieb|schreef):?[ \t]*$|-{2,}\s*(?:original message|mensaje original|forwarded message|mensaje reenviado|message d'origine|urspr[üu]ngliche nachricht|oorspronkelijk bericht)|-{3,}[ \t]*(?:forwarded by|postoupil[ai]? do|weitergeleitet von|transf[ée]r[ée] par|doorgestuurd door|reenviado por|inoltrato da)\b|begin forwarded message:|_{10,}\s*$|(?:from|de|von|van):\s[^\n]{1,200}\n(?:(?:to|para|an|aan|cc|date|fecha|datum):[^\n]*\n)*(?:sent|enviado(?: el)?|date|fecha|gesendet|envoy[ée]|verzonden):\s)/im;

/** The text quotes or forwards earlier mail (an attribution, a forwarded block, "> " lines) within its first pages. */
export function hasHistory(text: string): boolean {
  return HISTORY_START.test(text.slice(0, MAX_TOP_CHARS * 2));
}

/** The message's own top: its text up to quoted or forwarded history, at most a few thousand characters. */
export function ownTop(text: string): string {
  const head = text.slice(0, MAX_TOP_CHARS * 2);
  const history = HISTORY_START.exec(head);
  return (history ? head.slice(0, history.index) : head).slice(0, MAX_TOP_CHARS);
}

export interface NoticeEvidence {
  /** The message is a mail system's delivery notice. */
  notice: boolean;
  /** Sent by a mail system (mailer-daemon, postmaster...) even when it is not a delivery notice. */
  daemon: boolean;
  reason: string | null;
}

/** The sender is a mail system: its address, its display name, or the raw From header (malformed addresses). */
function daemonSender(message: InboundMessage, failureSubject: boolean): string | null {
  if (DAEMON_SENDER.test(message.from)) return message.from;
  if (DAEMON_NAME.test(message.fromName)) return message.fromName;
  const raw = header(message, 'from').slice(0, 300);
  if (message.from === '' && /\b(mailer[-_.]?daemon|post[-_.]?master)\b/i.test(raw)) return raw;
  if (failureSubject && SYSTEM_NAME.test(message.fromName)) return message.fromName;
  return null;
}

/** Sent with the null reverse path (From: <> or Return-Path: <>): what RFC 5321 asks of delivery notices. */
const nullSender = (message: InboundMessage): boolean => message.from === '' || header(message, 'return-path') === '<>';

/** Addresses and headers of list managers (Mailman's -owner/-bounces, ezmlm, fml, Sympa, LISTSERV). */
const LIST_MANAGER_SENDER = /^(?:[^@]*-(?:owner|admin|bounces|request)|owner-[^@]*|mailman|majordomo|listserv|sympa|ezmlm|fml)@/i;
const LIST_MANAGER_HEADERS = [...LIST_HEADERS, 'x-list-administrivia', 'x-mailman-version'];

/** A list's owner address as the envelope sender ("<crew+owner@lists.example>", "<owner-crew@…>"): mail the list manager wrote itself. */
const LIST_OWNER_ENVELOPE = /^\s{0,4}<?\s{0,4}(?:[^@<>\s]{1,64}[-+]owner|owner-[^@<>\s]{1,64})@/i;

/**
 * A list manager's notice that it holds our post for its moderator: sent by the manager itself (its -owner/-admin address,
 * or its owner address as the envelope sender), with hold wording in its subject or its own top. A person's post that
 * only passed through a list is not sent so.
 */
function listHold(message: InboundMessage, top: string): string | null {
  if (!LIST_MANAGER_SENDER.test(message.from) && !LIST_OWNER_ENVELOPE.test(header(message, 'return-path').slice(0, 300))) return null;
  return LIST_HOLD.exec(`${message.subject.slice(0, 300)}\n${top.slice(0, 1000)}`)?.[0] ?? null;
}

/** A virus or content scanner by its address or display name (see SCANNER_SENDER). */
function scannerSender(message: InboundMessage): string | null {
  if (SCANNER_SENDER.test(message.from)) return message.from;
  return SCANNER_NAME.test(message.fromName.slice(0, 200)) ? message.fromName : null;
}

/** A list manager's refusal of our post: its sender or headers, and a refusal sentence in its own words. */
function listRefusal(message: InboundMessage, top: string): string | null {
  const manager = LIST_MANAGER_SENDER.test(message.from) || LIST_MANAGER_HEADERS.some((name) => message.headers.has(name));
  return manager ? LIST_REFUSAL.exec(top)?.[0] ?? null : null;
}

/** Marked as machine mail: Auto-Submitted, no sender, a null Return-Path, a no-reply address. */
const automated = (message: InboundMessage): boolean => {
  const submitted = header(message, 'auto-submitted').toLowerCase();
  return (submitted !== '' && !submitted.startsWith('no')) || message.from === '' || header(message, 'return-path') === '<>' || NO_REPLY_ADDRESS.test(message.from);
};

/** A person's own sentence: six words or more (a notice's preface is a rule, a MIME line or its own header block). */
const PERSONAL_PREFACE = /(?:[\p{L}'\u2019]{2,40}[^\p{L}\n]{1,4}){6}/u;

/**
 * A person who pasted a notice under their own words to tell someone ("Sorry to bother the list -- talin, mail to you
 * is bouncing:" over the transcript): no mail system sent it, nothing automated, and the sender wrote a sentence first.
 */
function pastedByPerson(message: InboundMessage, daemon: string | null, preface: string): boolean {
  return daemon === null && !nullSender(message) && !automated(message) && PERSONAL_PREFACE.test(preface.slice(-2000));
}

/** Reads the evidence that a message is a delivery notice. */
export function noticeEvidence(message: InboundMessage): NoticeEvidence {
  const contentType = message.contentType;
  const challenge = CHALLENGE.exec(ownTop(message.text));
  if (challenge) return { notice: false, daemon: true, reason: `challenge-response filter: "${challenge[0]}"` };
  if (/^multipart\/report/.test(contentType)) {
    const reportType = /report-type=["']?([\w-]+)/.exec(contentType)?.[1]?.toLowerCase();
    if (reportType === 'delivery-status' || reportType === 'global-delivery-status') return { notice: true, daemon: true, reason: `multipart/report; report-type=${reportType}` };
    if (!reportType && hasDeliveryStatus(message)) return { notice: true, daemon: true, reason: 'multipart/report with a delivery-status part' };
  }
  const subject = message.subject.replace(/^(?:(?:re|fw|fwd|aw|tr|wg):\s*)+/i, '');
  const noticeSubject = FAILURE_SUBJECT.test(subject) || DELAY_SUBJECT.test(subject) || SUCCESS_SUBJECT.test(subject);
  const daemon = daemonSender(message, noticeSubject);
  const top = ownTop(message.text);
  if (message.parts.some((part) => /^message\/(?:global-)?delivery-status/.test(part.contentType))) return { notice: true, daemon: true, reason: 'a message/delivery-status part' };
  if (header(message, 'x-failed-recipients')) return { notice: true, daemon: true, reason: `X-Failed-Recipients: ${header(message, 'x-failed-recipients')}` };
  if (message.headers.has('x-ms-exchange-message-is-ndr')) return { notice: true, daemon: true, reason: 'X-MS-Exchange-Message-Is-Ndr header' };
  const classic = CLASSIC_TEXT.exec(top);
  if (classic && !pastedByPerson(message, daemon, top.slice(0, classic.index))) return { notice: true, daemon: true, reason: `mail-system wording "${classic[0].trim().replace(/\s+/g, ' ').slice(0, 80)}"` };
  if (/^(?:Reporting-MTA|Final-Recipient):/im.test(top) && /^(?:Action|Status):/im.test(top)) return { notice: true, daemon: true, reason: 'delivery-status fields in the text' };
  const refusal = listRefusal(message, top);
  if (refusal) return { notice: true, daemon: true, reason: `list manager ${message.from || 'mail'} refusing our post: "${refusal}"` };
  const hold = listHold(message, top);
  if (hold) return { notice: false, daemon: true, reason: `list manager ${message.from || 'mail'} holding our post for its moderator: "${hold}"` };
  // A scanner's report on a message it stopped, from the scanner's or a mail system's own address: what it found or the rule broken.
  const scanner = daemon ?? scannerSender(message);
  const scan = scanner ? SCANNER_REPORT.exec(`${subject.slice(0, 300)}\n${top}`) : null;
  if (scan) return { notice: true, daemon: true, reason: `${daemon ? 'sender' : 'virus scanner'} ${scanner} and its scan report "${scan[0]}"` };
  if (daemon) {
    const sentence = FAILURE_SENTENCE.exec(top);
    if (noticeSubject || sentence || QUOTED_SMTP.test(top)) return { notice: true, daemon: true, reason: `sender ${daemon} and ${noticeSubject ? `subject "${message.subject}"` : sentence ? `wording "${sentence[0]}"` : 'a quoted SMTP answer'}` };
    return { notice: false, daemon: true, reason: `mail-system sender ${daemon}` };
  }
  // A notice subject of its own (not "Re: …": a responder answering our "Delivery status of your shipment" writes that).
  const ownSubject = FAILURE_SUBJECT.test(message.subject) || DELAY_SUBJECT.test(message.subject);
  const sentence = FAILURE_SENTENCE.exec(top);
  const mailTalk = MAIL_WORDS.test(top) && ADDRESS.test(top);
  if (ownSubject && (automated(message) || QUOTED_SMTP.test(top) || (sentence && mailTalk))) return { notice: true, daemon: false, reason: `subject "${message.subject}" and ${automated(message) ? 'an automated sender' : 'notice wording'}` };
  if (FAILURE_IN_SUBJECT.test(message.subject) && NOT_DELIVERED_TO.test(top)) return { notice: true, daemon: false, reason: `subject "${message.subject}" and "your message could not be delivered to …"` };
  // A gateway answering in the recipient's name ("Re: …"): a notice layout, an "Error:" line over a quoted SMTP answer or failure wording.
  const errorLine = ERROR_LINE.exec(top.slice(0, 800));
  if (errorLine && (ENHANCED_SMTP.test(top) || STRONG_FAILURE.test(top.slice(0, 800)))) return { notice: true, daemon: false, reason: `error report "${errorLine[0].trim()}"` };
  // Automated mail that says our mail failed: bounce wording wins over Auto-Submitted (a responder does not quote SMTP answers).
  // With the null reverse path only notices and responders write, the failure sentence need not name a full address.
  if (automated(message) && sentence && (ADDRESS.test(top) || nullSender(message)) && (QUOTED_SMTP.test(top) || STRONG_FAILURE.test(sentence[0]))) {
    return { notice: true, daemon: false, reason: `automated sender and failure wording "${sentence[0]}"` };
  }
  return { notice: false, daemon: false, reason: null };
}

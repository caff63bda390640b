/**
 * Is this message a mail system's notice about our mail (a failure, a delay warning, a success report) rather than
 * something a person wrote? Evidence, strongest first: a delivery-status part (with or without a report-type
 * parameter), X-Failed-Recipients, Exchange's NDR header, a mail-system sender (mailer-daemon, postmaster, Mail
 * Delivery Subsystem...), the opening sentences only mail systems write ("This is the mail system at host",
 * qmail's "I'm afraid I wasn't able to deliver"...), and a notice subject backed by notice wording.
 * Body evidence is read only from the message's own top: a reply quotes or forwards our history below it, and a
 * quoted bounce must not turn a person's answer into machine mail.
 */
import { hasDeliveryStatus } from './delivery-status.mapper';
import { header } from './inbound-message.mapper';
import type { InboundMessage } from './inbound-mail.types';

/** Only this much of the top is searched for notice wording (it also bounds the cost of the patterns). */
const MAX_TOP_CHARS = 6000;

const DAEMON_SENDER = /^"?(?:(?:mailer[-_.]?daemon|post[-_.]?master|mail[-_.]?delivery[-_.]?(?:system|subsystem)?|mail[-_.]?administrator|microsoftexchange[0-9a-f]*|double[-_.]?bounce|mdaemon)(?:[^\w@][^@]*)?|bounces?|nobody)(?:@|$)/i;
const DAEMON_NAME = /\b(mail deliver(?:y)? (?:system|subsystem|service)|mailer[- ]?daemon|postmaster|mail administrator|mail delivery failure|internet mail delivery)\b/i;
/** Display names that mail systems use but people could too: they count only with a failure subject. */
const SYSTEM_NAME = /\b(microsoft outlook|system administrator|ndr administrator|administrator|mail ?server|e-?mail gateway)\b/i;

/** Subjects of failure notices. */
export const FAILURE_SUBJECT =
  /^(?:\[[^\]]{1,40}\]\s*)?(undeliverable|undelivered mail|delivery status notification|mail delivery (?:status notification|failed|failure|problem|error)|failure notice|returned mail|(?:permanent )?delivery (?:failure|failed|has failed|status|notification|error|problem)|(?:failed|failure) delivery|message delivery (?:has )?failed|message not delivered|mail system error|mail failed|mail failure|mail could not be delivered|could not send message|there was an error sending your mail|nondeliverable|non[- ]?delivery|returned to sender|failed mail|mail error|unzustellbar|nicht zustellbar|non remis|non distribuable|[ée]chec de (?:la )?remise|no se puede entregar|notificaci[oó]n de estado de entrega|no entregado|onbestelbaar|niet bezorgd|user unknown|mailbox unavailable)/i;
/** Subjects of delay warnings. */
export const DELAY_SUBJECT =
  /^(?:\[[^\]]{1,40}\]\s*)?(?:warning: could not send message|warning--could not send mail|warning: message \S+ delayed|delayed mail|delivery delayed|mail delivery warning|(?:mail )?delivery status notification(?: \(delay\)|: warning)|delivery (?:notification: )?(?:has been )?delayed|message delay(?:ed)?|delay(?:ed)? (?:delivery|notification|warning)|warning: delay|verz[öo]gert|zustellung verz[öo]gert|remise diff[ée]r[ée]e)/i;
/** Subjects of success reports (Exchange and Gmail "Delivered:"/"Relayed:", Postfix's success report). */
export const SUCCESS_SUBJECT =
  /^(?:delivered:|relayed:|expanded:|delivery status notification \((?:success|relay)\)|successful mail delivery report|delivery (?:receipt|report)(?: \(success\))?|return receipt|delivery notification: (?:message|delivery) (?:has been )?delivered|zugestellt:|remis :)/i;

/** Opening sentences only mail systems write. */
const CLASSIC_TEXT =
  /\b(this is the mail system at host|this is the qmail-send program|i'?m afraid i wasn'?t able to deliver (?:your|the following) message|the following message to <[^<>\s]{3,254}> was undeliverable|this message was created automatically by mail delivery software|this is an automatically generated delivery status notification|delivery to the following recipients? (?:failed|has been delayed|was delayed|succeeded|is complete)|delivery has failed to these recipients or groups|delivery to these recipients or groups is complete|your message did not reach some or all of the intended recipients|the following recipient\(?s?\)? (?:could|cannot|can ?not) (?:not )?be reached|the following addresses had (?:permanent fatal|transient non-fatal) errors|the original message was received at .{0,80}\nfrom|sorry, we were unable to deliver your message to the following address|your message (?:was not|wasn'?t|could not be) delivered to the following recipients?|this is a delivery status notification|message (?:could not be|was not) delivered to (?:the following|one or more)|was not delivered to:?\s+\S+@\S+\s+because|returned mail: see transcript|a message that you sent (?:could not be|has not yet been) delivered|there was a temporary problem delivering your message|your message has been delivered to the following recipients|your message was successfully (?:delivered|relayed)|did not reach the following recipient|your (?:mail|message|e-?mail) (?:cannot|can ?not|could not) be delivered to the following address|message not delivered to the following|could not be delivered to the following user|running the courier mail server|the following recipients did not receive this message|was undeliverable to the following|(?:mail server|system) (?:\S+ )?was unable to deliver)\b|^ *-{2,} ?(?:failed recipients|non-delivery report) ?-{2,}/im;
/** Failure sentences that people also write: they count with other evidence (a mail-system sender, a notice subject, automated headers). */
export const FAILURE_SENTENCE =
  /\b(could not be delivered|couldn'?t be delivered|wasn'?t delivered|was not delivered|undeliverable|delivery (?:has )?failed|failed permanently|permanent (?:fatal )?error|user unknown|unknown user|unable to deliver|returned to sender|delivery to the following recipients? failed|mailbox (?:is )?full|no such user|does not exist|not listed in (?:the )?domino directory|has not (?:yet )?been delivered|delivery (?:is |has been )?delayed|will (?:continue to )?retry|delivery attempts will continue|could not deliver|requested action not taken|not a valid (?:user|recipient|mailbox)|(?:was|has been) (?:automatically )?rejected|has been returned because)\b|无法发送|无法送达|退信/i;
const MAIL_WORDS = /\b(recipients?|mail ?box|smtp|mail server|e-?mail address|remote (?:host|server)|delivery status)\b/i;
const ADDRESS = /[^\s<>@]+@[^\s<>@]+\.[a-z]{2,}/i;
/** An SMTP answer quoted by a notice: a reply code with an enhanced code or with the words servers answer with. */
const QUOTED_SMTP =
  /(?<![\d.])(?:421|45[0-4]|55[0-4])[ -](?:[45]\.\d{1,3}\.\d{1,3}|[^\n]{0,60}?\b(?:user|mailbox|recipient|address|rejected|denied|unknown|invalid|requested action|quota|relay|blocked|refused|no such)\b)|\(#[45]\.\d\.\d{1,3}\)|#[45]\.\d\.\d{1,3}\b|smtp error code [45]\d\d/i;
/** An SMTP answer with its enhanced code ("550 5.1.1"): people do not write these. */
const ENHANCED_SMTP = /(?<![\d.])[45]\d\d[ -][45]\.\d{1,3}\.\d{1,3}\b/;
/** The first lines of a gateway's error report. */
const ERROR_LINE = /^[ \t]*(?:error|reason|failure reason|delivery error|smtp error|remote server (?:said|returned)|diagnostic(?:-code)?)[ \t]*:[^\n]{0,200}/im;
/** Failure wording an automated responder does not use about itself. */
const STRONG_FAILURE = /\b(could not be delivered|couldn'?t be delivered|wasn'?t delivered|was not delivered|undeliverable|delivery (?:has )?failed|failed permanently|permanent (?:fatal )?error|unable to deliver|mailbox (?:is )?full|user unknown|returned to sender|not a valid (?:user|recipient|mailbox))\b/i;
/** Failure words a notice's subject carries after a "Re:" (a gateway answering in the recipient's name). */
const FAILURE_IN_SUBJECT = /\b(undeliverable|undelivered|non remis|delivery (?:failed|failure|status notification)|returned mail|failure notice|mail delivery failed)\b/i;
/** "Your message could not be delivered to <address>": a notice's sentence, when the subject says so too. */
const NOT_DELIVERED_TO = /\byour (?:message|e-?mail|mail) (?:could not|couldn'?t|cannot|can ?not) be delivered to:?\s+<?[^\s<>@]+@[^\s<>@]+/i;

/** Challenge-response filters asking us to prove we are a sender they may let through: machine mail, not a reply. */
const CHALLENGE =
  /\b(challenge[- ]response|(?:added|add yourself) to (?:the recipient'?s |my )?(?:[\w-]+ )?(?:allowed|approved|white|safe|guest)\s?list|(?:listed|are) on my [\w-]+ guest list|sender not pre-?approved|verify (?:that )?you are (?:a )?(?:human|real person|not a robot)|to (?:have your (?:e-?mail )?address added|ensure delivery of your (?:e-?mail|message)) .{0,40}click|please click (?:on )?the (?:following )?link (?:below )?to (?:have your address added|confirm you are|verify your e-?mail))\b/i;

/** Where the message's own words end and quoted or forwarded history begins. */
const HISTORY_START =
  /^(?:>|[ \t]*(?:on|el|en|le|am|op) .{4,200}(?:wrote|escribi[oó]|a [ée]crit|schrieb|schreef):?[ \t]*$|-{2,}\s*(?:original message|mensaje original|forwarded message|mensaje reenviado|message d'origine|urspr[üu]ngliche nachricht|oorspronkelijk bericht)|begin forwarded message:|_{10,}\s*$|(?:from|de|von|van):\s[^\n]{1,200}\n(?:(?:to|para|an|aan|cc|date|fecha|datum):[^\n]*\n)*(?:sent|enviado(?: el)?|date|fecha|gesendet|envoy[ée]|verzonden):\s)/im;

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

const NO_REPLY_SENDER = /^(?:[^@]*[-_.+])?(?:no[-_.]?reply|do[-_.]?not[-_.]?reply|donotreply)(?:[-_.+][^@]*)?@/i;

/** Marked as machine mail: Auto-Submitted, no sender, a null Return-Path, a no-reply address. */
const automated = (message: InboundMessage): boolean => {
  const submitted = header(message, 'auto-submitted').toLowerCase();
  return (submitted !== '' && !submitted.startsWith('no')) || message.from === '' || header(message, 'return-path') === '<>' || NO_REPLY_SENDER.test(message.from);
};

/** Reads the evidence that a message is a delivery notice. */
export function noticeEvidence(message: InboundMessage): NoticeEvidence {
  const contentType = message.contentType;
  const challenge = CHALLENGE.exec(ownTop(message.text));
  if (challenge) return { notice: false, daemon: true, reason: `challenge-response filter: "${challenge[1]}"` };
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
  if (classic) return { notice: true, daemon: true, reason: `mail-system wording "${classic[0].trim().replace(/\s+/g, ' ').slice(0, 80)}"` };
  if (/^(?:Reporting-MTA|Final-Recipient):/im.test(top) && /^(?:Action|Status):/im.test(top)) return { notice: true, daemon: true, reason: 'delivery-status fields in the text' };
  if (daemon) {
    const sentence = FAILURE_SENTENCE.exec(top);
    if (noticeSubject || sentence || QUOTED_SMTP.test(top)) return { notice: true, daemon: true, reason: `sender ${daemon} and ${noticeSubject ? `subject "${message.subject}"` : sentence ? `wording "${sentence[1]}"` : 'a quoted SMTP answer'}` };
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
  if (automated(message) && sentence && ADDRESS.test(top) && (QUOTED_SMTP.test(top) || STRONG_FAILURE.test(sentence[0]))) {
    return { notice: true, daemon: false, reason: `automated sender and failure wording "${sentence[1]}"` };
  }
  return { notice: false, daemon: false, reason: null };
}

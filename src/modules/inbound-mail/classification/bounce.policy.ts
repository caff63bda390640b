/**
 * Delivery notices → a bounce or a delivery report. Standard reports (RFC 3464 multipart/report with a
 * message/delivery-status part) are read field by field (Final-Recipient, Original-Recipient, Action, Status,
 * Diagnostic-Code): any recipient whose Action is failed makes the report a bounce about that recipient; a report whose
 * recipients were all delivered, relayed, expanded or are still being retried is a delivery report. The non-standard
 * notices of Exchange, Domino, Gmail, Postfix, Exim, qmail and Sendmail are read from their text: the failed address
 * from the sentences each of them uses (or X-Failed-Recipients), the status from the SMTP answer they quote, a warning
 * or a success from their subject and wording.
 */
import { bounceClassOf, statusInText } from './bounce-status.policy';
import { phrases } from './bounce-words.constants';
import { DELAY_SUBJECT, FAILURE_SUBJECT, SUCCESS_SUBJECT } from './delivery-notice.constants';
import { noticeEvidence } from './delivery-notice.policy';
import { forwardedReportRecipients, reportRecipients, type DsnRecipient } from './delivery-status.mapper';
import { header } from './inbound-message.mapper';
import type { BounceDetails, DeliveryReportAction, DeliveryReportDetails, InboundMessage } from './inbound-mail.types';
import { DANGEROUS_ATTACHMENT } from './spam-signs.constants';

const MAX_DIAGNOSTIC_CHARS = 500;
/** Notices put the failure first: only this much of the text is searched (it also bounds the cost of the patterns). */
const MAX_NOTICE_CHARS = 32 * 1024;
const SUCCESS_ACTIONS = new Set(['delivered', 'relayed', 'expanded']);
const DAEMON_ADDRESS = /^(?:mailer[-_.]?daemon|post[-_.]?master|mail[-_.]?delivery[-_.]?(?:system|subsystem)?|microsoftexchange[0-9a-f]*|double[-_.]?bounce|bounces?)@/i;

/** A notice says some recipient failed for good (so it is a bounce, whatever its subject says about delays). */
const PERMANENT_TEXT =
  /\b(permanent(?:ly)? (?:fatal )?(?:error|failure)s?|failed permanently|had permanent fatal errors|i'?ve given up|this is a permanent error|delivery has failed to these recipients|delivery to the following recipients? failed|the following address\(es\) failed|message (?:could not be|was not) delivered to the following)\b/i;
/** Delay wording plain enough to overrule a failure subject ("Delivery failure notification … attempts will continue"). */
const PLAIN_DELAY_TEXT =
  /\b(this is a warning (?:message )?only|(?:do not|don'?t) need to re-?send|delivery attempts will continue|will be retried until|only a temporary failure report|(?:is )?kept in the queue for)\b/i;
/** A notice says delivery is only late and will be tried again. */
const DELAY_TEXT =
  /\b(this is a warning (?:message )?only|has not yet been delivered|delivery to the following recipients? (?:has been|was) delayed|there was a temporary problem delivering|will (?:continue to )?(?:retry|try)|has been postponed|delivery attempts will continue|still being retried|transient non-fatal errors|will be retried until|will keep trying|(?:message|delivery) (?:is )?delayed|is delayed for)\b/i;
/** A notice says delivery succeeded. */
const SUCCESS_TEXT =
  /\b(your message (?:was|has been) successfully (delivered|relayed)|delivery to these recipients or groups is complete|your message has been delivered to the following recipients|delivery to the following recipients? succeeded|was (delivered|relayed) to the following|successfully (delivered|relayed) to the destination)/i;

/** An archive a worm sends itself in ("text.zip"): no mail system attaches one to its notice. */
const ARCHIVE_ATTACHMENT = /\.(?:zip|rar|7z)$/i;
const GARBLE_SCAN = 600;
const MIN_GARBLE_SCAN = 100;
/** Share of undecodable or control characters above which a notice's text is data, not words. */
const MAX_GARBLED_SHARE = 0.15;
/** The parts a real notice returns: the report's fields, the returned message or its headers. */
const RETURNED_PART = /^(?:message\/(?:rfc822|delivery-status|global|global-headers|global-delivery-status)|text\/rfc822-headers)\b/i;

/**
 * Worm mail dressed as a delivery notice (Mydoom, Netsky: "Returned mail: Data format error" over a program or an archive):
 * a real notice returns the message or its report, never a program or an archive of its own.
 */
function wormAttachment(message: InboundMessage): string | null {
  if (message.parts.some((part) => RETURNED_PART.test(part.contentType))) return null;
  const attachment = message.attachments.find((name) => DANGEROUS_ATTACHMENT.test(name) || ARCHIVE_ATTACHMENT.test(name));
  if (attachment) return `attaches "${attachment.slice(0, 80)}"`;
  // Mydoom's notices are binary data under a daemon's subject: a mail system writes words (or a report with its fields).
  if (/^multipart\/report/.test(message.contentType)) return null;
  const top = message.text.slice(0, GARBLE_SCAN);
  // Replacement characters (bytes that decode to no character) and control characters: no mail system writes them.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being counted
  const garbled = (top.match(/[\uFFFD\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g) ?? []).length;
  return top.length >= MIN_GARBLE_SCAN && garbled / top.length > MAX_GARBLED_SHARE ? 'its text is binary data' : null;
}

/**
 * Phishing (and quarantine digests) dressed as a delivery notice: it asks the reader to click through to release, review
 * or retrieve mail "held" or "pending" for them. A mail system's failure report returns a message; it never asks that.
 */
const HELD_MAIL_LURE = phrases([
  '(?:messages?|e-?mails?|mails?) (?:has|have) been (?:placed on hold|put on hold|held|suspended|quarantined)',
  '(?:review|retrieve|release|recover|restore) (?:your |the |all |these )?(?:held |pending |blocked |incoming |outgoing )?(?:messages|e-?mails|mails)',
  'pending (?:incoming |outgoing )?(?:messages|e-?mails|mails)', 'authori[sz]e delivery', 'blocked incoming messages',
  'read (?:the |your )?messages below', 'avoid losing (?:important |your )?(?:messages|e-?mails|mails)', 'quarantined e-?mails?',
  'click (?:here |below |on the (?:following )?link(?: below)? )?to (?:review|retrieve|release|recover|restore|authori[sz]e)',
]);
const MAX_LURE_SCAN = 4000;

export interface DeliveryNoticeVerdict {
  bounce: BounceDetails | null;
  report: DeliveryReportDetails | null;
  /** Mail-system mail: a notice, or other mail from mailer-daemon/postmaster. Never a person. */
  machine: boolean;
  reasons: string[];
}

const RECIPIENT_SENTENCES: RegExp[] = [
  /your message to\s+<?([^\s<>@]+@[^\s<>]+?)>?\s+(?:couldn'?t|could not) be delivered/i,
  /(?:could not be|couldn'?t be|was not|wasn'?t) delivered to:?\s+<?([^\s<>@]+@[^\s<>]+?)>?(?:[\s,;]|\.(?:\s|$))/i,
  /wasn'?t delivered to\s+<?([^\s<>@]+@[^\s<>]+?)>?\s/i,
  /delivery to the following recipients? (?:failed|has been delayed)(?: permanently)?:\s+<?([^\s<>@]+@[^\s<>]+?)>?\s/i,
  /delivery has failed to these recipients or groups:\s+(?:[^\n]*\()?<?([^\s<>()@]+@[^\s<>()]+?)>?[)\s]/i,
  /the following (?:address(?:es)?|recipients?)(?: had permanent fatal errors| failed)[^\n]*\n\s*<?([^\s<>@]+@[^\s<>]+?)>?[\s:(]/i,
  /could not be delivered to(?: one or more of its recipients)?[^\n]*\n+\s*<?([^\s<>@]+@[^\s<>]+?)>?[\s:(]/i,
  /^<([^\s<>@]+@[^\s<>]+)>:/m,
  /^\s*([^\s<>@:]+@[^\s<>:]+)\s*\n\s+(?:host|SMTP error|mailbox|retry|all hosts|unrouteable)/im,
  /\b(?:RCPT TO|recipient):?\s*<([^\s<>@]+@[^\s<>]+)>/i,
];

function recipientFromText(message: InboundMessage, text: string): string | null {
  const failed = header(message, 'x-failed-recipients').split(',')[0]?.trim().toLowerCase();
  if (failed && failed.includes('@')) return failed.replace(/[<>]/g, '');
  for (const pattern of RECIPIENT_SENTENCES) {
    const match = pattern.exec(text);
    if (match) return match[1].replace(/[.,;]+$/, '').toLowerCase();
  }
  // A gateway may answer in the recipient's own name: only our addresses and mail-system addresses are left out.
  const own = new Set(message.to);
  const addresses = text.match(/(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g) ?? [];
  const named = addresses.map((address) => address.toLowerCase()).find((address) => !own.has(address) && !DAEMON_ADDRESS.test(address) && !LIST_MANAGER_ADDRESS.test(address));
  return named ?? returnedRecipient(message);
}

/** A list's own service addresses (its owner, its request robot), named in a list manager's notice but never refused. */
const LIST_MANAGER_ADDRESS = /^(?:[^@]*-(?:owner|request|admin|bounces)|owner-[^@]*)@/i;
const RETURNED_TO = /^To:[ \t]*(?:[^<\n]{0,200}<)?([^\s<>@,]{1,64}@[^\s<>@,]{1,255}?)>?[ \t]*\r?$/im;

/** The To of our returned message, when the notice names nobody: the address our mail was refused for. */
function returnedRecipient(message: InboundMessage): string | null {
  const returned = message.parts.find((part) => /^(?:message\/rfc822|text\/rfc822-headers)/.test(part.contentType));
  const match = returned ? RETURNED_TO.exec(returned.content.slice(0, 8000)) : null;
  return match ? match[1].toLowerCase() : null;
}

/** Where notices start returning our original message: its headers (DKIM, SPF...) must not be read as the reason. */
const RETURNED_ORIGINAL =
  /^\s*(?:-{2,}\s*(?:original message|this is a copy of the message|below this line is a copy of the message|undelivered message|returned message|unsent message follows)|your message follows:|original message headers:|------ this is a copy)/im;

/** The words of the notice: up to the returned original, without header lines of returned messages. */
function noticeWords(text: string): string {
  const returned = RETURNED_ORIGINAL.exec(text);
  const notice = returned ? text.slice(0, returned.index) : text;
  const kept: string[] = [];
  let dropping = false;
  for (const line of notice.slice(0, 8000).split('\n')) {
    if (/^[ \t]/.test(line) && dropping) continue;
    dropping = /^(?:dkim-signature|arc-[\w-]+|authentication-results|received-spf|x-[\w-]+|received|return-path):/i.test(line);
    if (!dropping) kept.push(line);
  }
  return kept.join('\n');
}

/** The line of the notice that quotes the remote server (the one with the status or SMTP reply). */
function diagnosticLine(text: string, status: string | null): string | null {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const byStatus = status ? lines.find((line) => line.includes(status) && !/^status:/i.test(line)) : undefined;
  const bySmtp = lines.find((line) => /(?<![\d.])[45]\d\d[\s-]/.test(line) && /[a-z]{3}/i.test(line) && !/^(date|received|status):/i.test(line));
  return byStatus ?? bySmtp ?? null;
}

/** qmail's block for a failed address: "<bob@example.org>:" on its own line, the answer on the next one. */
const ADDRESS_BLOCK_ANSWER = /^<[^\s<>@]{1,64}@[^\s<>]{1,255}>:[ \t]*\r?\n[ \t]*([^\n]{3,300})$/m;

/** The answer under a failed address in a notice that quotes no SMTP reply (qmail's "The users mailfolder is over the allowed quota"). */
function addressBlockAnswer(text: string): string | null {
  return ADDRESS_BLOCK_ANSWER.exec(text.slice(0, MAX_NOTICE_CHARS))?.[1].trim() ?? null;
}

/** A remote server's answer in a session transcript ("<<< 550 5.1.1 … Invalid recipient"). */
const TRANSCRIPT_ANSWER = /^<<<[ \t]*([45]\d\d[ -][^\n]{1,300})$/m;

/** Gateways (InterScan) that attach the relay's own report: the remote answer from its transcript, when the notice quotes none. */
function attachedTranscriptAnswer(message: InboundMessage): string | null {
  for (const part of message.parts) {
    if (!part.contentType.startsWith('message/rfc822')) continue;
    const answer = TRANSCRIPT_ANSWER.exec(part.content.slice(0, MAX_NOTICE_CHARS));
    if (answer) return answer[1].trim();
  }
  return null;
}

function originalMessageId(message: InboundMessage): string | null {
  for (const source of [...message.parts.map((part) => part.content), message.text.slice(0, MAX_NOTICE_CHARS * 2)]) {
    const match = /^Message-ID:\s*(<[^<>\s]+>)/im.exec(source);
    if (match && match[1] !== message.messageId) return match[1];
  }
  return null;
}


type Outcome = 'failed' | 'delayed' | 'success' | null;

/** What one recipient block says: its Action, else the class digit of its Status. */
function outcomeOf(entry: DsnRecipient): Outcome {
  if (entry.action === 'failed') return 'failed';
  if (entry.action === 'delayed') return 'delayed';
  if (entry.action && SUCCESS_ACTIONS.has(entry.action)) return 'success';
  const digit = entry.status?.[0];
  return digit === '5' ? 'failed' : digit === '4' ? 'delayed' : digit === '2' ? 'success' : null;
}

function actionOf(entry: DsnRecipient): DeliveryReportAction {
  if (outcomeOf(entry) === 'delayed') return 'delayed';
  return entry.action === 'relayed' || entry.action === 'expanded' ? entry.action : 'delivered';
}

/** A notice with no usable recipient blocks: a warning or a success report by its subject and wording, unless it says something failed for good. */
function outcomeOfText(message: InboundMessage, words: string): { action: DeliveryReportAction; reason: string } | null {
  if (PERMANENT_TEXT.test(words)) return null;
  const subject = message.subject.replace(/^(?:(?:re|fw|fwd|aw):\s*)+/i, '');
  // A failure subject ("Undeliverable: …") is not overruled by wording about retries or successes elsewhere in the text.
  const failureSubject = FAILURE_SUBJECT.test(subject) && !SUCCESS_SUBJECT.test(subject) && !DELAY_SUBJECT.test(subject);
  const success = SUCCESS_SUBJECT.exec(subject) ?? (failureSubject ? null : SUCCESS_TEXT.exec(words));
  if (success) return { action: /relay/i.test(success[0]) ? 'relayed' : 'delivered', reason: `success wording "${success[0]}"` };
  const delay = DELAY_SUBJECT.exec(subject) ?? PLAIN_DELAY_TEXT.exec(words) ?? (failureSubject ? null : DELAY_TEXT.exec(words));
  if (delay) return { action: 'delayed', reason: `delay wording "${delay[0]}"` };
  return null;
}

/** Reads a message as a delivery notice: a bounce, a delivery report, other mail-system mail, or none of these. */
export function readDeliveryNotice(message: InboundMessage): DeliveryNoticeVerdict {
  const evidence = noticeEvidence(message);
  if (!evidence.notice) return { bounce: null, report: null, machine: evidence.daemon, reasons: evidence.reason ? [evidence.reason] : [] };
  const worm = wormAttachment(message);
  if (worm) return { bounce: null, report: null, machine: true, reasons: [`malware dressed as a delivery notice (${evidence.reason}): ${worm}, and it returns no message`] };
  const lure = HELD_MAIL_LURE.exec(message.text.slice(0, MAX_LURE_SCAN));
  if (lure) return { bounce: null, report: null, machine: true, reasons: [`phishing or a quarantine digest dressed as a delivery notice (${evidence.reason}): "${lure[0]}"`] };
  const reasons = [`delivery notice: ${evidence.reason}`];
  const text = message.text.slice(0, MAX_NOTICE_CHARS);
  const notice = noticeWords(text);
  const dsn = reportRecipients(message).filter((entry) => outcomeOf(entry) !== null);
  // A gateway that forwards a delivery report as an attachment: its fields are in the attached message.
  if (dsn.length === 0) dsn.push(...forwardedReportRecipients(message).filter((entry) => outcomeOf(entry) !== null));
  const failed = dsn.find((entry) => outcomeOf(entry) === 'failed');

  if (dsn.length > 0 && !failed) {
    const entry = dsn.find((candidate) => outcomeOf(candidate) === 'delayed') ?? dsn[0];
    const action = actionOf(entry);
    reasons.push(`Action: ${entry.action ?? '-'}, Status ${entry.status ?? '-'} (${action === 'delayed' ? 'still being retried' : 'delivery succeeded'})`);
    return { bounce: null, report: { action, recipient: entry.recipient ?? recipientFromText(message, text), status: entry.status }, machine: true, reasons };
  }
  if (dsn.length === 0) {
    const outcome = outcomeOfText(message, notice.slice(0, 4000));
    if (outcome) {
      reasons.push(outcome.reason);
      const status = statusInText(notice);
      return { bounce: null, report: { action: outcome.action, recipient: recipientFromText(message, text), status: status?.[0] === '5' ? null : status }, machine: true, reasons };
    }
  }
  const bounce = bounceDetails(message, text, notice, failed ?? null, reasons);
  return { bounce, report: null, machine: true, reasons };
}

function bounceDetails(message: InboundMessage, text: string, notice: string, failed: DsnRecipient | null, reasons: string[]): BounceDetails {
  let status = failed?.status ?? null;
  let diagnostic = failed?.diagnostic ?? null;
  if (failed) reasons.push(`delivery-status fields: Action ${failed.action ?? '-'}, Status ${failed.status ?? '-'}`);
  if (!diagnostic) diagnostic = diagnosticLine(notice, status) ?? diagnosticLine(text, status) ?? addressBlockAnswer(notice);
  if (!diagnostic) {
    diagnostic = attachedTranscriptAnswer(message);
    if (diagnostic) reasons.push("the server's answer read from the transcript in the attached report");
  }
  const diagnosticStatus = diagnostic ? statusInText(diagnostic) : null;
  // The remote server's own code is the better one when the report's Status is vaguer or disagrees within the class.
  if (diagnosticStatus && diagnosticStatus !== status && diagnosticStatus[0] === (status ?? diagnosticStatus)[0]) {
    if (status) reasons.push(`status ${diagnosticStatus} from the server's answer (report says ${status})`);
    status = diagnosticStatus;
  }
  if (!status) {
    status = statusInText(notice);
    if (status) reasons.push(`status ${status} read from the notice text`);
  }
  // A success code is no reason for a failure (a version number or a queue id read as one).
  if (status?.startsWith('2')) status = null;
  const klass = bounceClassOf(status, diagnostic ?? '', `${message.subject}\n${notice.slice(0, 4000)}`);
  reasons.push(status ? `bounce class ${klass}` : `no status code; the words read as ${klass}`);
  return {
    class: klass,
    recipient: failed?.recipient ?? recipientFromText(message, text),
    status,
    diagnostic: diagnostic ? diagnostic.replace(/\s+/g, ' ').trim().slice(0, MAX_DIAGNOSTIC_CHARS) : null,
    original_message_id: originalMessageId(message),
  };
}

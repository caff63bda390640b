/**
 * Delivery failure reports → bounce details. Standard reports (RFC 3464 multipart/report; report-type=
 * delivery-status) are read field by field (Final-Recipient, Original-Recipient, Action, Status, Diagnostic-Code);
 * the non-standard notices of Exchange/Office 365, Gmail, Postfix, Exim, qmail and Sendmail are read from their text:
 * the failed address from the sentences each of them uses (or X-Failed-Recipients), the status from the SMTP answer
 * they quote.
 */
import { bounceClassOf, statusFromWords, statusInText } from './bounce-status.policy';
import { header } from './inbound-message.mapper';
import type { BounceDetails, InboundMessage } from './inbound-mail.types';

const MAX_DIAGNOSTIC_CHARS = 500;
/** Notices put the failure first: only this much of the text is searched (it also bounds the cost of the patterns). */
const MAX_NOTICE_CHARS = 32 * 1024;

const DAEMON_SENDER = /^(mailer[-_.]?daemon|post[-_.]?master|mail[-_.]?delivery[-_.]?(system|subsystem)?|microsoftexchange[0-9a-f]*|double[-_.]?bounce|bounces?)(@|$)/i;
const DAEMON_NAME = /\b(mail deliver(y)? (system|subsystem)|mailer[- ]daemon|postmaster|microsoft outlook|system administrator)\b/i;
const BOUNCE_SUBJECT =
  /^(?:\[[^\]]{1,40}\]\s*)?(undeliverable|undelivered mail|delivery status notification|mail delivery (?:status notification|failed|failure)|failure notice|returned mail|(?:permanent )?delivery (?:failure|failed|has failed|status|notification)|(?:failed|failure) delivery|message delivery (?:has )?failed|message not delivered|mail system error|warning: could not send message|warning--could not send mail|warning: message \S+ delayed|delayed mail|delivery delayed|mail failed|mail failure|mail could not be delivered|could not send message|there was an error sending your mail|non remis|no se puede entregar|notificaci[oó]n de estado de entrega|no entregado)/i;
const MAIL_WORDS = /\b(recipients?|mailbox|smtp|mail server|e-?mail address|remote (?:host|server))\b/i;
/** Sentences of failure notices, for daemon mail whose subject is none of the above. */
const BOUNCE_SENTENCE = /\b(could not be delivered|couldn'?t be delivered|wasn'?t delivered|undeliverable|delivery (?:has )?failed|permanent (?:fatal )?error|user unknown|unable to deliver|returned to sender|delivery to the following recipients? failed)\b/i;
const SUCCESS_ACTIONS = new Set(['delivered', 'relayed', 'expanded']);

interface DsnRecipient {
  recipient: string | null;
  action: string | null;
  status: string | null;
  diagnostic: string | null;
}

export interface BounceVerdict {
  details: BounceDetails | null;
  /** The report says delivery succeeded (a positive DSN): not a bounce. */
  success: boolean;
  reasons: string[];
}

/** `Name: value` fields of a header-like block, folded lines joined, names lower-cased, the first value of each kept. */
export function unfoldedFields(block: string): Map<string, string> {
  const fields = new Map<string, string>();
  let last: string | null = null;
  for (const line of block.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && last) {
      fields.set(last, `${fields.get(last)} ${line.trim()}`);
      continue;
    }
    const match = /^([A-Za-z][A-Za-z0-9-]*):\s*(.*)$/.exec(line);
    if (!match) continue;
    last = match[1].toLowerCase();
    if (!fields.has(last)) fields.set(last, match[2].trim());
  }
  return fields;
}

/** `rfc822; bob@x` → bob@x (lower case). */
function addressOfField(value: string | undefined): string | null {
  if (!value) return null;
  const bare = value.replace(/^[a-z0-9-]+\s*;\s*/i, '').replace(/[<>]/g, '').trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(bare) ? bare : null;
}

/** The per-recipient blocks of a machine-readable delivery report, found in the decoded text. */
export function dsnRecipients(text: string): DsnRecipient[] {
  const recipients: DsnRecipient[] = [];
  let covered = -1;
  for (const match of text.matchAll(/^(Final|Original)-Recipient:/gim)) {
    if (match.index < covered) continue;
    // The block runs from the first recipient field back to the blank line before it, and on to the next blank line.
    const before = text.lastIndexOf('\n\n', match.index);
    const from = before < 0 ? match.index : before + 2;
    const rest = text.slice(from);
    const end = rest.search(/\r?\n\s*\r?\n/);
    const block = end < 0 ? rest : rest.slice(0, end);
    covered = from + block.length;
    const fields = unfoldedFields(block);
    if (!fields.has('action') && !fields.has('status')) continue;
    recipients.push({
      recipient: addressOfField(fields.get('final-recipient')) ?? addressOfField(fields.get('original-recipient')),
      action: fields.get('action')?.toLowerCase() ?? null,
      status: fields.has('status') ? statusInText(fields.get('status')!) : null,
      diagnostic: fields.get('diagnostic-code')?.replace(/^[a-z-]+\s*;\s*/i, '').trim() ?? null,
    });
  }
  return recipients;
}

const RECIPIENT_SENTENCES: RegExp[] = [
  /your message to\s+<?([^\s<>@]+@[^\s<>]+?)>?\s+couldn'?t be delivered/i,
  /wasn'?t delivered to\s+<?([^\s<>@]+@[^\s<>]+?)>?\s/i,
  /delivery to the following recipients? (?:failed|has been delayed)(?: permanently)?:\s+<?([^\s<>@]+@[^\s<>]+?)>?\s/i,
  /delivery has failed to these recipients or groups:\s+(?:[^\n]*\()?<?([^\s<>()@]+@[^\s<>()]+?)>?[)\s]/i,
  /the following (?:address(?:es)?|recipients?)(?: had permanent fatal errors| failed)[^\n]*\n\s*<?([^\s<>@]+@[^\s<>]+?)>?[\s:(]/i,
  /could not be delivered to(?: one or more of its recipients)?[^\n]*\n+\s*<?([^\s<>@]+@[^\s<>]+?)>?[\s:(]/i,
  /^<([^\s<>@]+@[^\s<>]+)>:/m,
  /^\s*([^\s<>@:]+@[^\s<>:]+)\s*\n\s+(?:host|SMTP error|mailbox|retry|all hosts|unrouteable)/im,
  /\b(?:RCPT TO|recipient):?\s*<([^\s<>@]+@[^\s<>]+)>/i,
];

function looksLikeReport(message: InboundMessage): { report: boolean; reason: string | null } {
  if (/^multipart\/report/.test(message.contentType) && /report-type=["']?delivery-status/.test(message.contentType)) {
    return { report: true, reason: 'multipart/report; report-type=delivery-status' };
  }
  if (header(message, 'x-failed-recipients')) return { report: true, reason: `X-Failed-Recipients: ${header(message, 'x-failed-recipients')}` };
  const daemon = DAEMON_SENDER.test(message.from) || DAEMON_NAME.test(message.fromName);
  const subject = BOUNCE_SUBJECT.test(message.subject.replace(/^(re|fw|fwd):\s*/i, ''));
  if (daemon && subject) return { report: true, reason: `sender ${message.from || message.fromName} and subject "${message.subject}"` };
  // A failure subject of its own: a responder answering our "Delivery status of your shipment" writes "Re: …".
  const ownSubject = BOUNCE_SUBJECT.test(message.subject);
  if (ownSubject && (header(message, 'auto-submitted') !== '' || message.headers.has('x-ms-exchange-message-is-ndr') || message.from === '')) {
    return { report: true, reason: `subject "${message.subject}" from an automated sender` };
  }
  if (message.headers.has('x-ms-exchange-message-is-ndr')) return { report: true, reason: 'X-MS-Exchange-Message-Is-Ndr header' };
  // A gateway with another name: its own failure subject over failure wording about a mail recipient (a customer's
  // "Delivery failure: the sofa could not be delivered" names no mailbox).
  const head = message.text.slice(0, 4000);
  if (ownSubject && BOUNCE_SENTENCE.test(head) && MAIL_WORDS.test(head) && /[^\s<>@]+@[^\s<>@]+\.[a-z]{2,}/i.test(head)) {
    return { report: true, reason: `subject "${message.subject}" and failure wording` };
  }
  if (daemon && BOUNCE_SENTENCE.test(message.text.slice(0, 4000))) return { report: true, reason: `sender ${message.from || message.fromName} and failure wording` };
  return { report: false, reason: null };
}

function recipientFromText(message: InboundMessage, text: string): string | null {
  const failed = header(message, 'x-failed-recipients').split(',')[0]?.trim().toLowerCase();
  if (failed && failed.includes('@')) return failed.replace(/[<>]/g, '');
  for (const pattern of RECIPIENT_SENTENCES) {
    const match = pattern.exec(text);
    if (match) return match[1].replace(/[.,;]+$/, '').toLowerCase();
  }
  const own = new Set([message.from, ...message.to]);
  const any = text.match(/(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g) ?? [];
  return any.map((address) => address.toLowerCase()).find((address) => !own.has(address) && !DAEMON_SENDER.test(address)) ?? null;
}

/** Where notices start returning our original message: its headers (DKIM, SPF...) must not be read as the reason. */
const RETURNED_ORIGINAL =
  /^(?:-{2,}\s*(?:original message|this is a copy of the message|below this line is a copy of the message|undelivered message|returned message)|original message headers:|------ this is a copy)/im;

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

function originalMessageId(message: InboundMessage): string | null {
  for (const source of [...message.parts.map((part) => part.content), message.text.slice(0, MAX_NOTICE_CHARS * 2)]) {
    const match = /^Message-ID:\s*(<[^<>\s]+>)/im.exec(source);
    if (match && match[1] !== message.messageId) return match[1];
  }
  return null;
}

/** Reads a message as a delivery failure report; details is null when it is not one. */
export function readBounce(message: InboundMessage): BounceVerdict {
  const looks = looksLikeReport(message);
  if (!looks.report) return { details: null, success: false, reasons: [] };
  const reasons = [`delivery report: ${looks.reason}`];
  const text = message.text.slice(0, MAX_NOTICE_CHARS);
  const dsn = dsnRecipients(text);
  const failed = dsn.find((entry) => entry.action === 'failed') ?? dsn.find((entry) => entry.action === 'delayed') ?? dsn.find((entry) => !SUCCESS_ACTIONS.has(entry.action ?? ''));
  if (dsn.length > 0 && !failed) return { details: null, success: true, reasons: [...reasons, `Action: ${dsn[0].action} (delivery succeeded)`] };

  let status = failed?.status ?? null;
  let diagnostic = failed?.diagnostic ?? null;
  if (failed) reasons.push(`delivery-status fields: Action ${failed.action ?? '-'}, Status ${failed.status ?? '-'}`);
  if (!diagnostic) diagnostic = diagnosticLine(text, status);
  const diagnosticStatus = diagnostic ? statusInText(diagnostic) : null;
  // The remote server's own code is the better one when the report's Status is vaguer or disagrees within the class.
  if (diagnosticStatus && diagnosticStatus !== status && diagnosticStatus[0] === (status ?? diagnosticStatus)[0]) {
    if (status) reasons.push(`status ${diagnosticStatus} from the server's answer (report says ${status})`);
    status = diagnosticStatus;
  }
  if (!status) {
    status = statusInText(text);
    if (status) reasons.push(`status ${status} read from the notice text`);
  }
  const delayed = failed?.action === 'delayed' || /\b(delay(ed)?|warning: could not send|still being retried)\b/i.test(message.subject);
  const words = `${diagnostic ?? ''}\n${noticeWords(text).slice(0, 4000)}`;
  // No status stated: the class comes from the SMTP reply code and the words (the status field stays null).
  const inferred = status ?? statusFromWords(words);
  if (!status && inferred) reasons.push(`no status code; the words read as ${inferred}`);
  const stated = inferred ? bounceClassOf(inferred, words) : 'soft';
  const klass = delayed && stated !== 'policy' ? 'soft' : stated;
  const recipient = failed?.recipient ?? recipientFromText(message, text);
  reasons.push(`bounce class ${klass}${delayed ? ' (delivery delayed, still being retried)' : ''}`);
  return {
    details: {
      class: klass,
      recipient,
      status,
      diagnostic: diagnostic ? diagnostic.replace(/\s+/g, ' ').trim().slice(0, MAX_DIAGNOSTIC_CHARS) : null,
      original_message_id: originalMessageId(message),
    },
    success: false,
    reasons,
  };
}

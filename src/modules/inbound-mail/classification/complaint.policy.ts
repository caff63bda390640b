/**
 * Spam complaints → complaint details. Mailbox providers (Microsoft JMRP, Yahoo CFL and other feedback loops) send
 * them as Abuse Reporting Format reports (RFC 5965): multipart/report; report-type=feedback-report, a
 * message/feedback-report part (Feedback-Type, Original-Rcpt-To, Original-Mail-From, Arrival-Date) and the message
 * complained about, whole (message/rfc822) or its headers only (text/rfc822-headers). Only abuse and fraud reports
 * are complaints: authentication-failure (DMARC), not-spam and virus reports are other machine mail. Hotmail's older
 * reports ("complaint about message from <IP>", the message attached, no ARF fields) are complaints too.
 */
import { unfoldedFields } from './delivery-status.mapper';
import type { ComplaintDetails, InboundMessage } from './inbound-mail.types';

const COMPLAINT_TYPES = new Set(['abuse', 'fraud']);
const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
/** How providers hide the recipient: `redacted@…`, `xxxxx@…`, `****@…`, `[redacted]`. */
const REDACTED = /redacted|^[x*#]+@|^\W*$/i;

export interface ComplaintVerdict {
  /** The message is a feedback report (whatever its type). */
  report: boolean;
  details: ComplaintDetails | null;
  reasons: string[];
}

function isFeedbackReport(message: InboundMessage): boolean {
  return /^multipart\/report/.test(message.contentType) && /report-type=["']?feedback-report/.test(message.contentType);
}

/** A report sent without its report-type: the feedback fields (Feedback-Type with Version or User-Agent) open a block of the text. */
function feedbackFieldsInText(message: InboundMessage): boolean {
  const head = message.text.slice(0, 16_000);
  return /^Feedback-Type:[ \t]*[\w-]+[ \t]*$/im.test(head) && /^(?:Version|User-Agent|Original-Mail-From|Arrival-Date):/im.test(head);
}

/** The machine-readable block: its own part, else the lines mailparser folded into the text. */
function reportFields(message: InboundMessage): Map<string, string> | null {
  const part = message.parts.find((entry) => entry.contentType.startsWith('message/feedback-report'));
  if (part) return unfoldedFields(part.content);
  const at = message.text.search(/^Feedback-Type:/im);
  if (at < 0) return null;
  const before = message.text.lastIndexOf('\n\n', at);
  const rest = message.text.slice(before < 0 ? at : before + 2);
  const end = rest.search(/\r?\n\s*\r?\n/);
  return unfoldedFields(end < 0 ? rest : rest.slice(0, end));
}

/** The header block of the returned message (message/rfc822 or text/rfc822-headers part). */
function returnedHeaders(message: InboundMessage): Map<string, string> | null {
  const part = message.parts.find((entry) => entry.contentType.startsWith('message/rfc822') || entry.contentType.startsWith('text/rfc822-headers'));
  if (!part) return null;
  const end = part.content.search(/\r?\n\r?\n/);
  return unfoldedFields(end < 0 ? part.content : part.content.slice(0, end));
}

/** `rfc822; Bob <bob@x>` or `bob@x` → bob@x (lower case); null when absent, malformed or redacted. */
export function readableAddress(value: string | undefined): string | null {
  if (!value) return null;
  const bracketed = /<([^<>]*)>/.exec(value)?.[1];
  const bare = (bracketed ?? value.replace(/^[a-z0-9-]+\s*;\s*/i, '').split(',')[0]).trim().toLowerCase();
  if (!ADDRESS.test(bare) || REDACTED.test(bare)) return null;
  return bare;
}

/** Hotmail's older junk-mail reports: no ARF fields, the complained-about message attached whole. */
const HOTMAIL_SUBJECT = /^\s*complaint about message from\b/i;
const HOTMAIL_SENDER = /@(?:hotmail|msn|live|outlook)\.com$/i;

/** The header block of the message a report returns: an attached part, else the headers mailparser folded into the text. */
function returnedOrInlineHeaders(message: InboundMessage): Map<string, string> | null {
  const attached = returnedHeaders(message);
  if (attached) return attached;
  const text = message.text.replace(/^\s+/, '');
  const end = text.search(/\r?\n\r?\n/);
  const fields = unfoldedFields(end < 0 ? text : text.slice(0, end));
  return fields.size > 0 ? fields : null;
}

function hotmailComplaint(message: InboundMessage): ComplaintVerdict {
  const returned = returnedOrInlineHeaders(message);
  const recipient = readableAddress(returned?.get('x-hmxmroriginalrecipient')) ?? readableAddress(returned?.get('to'));
  const originalId = /<[^<>\s]+>/.exec(returned?.get('message-id') ?? '')?.[0] ?? null;
  return {
    report: true,
    details: { feedback_type: 'abuse', recipient, original_message_id: originalId === message.messageId ? null : originalId, arrival_date: null, reporter: message.from.split('@')[1] ?? null },
    reasons: [`Hotmail junk-mail report "${message.subject}" from ${message.from}`],
  };
}

/** Reads a message as a spam complaint; details is null when it is not one (report says whether it is a feedback report at all). */
export function readComplaint(message: InboundMessage): ComplaintVerdict {
  const fields = isFeedbackReport(message) || message.parts.some((entry) => entry.contentType.startsWith('message/feedback-report')) || feedbackFieldsInText(message) ? reportFields(message) : null;
  if (!fields) return HOTMAIL_SUBJECT.test(message.subject) && HOTMAIL_SENDER.test(message.from) ? hotmailComplaint(message) : { report: false, details: null, reasons: [] };
  const type = (fields.get('feedback-type') ?? '').toLowerCase().trim();
  if (!COMPLAINT_TYPES.has(type)) return { report: true, details: null, reasons: [`feedback report, Feedback-Type: ${type || 'none'} (not a complaint)`] };

  const reasons = [`feedback report, Feedback-Type: ${type}`];
  const returned = returnedHeaders(message);
  const rcptTo = readableAddress(fields.get('original-rcpt-to'));
  const returnedTo = rcptTo ? null : readableAddress(returned?.get('to'));
  const recipient = rcptTo ?? returnedTo;
  reasons.push(rcptTo ? 'recipient from Original-Rcpt-To' : returnedTo ? "recipient from the returned message's To" : 'recipient redacted or absent');
  const originalId = /<[^<>\s]+>/.exec(returned?.get('message-id') ?? '')?.[0] ?? null;
  const ownId = originalId !== null && originalId === message.messageId ? null : originalId;
  if (ownId) reasons.push(`complained-about message ${ownId}`);
  const reporter = fields.get('user-agent') ?? (message.from.split('@')[1] || null);
  return {
    report: true,
    details: { feedback_type: type, recipient, original_message_id: ownId, arrival_date: fields.get('arrival-date') ?? fields.get('received-date') ?? null, reporter },
    reasons,
  };
}

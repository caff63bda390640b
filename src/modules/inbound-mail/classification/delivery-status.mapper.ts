/**
 * The machine-readable part of a delivery report (RFC 3464 message/delivery-status, RFC 6533
 * message/global-delivery-status): one block per recipient with Final-Recipient, Action, Status and Diagnostic-Code.
 * mailparser folds an inline delivery-status part into the text and keeps one sent as an attachment as a part; both
 * are read.
 */
import { statusInText } from './bounce-status.policy';
import type { InboundMessage } from './inbound-mail.types';

/** Only this much of the text is searched for the report fields. */
const MAX_REPORT_CHARS = 64 * 1024;
const MAX_RECIPIENTS = 50;

export interface DsnRecipient {
  recipient: string | null;
  /** Action as reported, lower-cased (failed, delayed, delivered, relayed, expanded); null when absent. */
  action: string | null;
  status: string | null;
  diagnostic: string | null;
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
    if (recipients.length >= MAX_RECIPIENTS) break;
    // The block runs from the first recipient field back to the blank line before it, and on to the next blank line.
    const before = text.lastIndexOf('\n\n', match.index);
    const from = before < 0 ? match.index : before + 2;
    const rest = text.slice(from);
    const end = rest.search(/\n\s*\n/);
    const block = end < 0 ? rest : rest.slice(0, end);
    covered = from + block.length;
    const fields = unfoldedFields(block);
    if (!fields.has('action') && !fields.has('status')) continue;
    recipients.push({
      recipient: addressOfField(fields.get('final-recipient')) ?? addressOfField(fields.get('original-recipient')),
      action: fields.get('action')?.toLowerCase().split(/[\s;(]/)[0] || null,
      status: fields.has('status') ? statusInText(fields.get('status')!) : null,
      diagnostic: fields.get('diagnostic-code')?.replace(/^[a-z-]+\s*;\s*/i, '').trim() ?? null,
    });
  }
  return recipients;
}

const STATUS_PART = /^message\/(?:global-)?delivery-status/;

/** Every recipient block of the message: from delivery-status parts kept as attachments, then from the text. */
export function reportRecipients(message: InboundMessage): DsnRecipient[] {
  const fromParts = message.parts.filter((part) => STATUS_PART.test(part.contentType)).flatMap((part) => dsnRecipients(part.content.replace(/\r\n?/g, '\n')));
  return [...fromParts, ...dsnRecipients(message.text.slice(0, MAX_REPORT_CHARS).replace(/\r\n?/g, '\n'))];
}

/** The message carries a delivery-status part (as a part, or folded into the text by mailparser). */
export function hasDeliveryStatus(message: InboundMessage): boolean {
  return message.parts.some((part) => STATUS_PART.test(part.contentType)) || reportRecipients(message).length > 0;
}

/** The recipient blocks of a delivery report forwarded whole as a message/rfc822 attachment. */
export function forwardedReportRecipients(message: InboundMessage): DsnRecipient[] {
  return message.parts
    .filter((part) => part.contentType.startsWith('message/rfc822') && /^Content-Type:\s*message\/(?:global-)?delivery-status/im.test(part.content))
    .flatMap((part) => dsnRecipients(part.content.replace(/\r\n?/g, '\n')));
}

/**
 * Spam, malware and scams that say nothing of opting out and come through no bulk mailer: read only in mail that
 * answers nothing of ours (bulk-mail.policy decides that and passes the message's own words). An attachment that runs
 * code or hides its type, a security gateway's note that it removed such a file, a greeting to a crowd of customers
 * or partners at the top, or two of a romance scam's turns of phrase. A lead writing to us first names a person or
 * our service desk, sends documents, and asks about our work.
 */
import type { InboundMessage } from './inbound-mail.types';
import {
  ADVANCE_FEE_CUE, CHINESE_SPAM_CUE, CROWD_SALUTATION, MIN_ADVANCE_FEE_CUES, MIN_CHINESE_SPAM_CUES, DANGEROUS_ATTACHMENT, GATEWAY_ACTION, GATEWAY_FILE_LINE, MAX_SALUTATION_CHARS, MIN_ROMANCE_CUES, ROMANCE_CUE,
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

/** The reason unthreaded mail reads as spam, malware or a scam by its own words and files; null when it does not. */
export function spamSign(message: InboundMessage, own: string): string | null {
  const attachment = message.attachments.find((name) => DANGEROUS_ATTACHMENT.test(name));
  if (attachment) return `malware: answers nothing of ours and attaches "${attachment.slice(0, 80)}"`;
  const removed = GATEWAY_FILE_LINE.exec(own);
  if (removed && GATEWAY_ACTION.test(own)) return `malware: a security gateway took out "${removed[0].trim().slice(0, 80)}"`;
  const salutation = CROWD_SALUTATION.exec(own.trimStart().slice(0, MAX_SALUTATION_CHARS));
  if (salutation) return `bulk mail: answers nothing of ours and greets a crowd ("${salutation[0].trim().slice(0, 60)}")`;
  const cues = distinctRomanceCues(own);
  if (cues.length >= MIN_ROMANCE_CUES) return `scam: answers nothing of ours and reads as a romance scam (${cues.join(', ')})`;
  const chinese = new Set([...`${message.subject}\n${own.slice(0, MAX_ROMANCE_SCAN)}`.matchAll(CHINESE_SPAM_CUE)].map((match) => match[0]));
  return chinese.size >= MIN_CHINESE_SPAM_CUES ? `spam: answers nothing of ours and sells invoices, leads or mass mailing (${[...chinese].slice(0, 4).join(', ')})` : null;
}

/**
 * Classifies one inbound message (a reply to our sequence mail, a delivery failure report, an out-of-office
 * notice, or unrelated automated mail). Pure: the same bytes always give the same answer, nothing is stored.
 * Order: spam complaint (a feedback report) → Amazon SES notification → delivery notice (bounce, delivery report, other
 * mail-system mail) → auto-reply → bulk/no-reply mail → a person (asking to unsubscribe, or replying). Bounce evidence
 * is read before the auto-reply headers: mail systems mark their notices Auto-Submitted too.
 */
import { Injectable } from '@nestjs/common';
import { readAutoReply } from './auto-reply.policy';
import { readDeliveryNotice } from './bounce.policy';
import { readComplaint } from './complaint.policy';
import { decodeInboundMessage } from './inbound-message.mapper';
import type { InboundMailClassification, InboundMessage } from './inbound-mail.types';
import { visibleReplyText } from './reply-text.policy';
import { replyTokenCandidates } from './reply-token.policy';
import { returnDateIn } from './return-date.policy';
import { readSesNotification } from './ses-notification.policy';

const UNSUBSCRIBE =
  /(?:^|[.!,;:]\s*|\b(?:and|but|so|y|pero)\s+)(?:(?:please\s+)?(?:unsubscribe(?: me)?|remove me(?: from (?:your|this) (?:mailing )?list)?|take me off (?:your|this) (?:mailing )?list|stop (?:e-?mailing|sending (?:me )?(?:e-?mails|emails|messages))(?: me)?|do not (?:e-?mail|contact) me(?: again)?|opt(?:[- ])?out)|(?:por favor,?\s+)?(?:d(?:e|a)me de baja|darme de baja|no me (?:env[ií]en|escriban|manden) m[aá]s(?: correos)?|quiero darme de baja|elim[ií]n(?:e|a)me de (?:su|tu|la) lista))\b/i;
const MAX_UNSUBSCRIBE_CHARS = 160;

function base(message: InboundMessage): Omit<InboundMailClassification, 'kind' | 'reasons' | 'bounce' | 'delivery_report' | 'complaint' | 'auto_reply' | 'human_reply'> {
  return {
    message_id: message.messageId,
    in_reply_to: message.inReplyTo,
    references: message.references,
    from: message.from,
    to: message.to,
    subject: message.subject,
    date: message.date,
    reply_token_candidates: replyTokenCandidates(message),
  };
}

/** Classifies a decoded message. */
export function classifyInboundMessage(message: InboundMessage): InboundMailClassification {
  const common = base(message);
  const empty = { bounce: null, delivery_report: null, complaint: null, auto_reply: null, human_reply: null };

  // A feedback report is multipart/report too: it is read before the delivery report rules see it.
  const complaint = readComplaint(message);
  if (complaint.details) return { ...common, ...empty, kind: 'complaint', reasons: complaint.reasons, complaint: complaint.details };
  if (complaint.report) return { ...common, ...empty, kind: 'other', reasons: complaint.reasons };

  const ses = readSesNotification(message);
  if (ses?.bounce) return { ...common, ...empty, kind: 'bounce', reasons: ses.reasons, bounce: ses.bounce };
  if (ses?.complaint) return { ...common, ...empty, kind: 'complaint', reasons: ses.reasons, complaint: ses.complaint };
  if (ses?.report) return { ...common, ...empty, kind: 'delivery_report', reasons: ses.reasons, delivery_report: ses.report };

  const notice = readDeliveryNotice(message);
  if (notice.bounce) return { ...common, ...empty, kind: 'bounce', reasons: notice.reasons, bounce: notice.bounce };
  if (notice.report) return { ...common, ...empty, kind: 'delivery_report', reasons: notice.reasons, delivery_report: notice.report };
  if (notice.machine) return { ...common, ...empty, kind: 'other', reasons: notice.reasons };

  const reportType = /^multipart\/report/.test(message.contentType) ? /report-type=["']?([\w-]+)/.exec(message.contentType)?.[1] : undefined;
  if (reportType && reportType !== 'delivery-status') {
    // Read receipts (disposition-notification) and other reports: machine mail, not replies.
    return { ...common, ...empty, kind: 'other', reasons: [`multipart/report; report-type=${reportType}`] };
  }

  const auto = readAutoReply(message);
  if (auto.autoReply) {
    const sent = message.date ?? new Date();
    const returnDate = auto.outOfOffice ? returnDateIn(`${message.subject}\n${message.text}`, sent) : null;
    const reasons = returnDate ? [...auto.reasons, `return date ${returnDate}`] : auto.reasons;
    return { ...common, ...empty, kind: 'auto_reply', reasons, auto_reply: { out_of_office: auto.outOfOffice, return_date: returnDate } };
  }
  if (auto.automated) return { ...common, ...empty, kind: 'other', reasons: auto.reasons };
  if (message.from === '') return { ...common, ...empty, kind: 'other', reasons: ['no sender address: not a person replying'] };

  const text = visibleReplyText(message.text);
  const threaded = message.inReplyTo !== null || message.references.length > 0;
  const reasons = [threaded ? 'threaded reply (In-Reply-To/References)' : 'no automated-mail signals', `visible text ${text.length} characters`];
  const request = text.length <= MAX_UNSUBSCRIBE_CHARS ? UNSUBSCRIBE.exec(text) ?? UNSUBSCRIBE.exec(message.subject.replace(/^(?:re|rv|aw):\s*/i, '')) : null;
  if (request) return { ...common, ...empty, kind: 'unsubscribe_request', reasons: [...reasons, `asks to unsubscribe: "${request[0]}"`], human_reply: { text } };
  return { ...common, ...empty, kind: 'human_reply', reasons, human_reply: { text } };
}

/** Decodes and classifies one raw message. */
export async function classifyInboundMail(raw: Buffer | string): Promise<InboundMailClassification> {
  return classifyInboundMessage(await decodeInboundMessage(raw));
}

/** Injectable facade for the inbound-mail worker. */
@Injectable()
export class InboundMailClassifier {
  classify(raw: Buffer | string): Promise<InboundMailClassification> {
    return classifyInboundMail(raw);
  }
}

import { randomUUID } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';

/** What a demo contact's reply answers: our last email of the run, and who it went to. */
export interface RepliedEmail {
  contactEmail: string;
  contactName: string | null;
  /** The Reply-To of our email (the sender's address carrying the run's reply token). */
  replyTo: string;
  fromEmail: string;
  messageId: string;
  subject: string;
  sentAt: Date | null;
}

const REPLY_TEXT = 'Thanks for reaching out! Yes, I am still planning the move. Could you give me a call tomorrow morning?';

/** `Re: subject`, without stacking prefixes when the subject already is a reply. */
export const replySubject = (subject: string): string => (/^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`);

/** The reply's plain text: a short answer above the quoted history, as a mail client writes it. */
export function replyBody(original: RepliedEmail, text = REPLY_TEXT): string {
  const when = (original.sentAt ?? new Date()).toUTCString();
  return [text, '', `On ${when}, ${original.fromEmail} wrote:`, `> ${original.subject}`, '>', '> (our sequence email)', ''].join('\n');
}

/**
 * The raw RFC 822 message a demo contact's mail client would send back: From the contact, To our Reply-To, threaded
 * on our Message-ID (In-Reply-To and References), with a fresh Message-ID of its own.
 */
export async function buildDemoReply(original: RepliedEmail, now = new Date()): Promise<Buffer> {
  const domain = original.contactEmail.split('@')[1] ?? 'demo.invalid';
  const composer = new MailComposer({
    from: original.contactName ? { name: original.contactName, address: original.contactEmail } : original.contactEmail,
    to: original.replyTo,
    subject: replySubject(original.subject),
    inReplyTo: original.messageId,
    references: [original.messageId],
    messageId: `<demo-reply-${randomUUID()}@${domain}>`,
    date: now,
    text: replyBody(original),
  });
  return composer.compile().build();
}

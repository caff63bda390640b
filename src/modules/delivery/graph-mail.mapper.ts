import { randomUUID } from 'node:crypto';
import type { OutgoingMail } from './mail-provider.types';

/** Graph's recipient shape. */
export interface GraphRecipient {
  emailAddress: { address: string; name?: string };
}

/** The message resource of `POST /users/{mailbox}/sendMail` as this app fills it. */
export interface GraphSendMailBody {
  message: {
    subject: string;
    body: { contentType: 'HTML'; content: string };
    from: GraphRecipient;
    toRecipients: GraphRecipient[];
    replyTo?: GraphRecipient[];
    internetMessageId: string;
    internetMessageHeaders?: { name: string; value: string }[];
  };
  saveToSentItems: boolean;
}

/** `Name <address>` or a bare address → Graph's recipient. */
export function graphRecipient(value: string): GraphRecipient {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  if (!match) return { emailAddress: { address: value.trim() } };
  const name = match[1].trim();
  return { emailAddress: name ? { address: match[2].trim(), name } : { address: match[2].trim() } };
}

/** A fresh internet Message-ID on the sender's domain. */
export function newMessageId(from: string): string {
  const address = graphRecipient(from).emailAddress.address;
  const domain = address.includes('@') ? address.slice(address.lastIndexOf('@') + 1) : 'localhost';
  return `<${randomUUID()}@${domain}>`;
}

/**
 * The sendMail body. Graph's JSON message carries one body, so the HTML goes and the plain-text alternative does
 * not (Exchange derives its own); Graph accepts only custom `X-` headers, so other headers are left out. The
 * Message-ID is ours, set as internetMessageId, because sendMail answers 202 with no body to read one from.
 */
export function graphSendMailBody(message: OutgoingMail, messageId: string, saveToSentItems: boolean): GraphSendMailBody {
  const recipients = Array.isArray(message.to) ? message.to : [message.to];
  const headers = Object.entries(message.headers ?? {})
    .filter(([name]) => /^x-/i.test(name))
    .map(([name, value]) => ({ name, value }));
  return {
    message: {
      subject: message.subject,
      body: { contentType: 'HTML', content: message.html },
      from: graphRecipient(message.from),
      toRecipients: recipients.map(graphRecipient),
      ...(message.replyTo ? { replyTo: [graphRecipient(message.replyTo)] } : {}),
      internetMessageId: messageId,
      ...(headers.length > 0 ? { internetMessageHeaders: headers } : {}),
    },
    saveToSentItems,
  };
}

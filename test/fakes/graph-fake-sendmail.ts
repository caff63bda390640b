// sendMail of the Graph fake: POST {url}/v1.0/users/{mailbox}/sendMail with Graph's JSON body
// ({message:{subject, body:{contentType, content}, toRecipients, ...}, saveToSentItems}). Accepted mail answers 202
// with an empty body and a request-id header, as Graph does, and is kept in the fake's `sent` list (and, unless
// saveToSentItems is false, filed in the mailbox's Sent Items with its internetMessageId); a body Graph would refuse
// answers 400 in Graph's error shape.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isRecord, newCorrelationId, parseJson, type RequestContext } from './http-helpers';
import { GraphRequestError } from './graph-fake-mailbox';

/** One message the fake accepted through sendMail. */
export interface GraphSentMail {
  /** The mailbox in the URL, as given. */
  mailbox: string;
  /** The request-id header of the 202. */
  requestId: string;
  /** The `message` object as posted. */
  message: Record<string, unknown>;
  /** true unless the body said false (Graph's default). */
  saveToSentItems: boolean;
  /** The Authorization header's bearer token. */
  token: string | undefined;
}

const recipientsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map((entry: unknown) => (isRecord(entry) && isRecord(entry.emailAddress) && typeof entry.emailAddress.address === 'string' ? entry.emailAddress.address : ''))
    : [];

const addressLine = (value: unknown): string => {
  if (!isRecord(value) || !isRecord(value.emailAddress) || typeof value.emailAddress.address !== 'string') return '';
  const { address, name } = value.emailAddress;
  return typeof name === 'string' && name ? `"${name}" <${address}>` : address;
};

/** The MIME Exchange would file in Sent Items for a sendMail message (headers Graph exposes, the HTML body). */
export function sentItemMime(message: Record<string, unknown>): string {
  const to = Array.isArray(message.toRecipients) ? message.toRecipients.map(addressLine).filter(Boolean).join(', ') : '';
  const body = isRecord(message.body) && typeof message.body.content === 'string' ? message.body.content : '';
  return [
    ...(typeof message.internetMessageId === 'string' ? [`Message-ID: ${message.internetMessageId}`] : []),
    `Subject: ${typeof message.subject === 'string' ? message.subject : ''}`,
    `From: ${addressLine(message.from)}`,
    `To: ${to}`,
    `Date: ${new Date().toUTCString()}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    body,
  ].join('\r\n');
}

/**
 * Handles a sendMail request for an existing mailbox; throws GraphRequestError for bodies Graph refuses. With
 * saveToSentItems (Graph's default) the message is also filed through `fileInSentItems`, as Exchange does.
 */
export function sendMail(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: RequestContext,
  mailbox: string,
  sent: GraphSentMail[],
  token: string | undefined,
  fileInSentItems: (rawMime: string) => void = () => undefined,
): void {
  const parsed = parseJson(ctx.rawBody);
  if (!parsed.ok || !isRecord(parsed.value) || !isRecord(parsed.value.message)) {
    throw new GraphRequestError(400, 'ErrorInvalidRequest', 'Cannot read the request body: a message is required.');
  }
  const { message, saveToSentItems } = parsed.value;
  const recipients = recipientsOf(message.toRecipients);
  if (recipients.length === 0 || recipients.some((address) => !/^[^@\s]+@[^@\s]+$/.test(address))) {
    throw new GraphRequestError(400, 'ErrorInvalidRecipients', 'At least one recipient is not valid.');
  }
  const body = message.body;
  if (!isRecord(body) || typeof body.content !== 'string' || !['HTML', 'Text', 'html', 'text'].includes(String(body.contentType))) {
    throw new GraphRequestError(400, 'ErrorInvalidRequest', 'The message body is missing or has an unknown contentType.');
  }
  const requestId = newCorrelationId();
  sent.push({ mailbox, requestId, message, saveToSentItems: saveToSentItems !== false, token });
  if (saveToSentItems !== false) fileInSentItems(sentItemMime(message));
  res.writeHead(202, { 'request-id': requestId, 'client-request-id': req.headers['client-request-id'] ?? requestId, 'content-length': '0' });
  res.end();
}

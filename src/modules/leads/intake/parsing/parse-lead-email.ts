/**
 * Raw RFC 822 email → ParsedLeadEmail. Decodes MIME with the shared bounded decoder (src/common/mail), then runs
 * the parser registry. Never throws; every problem becomes status 'failed' (or 'ignored' for non-leads) with a
 * readable error. Linear in the size of the message and bounded by the limits of text-limits.ts. The app calls it
 * through LeadEmailParserPool (a worker thread with a time limit), never on a request's thread.
 */
import { createHash } from 'node:crypto';
import { isNoReplyEmail } from 'src/common/text/email-address';
import {
  decodeMimeMessage,
  DECODED_PREFIX_DESCRIPTION,
  MalformedMimeError,
  toBuffer,
  type DecodedMimeMessage,
} from 'src/common/mail/mime-message';
import { NOT_A_LEAD_ERROR } from './lead-fields';
import type { ParsedLeadEmail } from './lead-record';
import { defaultLeadParserRegistry, isParseError, type LeadParserRegistry, type NormalizedEmail } from './parser-registry';

export interface ParseLeadEmailOptions {
  /** IANA timezone for ISO move dates; defaults to 'UTC'. */
  timezone?: string;
  /** Parsers to use; defaults to Q2G then generic. */
  registry?: LeadParserRegistry;
}

export const DEFAULT_LEAD_TIMEZONE = 'UTC';
const AUTO_REPLY_SUBJECT = /^\s*(?:automatic reply|auto[- ]?reply|autoreply|auto[- ]?response|out of (?:the )?office|undeliverable|undelivered mail|delivery status notification|mail delivery (?:failed|failure|subsystem)|returned mail)\b/i;

/** The Message-ID used when a message has none (or could not be read): identical bytes give the same id. */
export function generatedMessageId(buffer: Buffer): string {
  return `generated-${createHash('sha256').update(buffer).digest('hex')}@lead-automation`;
}

/** A 'failed' result for a message that could not be parsed at all (identified by its generated Message-ID). */
export function unparsedLeadEmail(buffer: Buffer, error: string): ParsedLeadEmail {
  return { messageId: generatedMessageId(buffer), receivedAt: new Date(), from: '', subject: '', parser: null, status: 'failed', error, lead: null };
}

/** An error as one short line for the stored message. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, 300) || 'unknown error';
}

const timezoneValidity = new Map<string, boolean>();

/** Constructing Intl.DateTimeFormat is costly; the answer per timezone never changes. */
function isValidTimezone(timezone: string): boolean {
  const known = timezoneValidity.get(timezone);
  if (known !== undefined) return known;
  let valid = true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
  } catch {
    valid = false;
  }
  if (timezoneValidity.size < 100) timezoneValidity.set(timezone, valid);
  return valid;
}

/** lead_messages.message_id is varchar(512). */
const MESSAGE_ID_COLUMN_CHARS = 512;

/**
 * A Message-ID that fits its column and still tells messages apart: a longer one keeps its first 499 characters and
 * ends with '~' and 12 hex digits of its SHA-256, so the same long ID always maps to the same key and two IDs that
 * only differ after the cut stay two messages.
 */
export function storableMessageId(id: string): string {
  if (id.length <= MESSAGE_ID_COLUMN_CHARS) return id;
  const digest = createHash('sha256').update(id).digest('hex').slice(0, 12);
  return `${id.slice(0, MESSAGE_ID_COLUMN_CHARS - 13)}~${digest}`;
}

function isAutoReply(message: DecodedMimeMessage): boolean {
  const autoSubmitted = (message.headers['auto-submitted'] ?? '').trim().toLowerCase();
  if (autoSubmitted.startsWith('auto-replied')) return true;
  if ('x-autoreply' in message.headers || 'x-autorespond' in message.headers) return true;
  if (/^(?:mailer[-_.]?daemon|postmaster)@/i.test(message.from) && isNoReplyEmail(message.from)) return true;
  return AUTO_REPLY_SUBJECT.test(message.subject);
}

/** When the text is the HTML converted, the HTML is not handed on as well (the parsers would read the same text twice). */
function bodyOf(message: DecodedMimeMessage): { text: string; html: string | null; empty: boolean } {
  if (message.html === null && message.text.trim() === '') return { text: '', html: null, empty: true };
  return { text: message.text, html: message.textFromHtml ? null : message.html, empty: false };
}

function noBodyError(message: DecodedMimeMessage): string {
  if (message.cut) return `Email has no readable text or HTML part in its first ${DECODED_PREFIX_DESCRIPTION} (the rest is not read)`;
  const contentType = (message.headers['content-type'] ?? '').toLowerCase();
  return contentType.startsWith('multipart/')
    ? 'Malformed MIME: no readable text or HTML part found (broken or missing multipart boundaries)'
    : 'Email has no readable text or HTML body';
}

/** Parses one raw email. Identical bytes always give the same messageId. */
export async function parseLeadEmail(raw: Buffer | Uint8Array | string, options: ParseLeadEmailOptions = {}): Promise<ParsedLeadEmail> {
  const result: ParsedLeadEmail = {
    messageId: '',
    receivedAt: new Date(),
    from: '',
    subject: '',
    parser: null,
    status: 'failed',
    error: null,
    lead: null,
  };
  try {
    const buffer = toBuffer(raw);
    result.messageId = generatedMessageId(buffer);
    const timezone = options.timezone ?? DEFAULT_LEAD_TIMEZONE;
    if (!isValidTimezone(timezone)) return { ...result, error: `Invalid timezone option: ${timezone}` };

    let message: DecodedMimeMessage;
    try {
      message = await decodeMimeMessage(buffer);
    } catch (error) {
      if (error instanceof MalformedMimeError) return { ...result, error: describeError(error) };
      throw error;
    }

    if (message.messageId !== null) result.messageId = storableMessageId(message.messageId);
    if (message.date) result.receivedAt = message.date;
    result.from = message.from;
    result.subject = message.subject;

    if (isAutoReply(message)) return { ...result, status: 'ignored', error: NOT_A_LEAD_ERROR };

    const body = bodyOf(message);
    if (body.empty) return { ...result, error: noBodyError(message) };

    const email: NormalizedEmail = { from: result.from, subject: result.subject, text: body.text, html: body.html };
    const outcome = (options.registry ?? defaultLeadParserRegistry).parse(email, { timezone });
    if (isParseError(outcome.result)) {
      const ignored = outcome.result.error === NOT_A_LEAD_ERROR;
      return { ...result, parser: outcome.parser, status: ignored ? 'ignored' : 'failed', error: outcome.result.error };
    }
    return { ...result, parser: outcome.parser, status: 'parsed', lead: outcome.result };
  } catch (error) {
    return { ...result, status: 'failed', error: `Could not parse email: ${describeError(error)}` };
  }
}

/**
 * Raw RFC 822 email → ParsedLeadEmail. Decodes MIME with mailparser, then runs the parser registry. Never throws;
 * every problem becomes status 'failed' (or 'ignored' for non-leads) with a readable error. Linear in the size of
 * the message and bounded by the limits of text-limits.ts. The app calls it through LeadEmailParserPool (a worker
 * thread with a time limit), never on a request's thread.
 */
import { createHash } from 'node:crypto';
import { simpleParser, type HeaderValue, type ParsedMail } from 'mailparser';
import { isNoReplyEmail } from 'src/common/text/email-address';
import { htmlToText } from 'src/common/mail/html-to-text';
import { NOT_A_LEAD_ERROR } from './lead-fields';
import type { ParsedLeadEmail } from './lead-record';
import { defaultLeadParserRegistry, isParseError, type LeadParserRegistry, type NormalizedEmail } from './parser-registry';
import {
  MAX_DECODED_MESSAGE_BYTES,
  MAX_DECODED_MESSAGE_LINES,
  MAX_HEADER_CHARS,
  MAX_HTML_CHARS,
  MAX_TEXT_CHARS,
  trimEndChars,
  trimStartChars,
} from './text-limits';

export interface ParseLeadEmailOptions {
  /** IANA timezone for ISO move dates; defaults to 'UTC'. */
  timezone?: string;
  /** Parsers to use; defaults to Q2G then generic. */
  registry?: LeadParserRegistry;
}

export const DEFAULT_LEAD_TIMEZONE = 'UTC';
const AUTO_REPLY_SUBJECT = /^\s*(?:automatic reply|auto[- ]?reply|autoreply|auto[- ]?response|out of (?:the )?office|undeliverable|undelivered mail|delivery status notification|mail delivery (?:failed|failure|subsystem)|returned mail)\b/i;

export function toBuffer(raw: Buffer | Uint8Array | string): Buffer {
  if (Buffer.isBuffer(raw)) return raw;
  if (raw instanceof Uint8Array) return Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  return Buffer.from(typeof raw === 'string' ? raw : String(raw), 'utf8');
}

/** The Message-ID used when a message has none (or could not be read): identical bytes give the same id. */
export function generatedMessageId(buffer: Buffer): string {
  return `generated-${createHash('sha256').update(buffer).digest('hex')}@lead-automation`;
}

/** A 'failed' result for a message that could not be parsed at all (identified by its generated Message-ID). */
export function unparsedLeadEmail(buffer: Buffer, error: string): ParsedLeadEmail {
  return { messageId: generatedMessageId(buffer), receivedAt: new Date(), from: '', subject: '', parser: null, status: 'failed', error, lead: null };
}

/**
 * The part of a message that is MIME-decoded: at most MAX_DECODED_MESSAGE_BYTES and MAX_DECODED_MESSAGE_LINES
 * (mailparser's cost grows with both). Lead text and HTML parts come before attachments, so nothing is lost for
 * them; a part cut short is decoded as far as it goes.
 */
function decodedPrefix(buffer: Buffer): { prefix: Buffer; cut: boolean } {
  let end = Math.min(buffer.length, MAX_DECODED_MESSAGE_BYTES);
  let position = 0;
  for (let lines = 0; lines < MAX_DECODED_MESSAGE_LINES; lines += 1) {
    const newline = buffer.indexOf(10, position);
    if (newline < 0 || newline >= end) return { prefix: buffer.subarray(0, end), cut: end < buffer.length };
    position = newline + 1;
  }
  end = Math.min(end, position);
  return { prefix: buffer.subarray(0, end), cut: end < buffer.length };
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

function headerText(value: HeaderValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : '')).join(' ');
  if ('value' in value && typeof value.value === 'string') return value.value;
  if ('text' in value && typeof value.text === 'string') return value.text;
  return '';
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

function messageIdOf(mail: ParsedMail, generated: string): string {
  const id = trimEndChars(trimStartChars((mail.messageId ?? '').trim(), '<'), '>').trim();
  return id === '' ? generated : storableMessageId(id);
}

function senderOf(mail: ParsedMail): string {
  const address = mail.from?.value?.find((entry) => typeof entry.address === 'string' && entry.address !== '')?.address;
  return address ? address.trim().toLowerCase() : '';
}

function isAutoReply(mail: ParsedMail, from: string, subject: string): boolean {
  const autoSubmitted = headerText(mail.headers.get('auto-submitted')).trim().toLowerCase();
  if (autoSubmitted.startsWith('auto-replied')) return true;
  if (mail.headers.has('x-autoreply') || mail.headers.has('x-autorespond')) return true;
  if (/^(?:mailer[-_.]?daemon|postmaster)@/i.test(from) && isNoReplyEmail(from)) return true;
  return AUTO_REPLY_SUBJECT.test(subject);
}

/**
 * The text and HTML the parsers read: at most MAX_TEXT_CHARS of text and MAX_HTML_CHARS of HTML. When the text is
 * the HTML converted, the HTML is not handed on as well (the parsers would only read the same text twice).
 */
function bodyOf(mail: ParsedMail): { text: string; html: string | null; empty: boolean } {
  const html = typeof mail.html === 'string' && mail.html.trim() !== '' ? mail.html.slice(0, MAX_HTML_CHARS) : null;
  const plain = typeof mail.text === 'string' ? mail.text.slice(0, MAX_TEXT_CHARS) : '';
  if (plain.trim() !== '') return { text: plain, html, empty: false };
  if (html === null) return { text: '', html: null, empty: true };
  return { text: htmlToText(html).slice(0, MAX_TEXT_CHARS), html: null, empty: false };
}

const DECODED_PREFIX = `${MAX_DECODED_MESSAGE_BYTES / 1024} KiB / ${MAX_DECODED_MESSAGE_LINES.toLocaleString('en-US')} lines`;

function noBodyError(mail: ParsedMail, cut: boolean): string {
  if (cut) return `Email has no readable text or HTML part in its first ${DECODED_PREFIX} (the rest is not read)`;
  const contentType = headerText(mail.headers.get('content-type')).toLowerCase();
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

    const { prefix, cut } = decodedPrefix(buffer);
    let mail: ParsedMail;
    try {
      mail = await simpleParser(prefix, {
        skipHtmlToText: true,
        skipTextToHtml: true,
        skipImageLinks: true,
        skipTextLinks: true,
        maxHtmlLengthToParse: MAX_HTML_CHARS,
      });
    } catch (error) {
      return { ...result, error: `Malformed MIME: ${describeError(error)}` };
    }

    result.messageId = messageIdOf(mail, result.messageId);
    if (mail.date instanceof Date && !Number.isNaN(mail.date.getTime())) result.receivedAt = mail.date;
    result.from = senderOf(mail);
    result.subject = (mail.subject ?? '').trim().slice(0, MAX_HEADER_CHARS);

    if (isAutoReply(mail, result.from, result.subject)) return { ...result, status: 'ignored', error: NOT_A_LEAD_ERROR };

    const body = bodyOf(mail);
    if (body.empty) return { ...result, error: noBodyError(mail, cut) };

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

/**
 * Raw RFC 822 message → a normalised, size-bounded message: sender, recipients, subject, date, Message-ID, text, HTML
 * and header values. MIME is decoded by mailparser, on at most a bounded prefix of the message, so the cost stays
 * linear and bounded whatever arrives. Shared by every reader of inbound mail (lead emails, replies); what a message
 * means is left to the caller.
 */
import { simpleParser, type AddressObject, type HeaderValue, type ParsedMail } from 'mailparser';
import { htmlToText, MAX_HTML_CHARS } from './html-to-text';

/** Only this much of a raw message is MIME-decoded (text and HTML parts come first; attachments are not needed). */
export const MAX_DECODED_MESSAGE_BYTES = 512 * 1024;
/** ...and at most this many of its lines (MIME decoding costs per line). */
export const MAX_DECODED_MESSAGE_LINES = 10_000;
/** Characters of body text (plain, or converted from HTML) handed on. */
export const MAX_TEXT_CHARS = 256 * 1024;
/** Subjects and header values are cut to this many characters (the longest line RFC 5322 allows). */
export const MAX_HEADER_CHARS = 998;
/** At most this many headers and recipients are kept. */
export const MAX_HEADERS = 200;
export const MAX_RECIPIENTS = 100;

/** The decoded prefix in words, for messages about what was not read. */
export const DECODED_PREFIX_DESCRIPTION = `${MAX_DECODED_MESSAGE_BYTES / 1024} KiB / ${MAX_DECODED_MESSAGE_LINES.toLocaleString('en-US')} lines`;

export interface DecodedMimeMessage {
  /** Trimmed, at most MAX_HEADER_CHARS; '' when absent. */
  subject: string;
  /** The first sender address, trimmed and lower-cased; '' when there is none. */
  from: string;
  /** The To addresses, trimmed and lower-cased (at most MAX_RECIPIENTS). */
  to: string[];
  /** The Date header, when present and valid. */
  date: Date | null;
  /** The Message-ID without its angle brackets (not cut: callers that store it decide how); null when absent. */
  messageId: string | null;
  /** The plain-text part (at most MAX_TEXT_CHARS), or, when there is none, the HTML part converted to text. */
  text: string;
  /** True when `text` was converted from `html` (there was no plain-text part). */
  textFromHtml: boolean;
  /** The HTML part, at most MAX_HTML_CHARS; null when there is none. */
  html: string | null;
  /** Header name (lower case) → value as text, each at most MAX_HEADER_CHARS. */
  headers: Record<string, string>;
  /** The message was longer than the decoded prefix: parts after it were not read. */
  cut: boolean;
}

/** The message could not be MIME-decoded at all. */
export class MalformedMimeError extends Error {
  constructor(cause: unknown) {
    super(`Malformed MIME: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'MalformedMimeError';
  }
}

export function toBuffer(raw: Buffer | Uint8Array | string): Buffer {
  if (Buffer.isBuffer(raw)) return raw;
  if (raw instanceof Uint8Array) return Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  return Buffer.from(typeof raw === 'string' ? raw : String(raw), 'utf8');
}

/**
 * The part of a message that is MIME-decoded: at most MAX_DECODED_MESSAGE_BYTES and MAX_DECODED_MESSAGE_LINES
 * (mailparser's cost grows with both). Text and HTML parts come before attachments, so nothing is lost for them;
 * a part cut short is decoded as far as it goes.
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

function headerText(value: HeaderValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : '')).join(' ');
  if ('value' in value && typeof value.value === 'string') return value.value;
  if ('text' in value && typeof value.text === 'string') return value.text;
  return '';
}

function headersOf(mail: ParsedMail): Record<string, string> {
  const headers: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of mail.headers) {
    if (count >= MAX_HEADERS) break;
    headers[name.toLowerCase()] = headerText(value).slice(0, MAX_HEADER_CHARS);
    count += 1;
  }
  return headers;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const groups = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return groups
    .flatMap((group) => group.value ?? [])
    .map((entry) => (typeof entry.address === 'string' ? entry.address.trim().toLowerCase() : ''))
    .filter((address) => address !== '');
}

/** `id` without blanks and angle brackets at either end. */
function bareMessageId(id: string): string {
  let start = 0;
  let end = id.length;
  while (start < end && (id[start] === '<' || /\s/.test(id[start]))) start += 1;
  while (end > start && (id[end - 1] === '>' || /\s/.test(id[end - 1]))) end -= 1;
  return id.slice(start, end);
}

function bodyOf(mail: ParsedMail): Pick<DecodedMimeMessage, 'text' | 'textFromHtml' | 'html'> {
  const html = typeof mail.html === 'string' && mail.html.trim() !== '' ? mail.html.slice(0, MAX_HTML_CHARS) : null;
  const plain = typeof mail.text === 'string' ? mail.text.slice(0, MAX_TEXT_CHARS) : '';
  if (plain.trim() !== '' || html === null) return { text: plain, textFromHtml: false, html };
  return { text: htmlToText(html).slice(0, MAX_TEXT_CHARS), textFromHtml: true, html };
}

/** Decodes one raw message. Throws MalformedMimeError only when mailparser cannot read it at all. */
export async function decodeMimeMessage(raw: Buffer | Uint8Array | string): Promise<DecodedMimeMessage> {
  const { prefix, cut } = decodedPrefix(toBuffer(raw));
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
    throw new MalformedMimeError(error);
  }
  const messageId = bareMessageId(mail.messageId ?? '');
  return {
    subject: (mail.subject ?? '').trim().slice(0, MAX_HEADER_CHARS),
    from: addresses(mail.from)[0] ?? '',
    to: addresses(mail.to).slice(0, MAX_RECIPIENTS),
    date: mail.date instanceof Date && !Number.isNaN(mail.date.getTime()) ? mail.date : null,
    messageId: messageId === '' ? null : messageId,
    ...bodyOf(mail),
    headers: headersOf(mail),
    cut,
  };
}

/**
 * Raw RFC 822 bytes → the decoded view the classification rules read. MIME (multipart, quoted-printable, base64,
 * charsets, encoded words) is decoded by mailparser. mailparser folds a delivery report's message/delivery-status
 * part into the text, after the human-readable notice, which is where the report parser looks for it; returned
 * headers (text/rfc822-headers) and returned messages (message/rfc822) are kept as parts.
 */
import type { DecoderStream } from 'iconv-lite';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { htmlToText } from 'src/common/mail/html-to-text';
import { MAX_DECODED_MESSAGE_BYTES, MAX_TEXT_CHARS, toBuffer } from 'src/common/mail/mime-message';
import type { InboundMessage, InboundMimePart } from './inbound-mail.types';
import { eightBitJapanese, PartCharsetConverter } from './part-charset';

// mailparser's typings give its Iconv option an iconv-lite stream's type, but it takes a converter class (node-iconv's
// interface), which is what PartCharsetConverter is.
const CHARSET_CONVERTER = PartCharsetConverter as unknown as DecoderStream;

const MAX_PART_CHARS = 64 * 1024;
const MAX_IDS = 100;
const MAX_ATTACHMENT_NAMES = 20;
const MAX_ATTACHMENT_NAME_CHARS = 200;

/**
 * Header name → every raw value, unfolded, in order. Taken from the header lines rather than mailparser's parsed
 * `headers`, which keeps one value per name and files List-* headers under `list`.
 */
function headersOf(mail: ParsedMail): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const line of mail.headerLines ?? []) {
    const name = line.key.toLowerCase();
    const value = line.line.slice(line.line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  return headers;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const groups = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return groups
    .flatMap((group) => group.value ?? [])
    .flatMap((entry) => [entry, ...(entry.group ?? [])])
    .map((entry) => (typeof entry.address === 'string' ? entry.address.trim().toLowerCase() : ''))
    .filter((address) => address !== '');
}

/** `<id>` for every message id in a header value, in order (bare ids get their brackets back). */
export function messageIds(value: string | string[] | undefined | null): string[] {
  const text = Array.isArray(value) ? value.join(' ') : (value ?? '');
  const bracketed = text.match(/<[^<>\s]+>/g);
  if (bracketed) return bracketed.slice(0, MAX_IDS);
  return text
    .split(/[\s,]+/)
    .filter((id) => id.includes('@'))
    .slice(0, MAX_IDS)
    .map((id) => `<${id}>`);
}

function partsOf(mail: ParsedMail): InboundMimePart[] {
  return (mail.attachments ?? [])
    .filter((part) => /^(text\/|message\/)/i.test(part.contentType))
    .map((part) => ({ contentType: part.contentType.toLowerCase(), content: part.content.toString('utf8').slice(0, MAX_PART_CHARS) }));
}

/** The attachments' file names, lower-cased. */
function attachmentNames(mail: ParsedMail): string[] {
  return (mail.attachments ?? [])
    .map((part) => (typeof part.filename === 'string' ? part.filename.trim().toLowerCase().slice(0, MAX_ATTACHMENT_NAME_CHARS) : ''))
    .filter((name) => name !== '')
    .slice(0, MAX_ATTACHMENT_NAMES);
}

/** The body of a message whose MIME structure is broken (a boundary that matches no part): read as it stands. */
function rawBody(buffer: Buffer): string {
  const head = buffer.subarray(0, MAX_DECODED_MESSAGE_BYTES).toString('latin1');
  const end = head.search(/\r?\n\r?\n/);
  return end < 0 ? '' : head.slice(end).replace(/\r\n/g, '\n').trim();
}

/** How far into a message blank lines before its header block are looked for. */
const MAX_LEADING_BLANK_BYTES = 4096;
const LEADING_BLANK_LINES = /^(?:[ \t]*\r?\n)+/;
const HEADER_FIELD = /^[!-9;-~]{1,76}:/;

/**
 * Blank (or whitespace-only) lines before the header block: a stored or relayed copy may carry them, and a parser
 * would read the whole message as a body without headers. Dropped only when a header field follows them.
 */
function withoutLeadingBlankLines(buffer: Buffer): Buffer {
  const head = buffer.subarray(0, MAX_LEADING_BLANK_BYTES).toString('latin1');
  const blank = LEADING_BLANK_LINES.exec(head);
  if (!blank || !HEADER_FIELD.test(head.slice(blank[0].length))) return buffer;
  return buffer.subarray(blank[0].length);
}

/** How far into a message its header block is looked for (a longer one is left as it is). */
const MAX_HEADER_BYTES = 64 * 1024;

/**
 * A message with no Content-Type at all is read as UTF-8; old Japanese mail sent so is Shift_JIS or EUC-JP. When the
 * body is 8-bit Japanese text (see part-charset), it gets the label its sender left out.
 */
function withJapaneseLabel(buffer: Buffer): Buffer {
  const head = buffer.subarray(0, MAX_HEADER_BYTES).toString('latin1');
  const end = head.search(/\r?\n\r?\n/);
  if (end < 0 || /^content-type:/im.test(head.slice(0, end))) return buffer;
  const body = buffer.subarray(end, MAX_DECODED_MESSAGE_BYTES);
  const japanese = eightBitJapanese(body);
  return japanese === null ? buffer : Buffer.concat([Buffer.from(`Content-Type: text/plain; charset=${japanese.charset}\r\n`, 'latin1'), buffer]);
}

/** A plain part this short may be only what a list or a gateway appended (a footer, a disclaimer) to an HTML message. */
const SHORT_PLAIN_CHARS = 400;

const words = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The words the message shows: its plain text, or its HTML as text when there is no plain part. When the plain part is
 * short and is not the HTML's own words (an HTML message with a list footer or a disclaimer appended as a plain part),
 * the HTML's text comes first, then the plain part.
 */
function readableText(plain: string, html: string): string {
  if (html === '') return plain;
  if (plain.trim() === '') return htmlToText(html);
  if (plain.length >= SHORT_PLAIN_CHARS) return plain;
  const fromHtml = htmlToText(html);
  const htmlWords = words(fromHtml);
  const opening = words(plain).slice(0, 40);
  return htmlWords.length > opening.length && !htmlWords.includes(opening) ? `${fromHtml}\n\n${plain}` : plain;
}

/** Decodes one raw message; a message mailparser cannot read at all becomes an empty one (it classifies as other). */
export async function decodeInboundMessage(raw: Buffer | string): Promise<InboundMessage> {
  const buffer = withJapaneseLabel(withoutLeadingBlankLines(toBuffer(raw)));
  let mail: ParsedMail;
  try {
    mail = await simpleParser(buffer.subarray(0, MAX_DECODED_MESSAGE_BYTES), { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true, skipTextLinks: true, Iconv: CHARSET_CONVERTER });
  } catch {
    return { headers: new Map(), subject: '', from: '', fromName: '', to: [], date: null, messageId: null, inReplyTo: null, references: [], text: '', html: '', contentType: '', parts: [], attachments: [] };
  }
  let plain = typeof mail.text === 'string' ? mail.text : '';
  // No words found: the structure is broken ("Content-Type: text" with no subtype comes back as an attachment) and the
  // body is read as it stands. A message whose only part is a file (a PDF and nothing else) has no words: its base64 is
  // not read as text.
  const fileOnly = (mail.attachments ?? []).some((part) => !/^text(?:\/|$)/i.test(part.contentType ?? ''));
  if (plain.trim() === '' && (typeof mail.html !== 'string' || mail.html.trim() === '') && !fileOnly) plain = rawBody(buffer);
  const html = typeof mail.html === 'string' ? mail.html : '';
  const text = readableText(plain, html).slice(0, MAX_TEXT_CHARS);
  const fromEntry = mail.from?.value?.[0];
  const headers = headersOf(mail);
  return {
    headers,
    subject: (mail.subject ?? '').trim(),
    from: (fromEntry?.address ?? '').trim().toLowerCase(),
    fromName: (fromEntry?.name ?? '').trim(),
    to: [...new Set([...addresses(mail.to), ...addresses(mail.cc)])],
    date: mail.date instanceof Date && !Number.isNaN(mail.date.getTime()) ? mail.date : null,
    messageId: messageIds(mail.messageId)[0] ?? null,
    inReplyTo: messageIds(mail.inReplyTo)[0] ?? null,
    references: messageIds(mail.references),
    text,
    html: html.slice(0, MAX_PART_CHARS),
    contentType: (headers.get('content-type')?.[0] ?? 'text/plain').toLowerCase(),
    parts: partsOf(mail),
    attachments: attachmentNames(mail),
  };
}

/** The first value of a header, '' when absent. */
export function header(message: InboundMessage, name: string): string {
  return message.headers.get(name)?.[0]?.trim() ?? '';
}

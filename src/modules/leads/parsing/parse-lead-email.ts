/**
 * Entry point: raw RFC 822 email → ParsedLeadEmail. Decodes MIME with mailparser, then runs the parser registry.
 * Never throws; every problem becomes status 'failed' (or 'ignored' for non-leads) with a readable error.
 */
import { createHash } from 'node:crypto';
import { simpleParser, type HeaderValue, type ParsedMail } from 'mailparser';
import { isNoReplyEmail } from './email-address';
import { htmlToText } from './html-to-text';
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
const MAX_HTML_LENGTH = 5_000_000;
const AUTO_REPLY_SUBJECT = /^\s*(?:automatic reply|auto[- ]?reply|autoreply|auto[- ]?response|out of (?:the )?office|undeliverable|undelivered mail|delivery status notification|mail delivery (?:failed|failure|subsystem)|returned mail)\b/i;

function toBuffer(raw: Buffer | string): Buffer {
  if (Buffer.isBuffer(raw)) return raw;
  return Buffer.from(typeof raw === 'string' ? raw : String(raw), 'utf8');
}

function describeError(error: unknown): string {
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

function messageIdOf(mail: ParsedMail, generated: string): string {
  const id = (mail.messageId ?? '').trim().replace(/^<+/, '').replace(/>+$/, '').trim();
  return id === '' ? generated : id.slice(0, 998);
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

function bodyOf(mail: ParsedMail): { text: string; html: string | null } {
  const html = typeof mail.html === 'string' && mail.html.trim() !== '' ? mail.html : null;
  const plain = typeof mail.text === 'string' ? mail.text : '';
  const text = plain.trim() !== '' ? plain : html === null ? '' : htmlToText(html);
  return { text, html };
}

function noBodyError(mail: ParsedMail): string {
  const contentType = headerText(mail.headers.get('content-type')).toLowerCase();
  return contentType.startsWith('multipart/')
    ? 'Malformed MIME: no readable text or HTML part found (broken or missing multipart boundaries)'
    : 'Email has no readable text or HTML body';
}

/** Parses one raw email. Identical bytes always give the same messageId. */
export async function parseLeadEmail(raw: Buffer | string, options: ParseLeadEmailOptions = {}): Promise<ParsedLeadEmail> {
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
    result.messageId = `generated-${createHash('sha256').update(buffer).digest('hex')}@lead-automation`;
    const timezone = options.timezone ?? DEFAULT_LEAD_TIMEZONE;
    if (!isValidTimezone(timezone)) return { ...result, error: `Invalid timezone option: ${timezone}` };

    let mail: ParsedMail;
    try {
      mail = await simpleParser(buffer, {
        skipHtmlToText: true,
        skipTextToHtml: true,
        skipImageLinks: true,
        skipTextLinks: true,
        maxHtmlLengthToParse: MAX_HTML_LENGTH,
      });
    } catch (error) {
      return { ...result, error: `Malformed MIME: ${describeError(error)}` };
    }

    result.messageId = messageIdOf(mail, result.messageId);
    if (mail.date instanceof Date && !Number.isNaN(mail.date.getTime())) result.receivedAt = mail.date;
    result.from = senderOf(mail);
    result.subject = (mail.subject ?? '').trim();

    if (isAutoReply(mail, result.from, result.subject)) return { ...result, status: 'ignored', error: NOT_A_LEAD_ERROR };

    const body = bodyOf(mail);
    if (body.text.trim() === '' && body.html === null) return { ...result, error: noBodyError(mail) };

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

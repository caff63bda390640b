/**
 * Amazon SES notifications mailed by SNS: a JSON body ({"notificationType":"Bounce"|"Complaint"|"Delivery", …}, or
 * the event-publishing form with "eventType"), either bare ("email" subscriptions, followed by SNS's unsubscribe
 * footer) or inside an SNS envelope whose "Message" field holds that JSON as a string ("email-json" subscriptions).
 * A bounce's class comes from the recipient's status and diagnostic code when SES passes them on, else from its
 * bounceType (Permanent → hard, Transient → soft, content refusals → policy, Undetermined → soft).
 */
import { bounceClassOf, statusFromWords, statusInText } from './bounce-status.policy';
import type { BounceClass, BounceDetails, ComplaintDetails, DeliveryReportDetails, InboundMessage } from './inbound-mail.types';

/** SES notifications are small; a longer JSON body is not read. */
const MAX_JSON_CHARS = 128 * 1024;
const MAX_DIAGNOSTIC_CHARS = 500;

type Json = Record<string, unknown>;

export interface SesVerdict {
  bounce: BounceDetails | null;
  complaint: ComplaintDetails | null;
  report: DeliveryReportDetails | null;
  reasons: string[];
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const field = (value: unknown, name: string): unknown => (isObject(value) ? value[name] : undefined);

/** JSON.parse of an object; a mail client that wrapped the long line broke strings apart, so a second try joins the lines. */
function parsedObject(json: string): Json | null {
  for (const candidate of [json, json.replace(/\r?\n/g, '')]) {
    try {
      const parsed: unknown = JSON.parse(candidate);
      return isObject(parsed) ? parsed : null;
    } catch {
      // the next candidate
    }
  }
  return null;
}

/** The first balanced JSON object of the text (strings and escapes respected), parsed; null when there is none. */
function leadingObject(body: string): Json | null {
  const start = body.indexOf('{');
  if (start < 0 || start > 200) return null;
  let depth = 0;
  let inString = false;
  for (let at = start; at < body.length && at < start + MAX_JSON_CHARS; at += 1) {
    const char = body[at];
    if (inString) {
      if (char === '\\') at += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) {
      return parsedObject(body.slice(start, at + 1));
    }
  }
  return null;
}

/** The SES notification in the body, unwrapped from its SNS envelope. */
function sesNotification(message: InboundMessage): Json | null {
  if (!/"(?:notificationType|eventType|Type)"\s*:/.test(message.text.slice(0, 4000))) return null;
  const outer = leadingObject(message.text);
  const inner = text(field(outer, 'Message'));
  const notification = inner ? leadingObject(inner) : outer;
  return notification && text(notification.notificationType ?? notification.eventType) ? notification : null;
}

function originalMessageId(notification: Json): string | null {
  const mail = field(notification, 'mail');
  const common = text(field(field(mail, 'commonHeaders'), 'messageId'));
  const fromHeaders = objects(field(mail, 'headers')).find((entry) => text(entry.name)?.toLowerCase() === 'message-id');
  const id = common ?? text(fromHeaders?.value);
  if (!id) return null;
  return id.startsWith('<') ? id : `<${id}>`;
}

const address = (value: unknown): string | null => {
  const raw = text(value)?.replace(/^.*</, '').replace(/>.*$/, '').toLowerCase() ?? null;
  return raw && /^[^\s@]+@[^\s@]+$/.test(raw) ? raw : null;
};

function bounceClass(type: string, subType: string, status: string | null, diagnostic: string): BounceClass {
  if (subType === 'contentrejected' || subType === 'attachmentrejected') return 'policy';
  // The remote server's answer decides when SES passes one on that says something; else the bounce type.
  if (status || (diagnostic && statusFromWords(diagnostic))) return bounceClassOf(status, diagnostic);
  return type === 'permanent' ? 'hard' : 'soft';
}

function readBounce(notification: Json, body: Json): SesVerdict {
  const type = text(body.bounceType)?.toLowerCase() ?? 'undetermined';
  const subType = text(body.bounceSubType)?.toLowerCase() ?? '';
  const first = objects(body.bouncedRecipients)[0];
  const status = statusInText(text(first?.status) ?? '') ?? null;
  const diagnostic = text(first?.diagnosticCode)?.replace(/^[a-z-]+\s*;\s*/i, '') ?? null;
  const klass = bounceClass(type, subType, status, diagnostic ?? '');
  return {
    bounce: {
      class: klass,
      recipient: address(first?.emailAddress),
      status,
      diagnostic: diagnostic ? diagnostic.replace(/\s+/g, ' ').slice(0, MAX_DIAGNOSTIC_CHARS) : null,
      original_message_id: originalMessageId(notification),
    },
    complaint: null,
    report: null,
    reasons: [`Amazon SES bounce notification (bounceType ${type}${subType ? `/${subType}` : ''})`, `bounce class ${klass}`],
  };
}

function readComplaint(notification: Json, body: Json): SesVerdict {
  const type = text(body.complaintFeedbackType)?.toLowerCase() ?? 'abuse';
  const details: ComplaintDetails = {
    feedback_type: type,
    recipient: address(objects(body.complainedRecipients)[0]?.emailAddress),
    original_message_id: originalMessageId(notification),
    arrival_date: text(body.arrivalDate) ?? text(body.timestamp),
    reporter: text(body.userAgent) ?? 'amazonses.com',
  };
  return { bounce: null, complaint: details, report: null, reasons: [`Amazon SES complaint notification (feedback type ${type})`] };
}

/** Reads an SES notification; null when the message is not one (or is one this classifier does not use). */
export function readSesNotification(message: InboundMessage): SesVerdict | null {
  const notification = sesNotification(message);
  if (!notification) return null;
  const kind = text(notification.notificationType ?? notification.eventType)!.toLowerCase();
  const body = field(notification, kind === 'deliverydelay' ? 'deliveryDelay' : kind);
  if (!isObject(body)) return null;
  if (kind === 'bounce') return readBounce(notification, body);
  if (kind === 'complaint') return readComplaint(notification, body);
  if (kind === 'delivery' || kind === 'deliverydelay') {
    const delayed = objects(body.delayedRecipients)[0];
    const recipient = address(delayed?.emailAddress) ?? address(Array.isArray(body.recipients) ? body.recipients[0] : null);
    const status = statusInText(text(delayed?.status) ?? text(body.smtpResponse) ?? '');
    const action = kind === 'delivery' ? 'delivered' : 'delayed';
    return { bounce: null, complaint: null, report: { action, recipient, status }, reasons: [`Amazon SES ${action === 'delivered' ? 'delivery' : 'delivery delay'} notification`] };
  }
  return null;
}

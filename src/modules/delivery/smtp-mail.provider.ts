import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { DeliveryError, DeliveryErrorCode } from './delivery.errors';
import type { MailProvider, MailProviderCapabilities, OutgoingMail, SentMail } from './mail-provider.types';

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); false still upgrades with STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  pass?: string;
  /** Connection, greeting and socket timeout. Default 10 s. */
  timeoutMs?: number;
  /** Connections kept open and reused (nodemailer's pool); 0 or unset: one connection per message. */
  poolConnections?: number;
}

/** Connection-level failures of nodemailer (and the socket errors under them): the message never got an answer. */
const NETWORK_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SMTP 4yz replies are transient and 5yz permanent (RFC 5321); authentication refusals are permanent (the
 * credentials must change first); a connection that failed or dropped is retryable.
 */
export function smtpFailure(error: unknown): DeliveryError {
  const { code, responseCode, message } = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  const status = typeof responseCode === 'number' ? responseCode : null;
  const providerCode = typeof code === 'string' ? code : null;
  const text = `SMTP send failed: ${typeof message === 'string' ? message : String(error)}`;
  const details = { provider: 'smtp' as const, status, providerCode };
  if (status !== null && status >= 400 && status < 500) return new DeliveryError(DeliveryErrorCode.Unavailable, text, details);
  if (providerCode === 'EAUTH' || status === 530 || status === 534 || status === 535) return new DeliveryError(DeliveryErrorCode.AuthFailed, text, details);
  if (status !== null && status >= 500) return new DeliveryError(DeliveryErrorCode.Rejected, text, details);
  if (providerCode === 'EENVELOPE' || providerCode === 'EMESSAGE') return new DeliveryError(DeliveryErrorCode.Rejected, text, details);
  if (providerCode !== null && NETWORK_CODES.has(providerCode)) return new DeliveryError(DeliveryErrorCode.Unavailable, text, details);
  // Anything unrecognised (a TLS hiccup, a protocol surprise) is worth another try later.
  return new DeliveryError(DeliveryErrorCode.Unavailable, text, details);
}

/** The queue id of a `250 ... queued as ABC123` reply, if the server gives one. */
export function queueIdOf(response: string | undefined): string | null {
  const match = /queued as ([^\s;,]+)/i.exec(response ?? '');
  return match ? match[1] : null;
}

/** Sends through one SMTP server with nodemailer; the Message-ID is nodemailer's (or the one in `headers`). */
export class SmtpMailProvider implements MailProvider {
  readonly name = 'smtp' as const;
  /** Any header goes out and nodemailer keeps the given Message-ID; one account, no Sent Items to search. */
  readonly capabilities: MailProviderCapabilities = { customHeaders: true, messageIdControl: true, savesToSentItems: false };
  private readonly transport: Transporter<SMTPTransport.SentMessageInfo>;

  constructor(settings: SmtpSettings) {
    const timeout = settings.timeoutMs ?? 10_000;
    const pooled = (settings.poolConnections ?? 0) > 0;
    this.transport = createTransport({
      ...(pooled ? { pool: true as const, maxConnections: settings.poolConnections, maxMessages: Infinity } : {}),
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  }

  async send(message: OutgoingMail): Promise<SentMail> {
    let info: SMTPTransport.SentMessageInfo;
    try {
      info = await this.transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
        replyTo: message.replyTo,
      });
    } catch (error) {
      throw smtpFailure(error);
    }
    return { provider: 'smtp', requestId: queueIdOf(info.response), messageId: info.messageId };
  }

  close(): Promise<void> {
    this.transport.close();
    return Promise.resolve();
  }
}

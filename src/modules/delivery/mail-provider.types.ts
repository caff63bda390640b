/** Which adapter sent a message; 'none' is the stand-in used when no provider is configured (its sends fail). */
export type MailProviderName = 'smtp' | 'graph' | 'none';

/** One message to send: a single HTML body with its plain-text alternative. */
export interface OutgoingMail {
  /** `address` or `Display Name <address>`. */
  from: string;
  /** One or more recipients, each `address` or `Display Name <address>`. */
  to: string | string[];
  subject: string;
  html: string;
  text: string;
  /** Extra headers. Graph accepts only custom `X-` headers; the Graph adapter drops any other. */
  headers?: Record<string, string>;
  replyTo?: string;
}

/** What a provider reports for an accepted message. */
export interface SentMail {
  provider: MailProviderName;
  /** The provider's id for the request (Graph's request-id header, the SMTP server's queue id), when it gives one. */
  requestId: string | null;
  /** The internet Message-ID, angle brackets included (`<id@domain>`). */
  messageId: string;
}

/**
 * A way to send mail. Failures are DeliveryErrors whose `retryable` says whether trying the same message later can
 * succeed (network trouble, throttling, server errors) or not (rejected, bad credentials, not configured).
 */
export interface MailProvider {
  readonly name: MailProviderName;
  send(message: OutgoingMail): Promise<SentMail>;
  /** Releases connections (pooled SMTP sockets); the provider is unusable afterwards. */
  close(): Promise<void>;
}

/** Nest injection token of the configured MailProvider. */
export const MAIL_PROVIDER = Symbol('MAIL_PROVIDER');

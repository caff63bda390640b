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

/** A message found in a mailbox's Sent Items. */
export interface SentItem {
  id: string;
  internetMessageId: string;
  sentDateTime?: string;
}

/**
 * What a provider can do beyond sending, declared by the provider so callers (the sequence sender, deliveries) ask it
 * instead of testing the provider's class: a new provider declares its own and needs no edit in them.
 */
export interface MailProviderCapabilities {
  /** Every header in OutgoingMail.headers goes out (List-Unsubscribe too); false: only custom `X-` headers do. */
  readonly customHeaders: boolean;
  /** A `Message-ID` in OutgoingMail.headers becomes the message's Message-ID, so one derived before the send holds. */
  readonly messageIdControl: boolean;
  /** A copy of each sent message is kept in the sending mailbox's Sent Items (recorded as saved_to_sent). */
  readonly savesToSentItems: boolean;
}

/**
 * A way to send mail. Failures are DeliveryErrors whose `retryable` says whether trying the same message later can
 * succeed (network trouble, throttling, server errors) or not (rejected, bad credentials, not configured).
 */
export interface MailProvider {
  readonly name: MailProviderName;
  readonly capabilities: MailProviderCapabilities;
  send(message: OutgoingMail): Promise<SentMail>;
  /**
   * Sends as `mailbox` (one of the sending pool). Absent: one account sends everything (`send`) and the mailbox only
   * counts against its budget.
   */
  sendAs?(mailbox: string, message: OutgoingMail): Promise<SentMail>;
  /**
   * The message with this internet Message-ID in `mailbox`'s Sent Items, or null: confirms a send whose outcome was
   * lost. Consulted only with messageIdControl and savesToSentItems; absent: such a send stays unknown.
   */
  findSent?(mailbox: string, internetMessageId: string): Promise<SentItem | null>;
  /** Releases connections (pooled SMTP sockets); the provider is unusable afterwards. */
  close(): Promise<void>;
}

/** Nest injection token of the configured MailProvider. */
export const MAIL_PROVIDER = Symbol('MAIL_PROVIDER');

import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min, MinLength, ValidateIf } from 'class-validator';
import { toBool } from 'src/config/env.schema';

/**
 * Outgoing mail, validated with the rest of the environment (validate-env) and read through AppConfigService.mail.
 * MAIL_PROVIDER picks the adapter; unset, SMTP_HOST means smtp, and no mail settings at all mean the in-process SMTP
 * catcher (nothing leaves the machine) outside production, and no provider at all in production.
 */
export class DeliveryEnv {
  @IsOptional() @IsIn(['smtp', 'graph', 'catcher'])
  MAIL_PROVIDER?: 'smtp' | 'graph' | 'catcher';

  @ValidateIf((e: DeliveryEnv) => e.MAIL_PROVIDER === 'smtp' || e.SMTP_HOST !== undefined)
  @IsString() @MinLength(1)
  SMTP_HOST?: string;

  @IsInt() @Min(1) @Max(65535)
  SMTP_PORT: number = 587;

  /** true: TLS from the start (465); false: plain, upgraded with STARTTLS when offered. */
  @Transform(toBool) @IsBoolean()
  SMTP_SECURE: boolean = false;

  @IsOptional() @IsString() @MinLength(1)
  SMTP_USER?: string;

  @ValidateIf((e: DeliveryEnv) => e.SMTP_USER !== undefined)
  @IsString() @MinLength(1)
  SMTP_PASS?: string;

  @IsInt() @Min(1000) @Max(120000)
  SMTP_TIMEOUT_MS: number = 10000;

  /**
   * Open SMTP connections kept and reused for the messages that follow (also to the in-process catcher); 0 opens one
   * connection per message. A new connection costs a handshake of several round trips before the message itself.
   */
  @IsInt() @Min(0) @Max(50)
  SMTP_POOL_CONNECTIONS: number = 5;

  /** Default sender (`address` or `Name <address>`). */
  @IsOptional() @IsString() @MinLength(3)
  MAIL_FROM?: string;

  /** The mailbox Graph sends as (the app needs Mail.Send on it). */
  @ValidateIf((e: DeliveryEnv) => e.MAIL_PROVIDER === 'graph')
  @IsString() @MinLength(3)
  GRAPH_SEND_MAILBOX?: string;

  @Transform(toBool) @IsBoolean()
  GRAPH_SAVE_TO_SENT_ITEMS: boolean = true;

  /** Port of the in-process SMTP catcher (0: a free port chosen by the system). */
  @IsInt() @Min(0) @Max(65535)
  MAIL_CATCHER_PORT: number = 0;

  /** How many caught messages the catcher keeps in memory. */
  @IsInt() @Min(1) @Max(10000)
  MAIL_CATCHER_KEEP: number = 200;

  /** Comma list of extra recipient domains for template test sends (beside the sign-in domains). */
  @IsOptional() @IsString()
  TEST_SEND_ALLOWED_DOMAINS?: string;

  /** true: a test send may go to any address. */
  @Transform(toBool) @IsBoolean()
  TEST_SEND_ANY_RECIPIENT: boolean = false;

  /** Test sends per user per minute. */
  @IsInt() @Min(1) @Max(1000)
  TEST_SEND_PER_MINUTE: number = 10;

  /** Comma list of the mailboxes sequence emails are pooled over (each with its own budget); default: the sender. */
  @IsOptional() @IsString()
  MAIL_SEND_MAILBOXES?: string;

  /** Messages per sending mailbox per minute (Microsoft 365: 30); 0 lifts the limit. */
  @IsInt() @Min(0) @Max(1_000_000)
  MAILBOX_MESSAGES_PER_MINUTE: number = 30;

  /** Recipients per sending mailbox per rolling 24 hours (Microsoft 365: 10,000); 0 lifts the limit. */
  @IsInt() @Min(0) @Max(100_000_000)
  MAILBOX_RECIPIENTS_PER_DAY: number = 10000;

  /** Provider attempts of one sequence email before a transient failure becomes permanent. */
  @IsInt() @Min(1) @Max(50)
  SEQUENCE_SEND_MAX_ATTEMPTS: number = 8;

  /**
   * How long a started sequence send counts as in flight: longer than any provider call (SMTP_TIMEOUT_MS, Graph's
   * 30 s) and than Exchange takes to file a sent message in Sent Items. Past it, an unfinished attempt crashed.
   */
  @IsInt() @Min(5) @Max(3600)
  SEQUENCE_SEND_ATTEMPT_LEASE_SECONDS: number = 300;

  /** Key of the reply tokens in sequence emails' Reply-To (default: derived from SESSION_SECRET). */
  @IsOptional() @IsString() @MinLength(16)
  MAIL_REPLY_TOKEN_SECRET?: string;
}

/** 'none': production without mail settings; every send fails with MAIL_PROVIDER_NOT_CONFIGURED. */
export type DeliveryMode = 'smtp' | 'graph' | 'catcher' | 'none';

export interface DeliverySettings {
  mode: DeliveryMode;
  /** Default From of outgoing mail. */
  from: string;
  smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string; timeoutMs: number; poolConnections: number } | null;
  graph: { mailbox: string; saveToSentItems: boolean } | null;
  catcher: { port: number; keep: number; poolConnections: number };
  testSend: { allowedDomains: string[]; anyRecipient: boolean; perMinute: number };
}

/** What the grouping needs beside the delivery keys. */
export interface DeliveryDefaults {
  production: boolean;
  /** The From used when MAIL_FROM is unset (and Graph gives no mailbox). */
  defaultFrom: string;
}

/** Nest injection token of the DeliverySettings. */
export const DELIVERY_SETTINGS = Symbol('DELIVERY_SETTINGS');

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase().replace(/^@/, ''))
    .filter((item) => item.length > 0);

/** The validated DeliveryEnv as grouped settings (secrets included: never log the result). */
/** Keys read by the sequence sender's own settings (sequence-send.config), not by these. */
type SequenceSendKey =
  | 'MAIL_SEND_MAILBOXES'
  | 'MAILBOX_MESSAGES_PER_MINUTE'
  | 'MAILBOX_RECIPIENTS_PER_DAY'
  | 'SEQUENCE_SEND_MAX_ATTEMPTS'
  | 'SEQUENCE_SEND_ATTEMPT_LEASE_SECONDS'
  | 'MAIL_REPLY_TOKEN_SECRET';

export function deliverySettings(env: Omit<DeliveryEnv, SequenceSendKey>, defaults: DeliveryDefaults): DeliverySettings {
  const implicit: DeliveryMode = env.SMTP_HOST !== undefined ? 'smtp' : defaults.production ? 'none' : 'catcher';
  const mode: DeliveryMode = env.MAIL_PROVIDER ?? implicit;
  const smtp =
    mode === 'smtp' && env.SMTP_HOST !== undefined
      ? { host: env.SMTP_HOST, port: env.SMTP_PORT, secure: env.SMTP_SECURE, user: env.SMTP_USER, pass: env.SMTP_PASS, timeoutMs: env.SMTP_TIMEOUT_MS, poolConnections: env.SMTP_POOL_CONNECTIONS }
      : null;
  const graph = mode === 'graph' && env.GRAPH_SEND_MAILBOX !== undefined ? { mailbox: env.GRAPH_SEND_MAILBOX, saveToSentItems: env.GRAPH_SAVE_TO_SENT_ITEMS } : null;
  return {
    mode,
    from: env.MAIL_FROM ?? (graph ? graph.mailbox : defaults.defaultFrom),
    smtp,
    graph,
    catcher: { port: env.MAIL_CATCHER_PORT, keep: env.MAIL_CATCHER_KEEP, poolConnections: env.SMTP_POOL_CONNECTIONS },
    testSend: { allowedDomains: list(env.TEST_SEND_ALLOWED_DOMAINS), anyRecipient: env.TEST_SEND_ANY_RECIPIENT, perMinute: env.TEST_SEND_PER_MINUTE },
  };
}

/** Problems across keys that one field's rule cannot see (MAIL_PROVIDER=graph needs the Graph app credentials). */
export function deliveryProblems(env: DeliveryEnv & { GRAPH_CLIENT_ID?: string }): string[] {
  return env.MAIL_PROVIDER === 'graph' && env.GRAPH_CLIENT_ID === undefined
    ? ['MAIL_PROVIDER: graph needs the Graph app credentials (GRAPH_TENANT_ID, GRAPH_CLIENT_ID, GRAPH_CLIENT_SECRET)']
    : [];
}

import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min, MinLength, ValidateIf, validateSync } from 'class-validator';
import { DEMO_EMAIL_DOMAIN } from 'src/config/app-config.service';
import { toBool } from 'src/config/env.schema';
import { InvalidConfigError } from 'src/config/validate-env';

/**
 * Outgoing mail. MAIL_PROVIDER picks the adapter; unset, SMTP_HOST means smtp and no mail settings at all mean the
 * in-process SMTP catcher (nothing leaves the machine). Graph sending uses the app credentials of GRAPH_*.
 */
export class DeliveryEnv {
  @IsOptional() @IsIn(['smtp', 'graph'])
  MAIL_PROVIDER?: 'smtp' | 'graph';

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
}

export type DeliveryMode = 'smtp' | 'graph' | 'catcher';

export interface DeliverySettings {
  mode: DeliveryMode;
  /** Default From of outgoing mail. */
  from: string;
  smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string; timeoutMs: number } | null;
  graph: { mailbox: string; saveToSentItems: boolean } | null;
  catcher: { port: number; keep: number };
}

export const DEFAULT_MAIL_FROM = `Lead Automation <no-reply@${DEMO_EMAIL_DOMAIN}>`;

/** Nest injection token of the DeliverySettings. */
export const DELIVERY_SETTINGS = Symbol('DELIVERY_SETTINGS');

/** The validated DeliveryEnv as grouped settings. */
export function deliverySettings(env: DeliveryEnv): DeliverySettings {
  const mode: DeliveryMode = env.MAIL_PROVIDER ?? (env.SMTP_HOST !== undefined ? 'smtp' : 'catcher');
  const smtp =
    mode === 'smtp' && env.SMTP_HOST !== undefined
      ? { host: env.SMTP_HOST, port: env.SMTP_PORT, secure: env.SMTP_SECURE, user: env.SMTP_USER, pass: env.SMTP_PASS, timeoutMs: env.SMTP_TIMEOUT_MS }
      : null;
  const graph = mode === 'graph' && env.GRAPH_SEND_MAILBOX !== undefined ? { mailbox: env.GRAPH_SEND_MAILBOX, saveToSentItems: env.GRAPH_SAVE_TO_SENT_ITEMS } : null;
  return {
    mode,
    from: env.MAIL_FROM ?? (graph ? graph.mailbox : DEFAULT_MAIL_FROM),
    smtp,
    graph,
    catcher: { port: env.MAIL_CATCHER_PORT, keep: env.MAIL_CATCHER_KEEP },
  };
}

/**
 * Validates the delivery keys of a raw environment (empty values count as unset, as in the app's config) and
 * groups them; throws InvalidConfigError naming each bad key. MAIL_PROVIDER=graph also needs GRAPH_CLIENT_ID.
 */
export function readDeliverySettings(raw: Record<string, unknown>): DeliverySettings {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== '' && value !== undefined));
  const env = plainToInstance(DeliveryEnv, cleaned, { enableImplicitConversion: true, exposeDefaultValues: true });
  const problems = validateSync(env).map((error) => `${error.property}: ${Object.values(error.constraints ?? {}).join('; ')}`);
  if (env.MAIL_PROVIDER === 'graph' && cleaned.GRAPH_CLIENT_ID === undefined) {
    problems.push('MAIL_PROVIDER: graph needs the Graph app credentials (GRAPH_TENANT_ID, GRAPH_CLIENT_ID, GRAPH_CLIENT_SECRET)');
  }
  if (problems.length > 0) throw new InvalidConfigError(problems);
  return deliverySettings(env);
}

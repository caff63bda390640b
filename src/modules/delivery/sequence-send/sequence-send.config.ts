import { createHash } from 'node:crypto';
import type { DeliveryEnv } from '../delivery.config';

/** How sequence emails are sent: the mailbox pool with its budget, retries, the reply token key. */
export interface SequenceSendSettings {
  /** Lowercased sending mailboxes, in the order they are tried; never empty. */
  mailboxes: string[];
  /** The company sender (MAIL_FROM): with the mailboxes, the addresses our mail may go out as (ownSendingAddresses). */
  companyFrom: string;
  /** True when MAIL_SEND_MAILBOXES lists them: each then sends as itself (From), under the company sender's name. */
  pooled: boolean;
  /** Per mailbox; 0: unlimited. */
  perMinute: number;
  /** Per mailbox per rolling 24 hours; 0: unlimited. */
  perDay: number;
  maxAttempts: number;
  /** How long a started attempt is taken to be in flight before a caller may treat it as crashed. */
  attemptLeaseMs: number;
  replyTokenSecret: string;
  /** Where the app answers on the internet (PUBLIC_URL): the unsubscribe links point there. */
  publicUrl: string;
  /**
   * The provider accepted an email but the database could not record it: the waits between tries to record it while
   * the send holds the answer (about a minute in all; the answer is also kept in Redis for a later attempt).
   */
  recordRetryMs: number[];
}

/** About a minute of tries to record a provider's answer while the database is unavailable. */
export const RECORD_RETRY_MS = [1000, 2000, 4000, 8000, 15_000, 30_000];

export type SequenceSendEnv = Pick<
  DeliveryEnv,
  | 'MAIL_SEND_MAILBOXES'
  | 'MAILBOX_MESSAGES_PER_MINUTE'
  | 'MAILBOX_RECIPIENTS_PER_DAY'
  | 'SEQUENCE_SEND_MAX_ATTEMPTS'
  | 'SEQUENCE_SEND_ATTEMPT_LEASE_SECONDS'
  | 'MAIL_REPLY_TOKEN_SECRET'
>;

/** Nest injection token of the SequenceSendSettings. */
export const SEQUENCE_SEND_SETTINGS = Symbol('SEQUENCE_SEND_SETTINGS');

/** The bare address of `Name <address>` or `address`, lowercased. */
export function bareAddress(value: string): string {
  const match = /<([^>]+)>\s*$/.exec(value);
  return (match ? match[1] : value).trim().toLowerCase();
}

/**
 * The addresses our mail may go out as: the sending mailboxes (MAIL_SEND_MAILBOXES, else the default one) and the
 * company sender (MAIL_FROM), lowercased, each once. A From naming any other address is refused where it is chosen
 * (a step's from_override, a test send's from_address) and ignored at send time.
 */
export function ownSendingAddresses(settings: Pick<SequenceSendSettings, 'mailboxes' | 'companyFrom'>): string[] {
  return [...new Set([...settings.mailboxes, bareAddress(settings.companyFrom)].map((address) => address.toLowerCase()))];
}

/** True when `from` ("Name <address>" or an address) is one of `own` (see ownSendingAddresses); the display name is free. */
export const isOwnSendingAddress = (from: string, own: readonly string[]): boolean => own.includes(bareAddress(from));

/**
 * `defaultMailbox`: the Graph sending mailbox, else the From address; `companyFrom`: the From address (MAIL_FROM). The reply token key defaults to one derived
 * from the session secret (a different key than the sessions', so one cannot stand for the other).
 */
export function sequenceSendSettings(env: SequenceSendEnv, defaults: { defaultMailbox: string; companyFrom: string; sessionSecret: string; publicUrl: string }): SequenceSendSettings {
  const listed = (env.MAIL_SEND_MAILBOXES ?? '').split(',').map(bareAddress).filter((item) => item.length > 0);
  const mailboxes = listed.length > 0 ? [...new Set(listed)] : [bareAddress(defaults.defaultMailbox)];
  return {
    mailboxes,
    companyFrom: defaults.companyFrom,
    pooled: listed.length > 0,
    perMinute: env.MAILBOX_MESSAGES_PER_MINUTE,
    perDay: env.MAILBOX_RECIPIENTS_PER_DAY,
    maxAttempts: env.SEQUENCE_SEND_MAX_ATTEMPTS,
    attemptLeaseMs: env.SEQUENCE_SEND_ATTEMPT_LEASE_SECONDS * 1000,
    replyTokenSecret: env.MAIL_REPLY_TOKEN_SECRET ?? createHash('sha256').update(`reply-token:${defaults.sessionSecret}`).digest('hex'),
    publicUrl: defaults.publicUrl,
    recordRetryMs: RECORD_RETRY_MS,
  };
}

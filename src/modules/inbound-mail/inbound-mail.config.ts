import { IsInt, IsNumber, Max, Min } from 'class-validator';

/** Inbound mail (replies, out-of-office notices, delivery reports posted to POST /api/mail/inbound). */
export class InboundMailEnv {
  /** An out-of-office reply that states no return date pauses its run for this many days. */
  @IsInt() @Min(1) @Max(90)
  INBOUND_OOO_DEFAULT_DAYS: number = 7;

  /** A stated return date further ahead than this many days counts as this many days ("until 31 December 9999"). */
  @IsInt() @Min(1) @Max(365)
  INBOUND_OOO_MAX_DAYS: number = 60;

  /**
   * A recipient domain whose server refused one of our sends on policy grounds (blocked, spam, reputation,
   * authentication) is held back this long: nothing is sent to it, the runs wait and their explain line says why.
   */
  @IsInt() @Min(1) @Max(168)
  INBOUND_DOMAIN_HOLD_HOURS: number = 6;

  /** A sending mailbox is paused when policy refusals come from this many distinct recipient domains within the window. */
  @IsInt() @Min(2) @Max(100)
  MAILBOX_PAUSE_POLICY_DOMAINS: number = 3;

  /** The window (hours) over which distinct refusing domains are counted. */
  @IsInt() @Min(1) @Max(720)
  MAILBOX_PAUSE_POLICY_WINDOW_HOURS: number = 24;

  /** Hard-bounce and complaint rates are taken over a mailbox's last this-many sends. */
  @IsInt() @Min(10) @Max(100000)
  MAILBOX_PAUSE_WINDOW_SENDS: number = 1000;

  /** A mailbox whose hard bounces reach this percentage of its last sends is paused. */
  @IsNumber() @Min(0.1) @Max(100)
  MAILBOX_PAUSE_HARD_BOUNCE_PERCENT: number = 5;

  /** A mailbox whose spam complaints reach this percentage of its last sends is paused (0.3% is the big providers' line). */
  @IsNumber() @Min(0.01) @Max(100)
  MAILBOX_PAUSE_COMPLAINT_PERCENT: number = 0.3;

  /** Neither rate pauses a mailbox on fewer than this many hard bounces (or complaints): one unlucky message is not a rate. */
  @IsInt() @Min(1) @Max(1000)
  MAILBOX_PAUSE_MIN_EVENTS: number = 3;

  /** This many soft bounces in a row for one address put it on the suppression list (as a bounce). */
  @IsInt() @Min(1) @Max(20)
  INBOUND_SOFT_BOUNCE_LIMIT: number = 3;

  /** How often the worker reads each sending mailbox's inbox through Graph (seconds); a reply stops its run within about this long. */
  @IsInt() @Min(10) @Max(3600)
  INBOUND_GRAPH_POLL_SECONDS: number = 30;

  /**
   * A message in a sending mailbox's inbox whose processing fails this many reads in a row is given up on: logged as an
   * error, counted in sequence_errors_total and kept in inbound_graph_failures, and the reader moves past it.
   */
  @IsInt() @Min(1) @Max(100)
  INBOUND_GRAPH_MAX_ATTEMPTS: number = 5;

  /**
   * A new delta round over a sending mailbox's inbox (its first read, or after Graph forgot the saved position) only
   * lists mail received in this many days before it starts, not the whole inbox.
   */
  @IsInt() @Min(1) @Max(365)
  INBOUND_GRAPH_FIRST_READ_DAYS: number = 7;
}

/** When a sending mailbox is paused: by rate over its recent sends, never on one message. */
export interface MailboxProtectionSettings {
  policyDomains: number;
  policyWindowHours: number;
  windowSends: number;
  hardBouncePercent: number;
  complaintPercent: number;
  minEvents: number;
}

export interface InboundMailSettings {
  oooDefaultDays: number;
  oooMaxDays: number;
  softBounceLimit: number;
  domainHoldHours: number;
  protection: MailboxProtectionSettings;
}

type InboundMailSettingsEnv = Pick<
  InboundMailEnv,
  | 'INBOUND_OOO_DEFAULT_DAYS' | 'INBOUND_OOO_MAX_DAYS' | 'INBOUND_SOFT_BOUNCE_LIMIT' | 'INBOUND_DOMAIN_HOLD_HOURS' | 'MAILBOX_PAUSE_POLICY_DOMAINS'
  | 'MAILBOX_PAUSE_POLICY_WINDOW_HOURS' | 'MAILBOX_PAUSE_WINDOW_SENDS' | 'MAILBOX_PAUSE_HARD_BOUNCE_PERCENT' | 'MAILBOX_PAUSE_COMPLAINT_PERCENT' | 'MAILBOX_PAUSE_MIN_EVENTS'
>;

/** The names inboundMailSettings reads (the config service fetches each). */
export const INBOUND_MAIL_SETTING_KEYS = [
  'INBOUND_OOO_DEFAULT_DAYS', 'INBOUND_OOO_MAX_DAYS', 'INBOUND_SOFT_BOUNCE_LIMIT', 'INBOUND_DOMAIN_HOLD_HOURS', 'MAILBOX_PAUSE_POLICY_DOMAINS',
  'MAILBOX_PAUSE_POLICY_WINDOW_HOURS', 'MAILBOX_PAUSE_WINDOW_SENDS', 'MAILBOX_PAUSE_HARD_BOUNCE_PERCENT', 'MAILBOX_PAUSE_COMPLAINT_PERCENT', 'MAILBOX_PAUSE_MIN_EVENTS',
] as const satisfies readonly (keyof InboundMailSettingsEnv)[];

export const inboundMailSettings = (env: InboundMailSettingsEnv): InboundMailSettings => ({
  oooDefaultDays: env.INBOUND_OOO_DEFAULT_DAYS,
  oooMaxDays: env.INBOUND_OOO_MAX_DAYS,
  softBounceLimit: env.INBOUND_SOFT_BOUNCE_LIMIT,
  domainHoldHours: env.INBOUND_DOMAIN_HOLD_HOURS,
  protection: {
    policyDomains: env.MAILBOX_PAUSE_POLICY_DOMAINS,
    policyWindowHours: env.MAILBOX_PAUSE_POLICY_WINDOW_HOURS,
    windowSends: env.MAILBOX_PAUSE_WINDOW_SENDS,
    hardBouncePercent: env.MAILBOX_PAUSE_HARD_BOUNCE_PERCENT,
    complaintPercent: env.MAILBOX_PAUSE_COMPLAINT_PERCENT,
    minEvents: env.MAILBOX_PAUSE_MIN_EVENTS,
  },
});

/** The Graph reader of the sending mailboxes' inboxes. */
export interface InboundGraphSettings {
  pollMs: number;
  /** Failed reads of one message before the reader gives up on it and moves past it. */
  maxAttempts: number;
  /** A new delta round lists only mail received in this many days before it starts. */
  firstReadDays: number;
}

export const inboundGraphSettings = (
  env: Pick<InboundMailEnv, 'INBOUND_GRAPH_POLL_SECONDS' | 'INBOUND_GRAPH_MAX_ATTEMPTS' | 'INBOUND_GRAPH_FIRST_READ_DAYS'>,
): InboundGraphSettings => ({
  pollMs: env.INBOUND_GRAPH_POLL_SECONDS * 1000,
  maxAttempts: env.INBOUND_GRAPH_MAX_ATTEMPTS,
  firstReadDays: env.INBOUND_GRAPH_FIRST_READ_DAYS,
});

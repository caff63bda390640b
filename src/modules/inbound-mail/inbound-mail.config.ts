import { IsInt, Max, Min } from 'class-validator';

/** Inbound mail (replies, out-of-office notices, delivery reports posted to POST /api/mail/inbound). */
export class InboundMailEnv {
  /** An out-of-office reply that states no return date pauses its run for this many days. */
  @IsInt() @Min(1) @Max(90)
  INBOUND_OOO_DEFAULT_DAYS: number = 7;

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

export interface InboundMailSettings {
  oooDefaultDays: number;
  softBounceLimit: number;
}

export const inboundMailSettings = (env: Pick<InboundMailEnv, 'INBOUND_OOO_DEFAULT_DAYS' | 'INBOUND_SOFT_BOUNCE_LIMIT'>): InboundMailSettings => ({
  oooDefaultDays: env.INBOUND_OOO_DEFAULT_DAYS,
  softBounceLimit: env.INBOUND_SOFT_BOUNCE_LIMIT,
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

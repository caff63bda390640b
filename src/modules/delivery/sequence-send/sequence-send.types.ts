/**
 * The door between the sequence advancer (the runs module's email step handler: the advancer decides WHEN a run's
 * step may go: run state, suppression, send window, daily caps) and the delivery module (which decides HOW it goes: mailbox budget,
 * rendering, the deliveries row committed before the provider call, exactly-once on retry).
 */

/** Send step `stepOrder` (1-based) of enrollment `enrollmentId`. IDs only: the sender reads the rest itself. */
export interface SequenceSendRequest {
  enrollmentId: string;
  stepOrder: number;
}

/** What became of one send. */
export type SequenceSendOutcome =
  /** Accepted by the provider (or found already sent after a crash): the run may advance. */
  | { kind: 'sent'; deliveryId: string; sentAt: Date }
  /**
   * Not now: provider throttling (Retry-After), a transient error, or the mailbox budget; try again at `at`.
   * `reason` is a code (see SequenceRetryReason); `detail` the provider's message, when there is one.
   */
  | { kind: 'retry'; at: Date; reason: string; detail?: string }
  /** Refused for good (bad address, rejected content, no template): the delivery and the run fail with `reason`. */
  | { kind: 'failed'; deliveryId: string | null; reason: string }
  /** A crashed earlier attempt could not be confirmed either way: the delivery is `unknown`; an operator decides. */
  | { kind: 'unknown'; deliveryId: string };

/**
 * Why a send must wait: the provider throttled (Retry-After) or failed transiently (backoff), every pooled mailbox
 * used its budget, an attempt at the same step is in flight (or crashed within its lease), Sent Items could not be
 * searched to confirm a crashed Graph send, or the run ended or its lead reached the goal after the advancer claimed
 * it (run_changed: nothing was sent; the advancer decides again at once).
 */
export type SequenceRetryReason = 'provider_throttled' | 'provider_unavailable' | 'mailbox_budget' | 'mailbox_paused' | 'domain_held' | 'send_in_progress' | 'confirming_send' | 'run_changed';

export interface SequenceSender {
  send(request: SequenceSendRequest): Promise<SequenceSendOutcome>;
}

/** Nest injection token of the SequenceSender the delivery module provides. */
export const SEQUENCE_SENDER = Symbol('SEQUENCE_SENDER');

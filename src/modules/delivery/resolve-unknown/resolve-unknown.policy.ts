/**
 * The rules of an operator's decision on a delivery whose outcome is unknown (a send that crashed mid-call and that
 * the provider could not confirm), pure.
 *
 * Exactly once stays exactly once: the idempotency key of a run's step (`seq:{run}:{step}`) is what lets the sender
 * send that step at most once, and an `unknown` row holding it is never sent again by the engine. "Sent" keeps the
 * key on the row (now `sent`): the step is done. "Not sent" is the only way the step may go out again, and only
 * because a person decided so: the row becomes `failed` with the operator's words and gives the key up (it is
 * renamed `{key}:not-sent:{delivery id}`, unique), so the sender's next attempt inserts a fresh `pending` row under
 * the original key. That new row is again guarded by the unique key and the started-attempt record, so at most one
 * further copy can go out, and the failed row stays in Email Deliveries as the record of what happened.
 */

export type ResolveOutcome = 'sent' | 'not_sent';
export const RESOLVE_OUTCOMES: readonly ResolveOutcome[] = ['sent', 'not_sent'];

/** At most this many characters of a note are kept. */
export const RESOLVE_NOTE_MAX = 500;

/** Null when the delivery may be resolved, else its status (the refusal names it). */
export function resolveRefusal(status: string): string | null {
  return status === 'unknown' ? null : status;
}

/** The delivery's error once an operator marked it not sent. */
export function notSentError(operator: string, note: string | null): string {
  return `Marked not sent by ${operator}: ${note ?? 'no note'}`;
}

/** The key a delivery marked not sent keeps (unique: it carries the row's id); the original is free for a new attempt. */
export function retiredKey(key: string, deliveryId: string): string {
  return `${key}:not-sent:${deliveryId}`;
}

/** When a delivery marked sent counts as sent: when its attempt started (the email went out then), else now. */
export function resolvedSentAt(attemptStartedAt: Date | null, now: Date): Date {
  return attemptStartedAt ?? now;
}

/** A note as kept: trimmed, blank as none. */
export function cleanNote(note: string | null | undefined): string | null {
  const text = (note ?? '').trim();
  return text === '' ? null : text.slice(0, RESOLVE_NOTE_MAX);
}

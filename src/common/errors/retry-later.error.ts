/** The longest Retry-After a client waits out inline (one short pause); anything longer goes back to the queue. */
export const MAX_INLINE_RETRY_AFTER_MS = 2000;

/**
 * A remote service asked us to come back later (429/503 with Retry-After, or a shared pause still running). Clients
 * make one try per call and throw this instead of sleeping; the queue worker turns it into a delayed job (the slot
 * is free meanwhile, and throttling does not use up the job's attempts). Outside a job it is just a transient error.
 */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Seconds (or an HTTP date) of a Retry-After header in ms; `fallbackMs` when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, fallbackMs: number): number {
  if (value === null || value === undefined || value.trim() === '') return fallbackMs;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? fallbackMs : Math.max(0, date - Date.now());
}

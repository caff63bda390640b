/**
 * Move-date anchoring of a sequence step (the step's `wait_until`).
 *
 * A step with `wait_until = { anchor: 'move_date', offset_days, send_hour }` is not sent after a delay but on the
 * contact's opportunity move date shifted by `offset_days` whole days (negative = before the move, e.g. -7 is one
 * week before; bounded to one year either way) at `send_hour` o'clock (0-23) in the send window's timezone.
 * `wait_until = null` (or absent) means the step uses its plain delay. The scheduling maths live in
 * send-window.policy.ts (`anchoredRun`); this file only owns the shape.
 */

/** The only anchor supported today: the opportunity's move date. */
export const STEP_ANCHOR_KINDS = ['move_date'] as const;
export type StepAnchorKind = (typeof STEP_ANCHOR_KINDS)[number];

/** Bounds of `offset_days` (inclusive): up to a year before or after the move date. */
export const STEP_ANCHOR_MIN_OFFSET_DAYS = -365;
export const STEP_ANCHOR_MAX_OFFSET_DAYS = 365;

export interface StepAnchor {
  anchor: StepAnchorKind;
  /** Whole days from the move date; negative = before it. */
  offset_days: number;
  /** Local hour of the send, 0-23, in the send window's timezone. */
  send_hour: number;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** Every problem of an anchor value, as human sentences; empty when usable. Null/undefined is "no anchor" (fine). */
export function stepAnchorProblems(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object' || Array.isArray(value)) return ['wait_until must be an object like { anchor: "move_date", offset_days: -7, send_hour: 9 } or null'];
  const v = value as Record<string, unknown>;
  const problems: string[] = [];
  if (!STEP_ANCHOR_KINDS.includes(v.anchor as StepAnchorKind)) problems.push('wait_until.anchor must be "move_date"');
  if (!isInt(v.offset_days) || v.offset_days < STEP_ANCHOR_MIN_OFFSET_DAYS || v.offset_days > STEP_ANCHOR_MAX_OFFSET_DAYS) {
    problems.push(`wait_until.offset_days must be a whole number of days from ${STEP_ANCHOR_MIN_OFFSET_DAYS} to ${STEP_ANCHOR_MAX_OFFSET_DAYS} (negative = before the move date)`);
  }
  if (!isInt(v.send_hour) || v.send_hour < 0 || v.send_hour > 23) problems.push('wait_until.send_hour must be a whole hour from 0 to 23');
  const unknown = Object.keys(v).filter((k) => k !== 'anchor' && k !== 'offset_days' && k !== 'send_hour');
  if (unknown.length > 0) problems.push(`wait_until has unknown field(s): ${unknown.join(', ')}`);
  return problems;
}

/** The anchor typed (a fresh object with only the known fields), or null when absent or invalid. */
export function parseStepAnchor(value: unknown): StepAnchor | null {
  if (value === null || value === undefined || stepAnchorProblems(value).length > 0) return null;
  const v = value as Record<string, unknown>;
  return { anchor: v.anchor as StepAnchorKind, offset_days: v.offset_days as number, send_hour: v.send_hour as number };
}

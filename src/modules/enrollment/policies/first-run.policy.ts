/**
 * When an enrollment's first email is due. A step without `wait_until` waits its delay from now and then the next
 * open moment of the send window. A step anchored to the move date goes out `offset_days` from the contact's move
 * date at `send_hour` (window's timezone), moved to the next open slot; a passed or missing move date skips the
 * contact instead of scheduling a send at the wrong time.
 */
import { anchoredRun, type HolidayList, scheduleFirstRun, type SendWindow } from 'src/modules/sequences/schedule/send-window.policy';
import { parseStepAnchor, type StepAnchor } from 'src/modules/sequences/schedule/step-anchor.policy';

/** A step anchored to the contact's move date (offset in days, hour of the day in the window's timezone). */
export type MoveDateAnchor = StepAnchor;

export interface FirstRunInput {
  step: { delay_seconds: number; wait_until: MoveDateAnchor | null };
  /** The contact's move date, yyyy-MM-dd, or null when unknown. */
  moveDate: string | null;
  window: SendWindow;
  now: Date;
  holidays?: HolidayList;
}

export type FirstRunSkip = 'move_date_passed' | 'no_move_date';
export type FirstRun = { at: Date } | { skip: FirstRunSkip };

export function firstRunAt(input: FirstRunInput): FirstRun {
  const { step, window, now, holidays } = input;
  if (step.wait_until === null) return { at: scheduleFirstRun(now, step.delay_seconds, window, holidays) };
  if (input.moveDate === null) return { skip: 'no_move_date' };
  const { offset_days: offsetDays, send_hour: sendHour } = step.wait_until;
  const at = anchoredRun(input.moveDate, offsetDays, sendHour, window, { now, holidays });
  return at === null ? { skip: 'move_date_passed' } : { at };
}

/** Reads a stored `wait_until` value; anything that is not a valid move-date anchor counts as no anchor. */
export function readAnchor(value: unknown): MoveDateAnchor | null {
  return parseStepAnchor(value);
}

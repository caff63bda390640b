/**
 * Send windows: the weekdays and local hours, in one IANA timezone, during which a sequence email may go out.
 *
 * Semantics (all in the window's timezone, by wall clock):
 * - `days` are ISO weekday numbers, 1 = Monday ... 7 = Sunday (the rule default is Monday to Friday, 1-5).
 * - The window is open while the local time is at or after `start_hour` and before `end_hour` (end exclusive);
 *   `end_hour` 24 means until midnight. Hours may carry minutes as a fraction in whole minutes (8.5 = 08:30).
 * - A date in the holiday list (yyyy-MM-dd, local) is closed all day.
 * - Spring forward: when the opening time does not exist that day (02:30 in New York on the second Sunday of
 *   March), the window opens at the first instant whose local time is past it, i.e. the end of the gap (03:00 EDT).
 * - Fall back: when the opening time happens twice, the window opens at the first occurrence. During the repeated
 *   hour the local clock goes back, so a window whose opening falls inside that hour is closed again until the clock
 *   reaches the opening time a second time.
 */
import { DateTime } from 'luxon';
import { SendWindowError } from './send-window.errors';

export interface SendWindow {
  /** ISO weekday numbers: 1 = Monday ... 7 = Sunday. */
  days: readonly number[];
  /** 0 to 24 (exclusive of 24), inclusive opening hour; whole minutes as a fraction. */
  start_hour: number;
  /** Above start_hour, up to 24; exclusive closing hour. */
  end_hour: number;
  /** IANA zone, e.g. 'America/New_York'. */
  timezone: string;
}

/** Holiday dates, yyyy-MM-dd in the window's timezone. */
export type HolidayList = readonly string[] | ReadonlySet<string>;

/** The enrollment rule's default window: Monday to Friday, 8 to 18, UTC. */
export const DEFAULT_SEND_WINDOW: SendWindow = Object.freeze({ days: Object.freeze([1, 2, 3, 4, 5]), start_hour: 8, end_hour: 18, timezone: 'UTC' });

/** Upper bound of days searched for an opening (every allowed day being a holiday for two years is an error). */
const MAX_SEARCH_DAYS = 800;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isWholeMinutes = (hour: number): boolean => Number.isFinite(hour) && Math.abs(hour * 60 - Math.round(hour * 60)) < 1e-9;

/** Every problem of a window; empty when usable. */
export function sendWindowProblems(window: unknown): string[] {
  if (window === null || typeof window !== 'object' || Array.isArray(window)) return ['Send window must be an object'];
  const w = window as Record<string, unknown>;
  const problems: string[] = [];
  if (!Array.isArray(w.days) || w.days.length === 0) problems.push('days must be a non-empty list of weekdays 1-7');
  else if (w.days.some((d) => typeof d !== 'number' || !Number.isInteger(d) || d < 1 || d > 7)) problems.push('days must be weekdays 1-7 (1 = Monday)');
  const start = w.start_hour;
  const end = w.end_hour;
  const startOk = typeof start === 'number' && isWholeMinutes(start) && start >= 0 && start < 24;
  const endOk = typeof end === 'number' && isWholeMinutes(end) && end > 0 && end <= 24;
  if (!startOk) problems.push('start_hour must be a number from 0 to 23.98 in whole minutes');
  if (!endOk) problems.push('end_hour must be a number from 0.02 to 24 in whole minutes');
  if (startOk && endOk && (start as number) >= (end as number)) problems.push('start_hour must be before end_hour');
  if (typeof w.timezone !== 'string' || w.timezone.trim() === '') problems.push('timezone is required');
  else if (!DateTime.local().setZone(w.timezone).isValid) problems.push(`Unknown timezone "${w.timezone}"`);
  return problems;
}

/** Throws SendWindowError listing every problem; returns the window typed. */
export function assertSendWindow(window: unknown): SendWindow {
  const problems = sendWindowProblems(window);
  if (problems.length > 0) throw new SendWindowError(problems);
  return window as SendWindow;
}

const toSet = (holidays?: HolidayList): ReadonlySet<string> => (holidays === undefined ? new Set() : holidays instanceof Set ? holidays : new Set(holidays as readonly string[]));
const minutesOf = (hour: number): number => Math.round(hour * 60);
const wallMinutes = (t: DateTime): number => t.hour * 60 + t.minute + t.second / 60 + t.millisecond / 60000;
const dayOpen = (day: DateTime, window: SendWindow, holidays: ReadonlySet<string>): boolean =>
  window.days.includes(day.weekday) && !holidays.has(day.toISODate() as string);

/** The first instant of a local date whose wall-clock time is at or after `minutes` (see the DST notes above). */
function firstInstantAt(date: DateTime, minutes: number, zone: string): DateTime {
  const wanted = { year: date.year, month: date.month, day: date.day };
  let t = DateTime.fromObject({ ...wanted, hour: Math.floor(minutes / 60), minute: minutes % 60 }, { zone });
  const sameDay = (x: DateTime): boolean => x.year === wanted.year && x.month === wanted.month && x.day === wanted.day;
  if (!sameDay(t) || wallMinutes(t) !== minutes) {
    // Inside a spring-forward gap: walk back to the end of the gap.
    for (let i = 0; i < 180; i += 1) {
      const previous = t.minus({ minutes: 1 });
      if (!sameDay(previous) || wallMinutes(previous) < minutes) break;
      t = previous;
    }
    return t;
  }
  // A repeated (fall-back) time: prefer its first occurrence.
  for (const back of [60, 30, 120]) {
    const earlier = t.minus({ minutes: back });
    if (sameDay(earlier) && earlier.hour === t.hour && earlier.minute === t.minute) return earlier;
  }
  return t;
}

/** True when a send may go out at `at`. */
export function isOpen(at: Date, window: SendWindow, holidays?: HolidayList): boolean {
  assertSendWindow(window);
  const local = DateTime.fromJSDate(at, { zone: window.timezone });
  if (!dayOpen(local, window, toSet(holidays))) return false;
  const now = wallMinutes(local);
  return now >= minutesOf(window.start_hour) && now < minutesOf(window.end_hour);
}

/** `from` itself when the window is open then; otherwise the next moment it opens. Never earlier than `from`. */
export function nextOpenSlot(from: Date, window: SendWindow, holidays?: HolidayList): Date {
  assertSendWindow(window);
  if (Number.isNaN(from.getTime())) throw new SendWindowError(['from must be a valid date']);
  const set = toSet(holidays);
  if (isOpen(from, window, set)) return new Date(from.getTime());
  const zone = window.timezone;
  const start = minutesOf(window.start_hour);
  const local = DateTime.fromJSDate(from, { zone });
  const today = local.startOf('day');
  if (dayOpen(today, window, set) && wallMinutes(local) < start) {
    const opening = firstInstantAt(today, start, zone);
    if (opening.toMillis() > from.getTime()) return opening.toJSDate();
    // The local clock went back (fall-back) and will reach the opening again later today.
    return local.plus({ milliseconds: Math.round((start - wallMinutes(local)) * 60000) }).toJSDate();
  }
  for (let i = 1; i <= MAX_SEARCH_DAYS; i += 1) {
    const day = DateTime.fromObject({ year: today.year, month: today.month, day: today.day }, { zone }).plus({ days: i });
    if (!dayOpen(day, window, set)) continue;
    return firstInstantAt(day, start, zone).toJSDate();
  }
  throw new SendWindowError([`No open send window within ${MAX_SEARCH_DAYS} days`]);
}

const assertDelay = (seconds: number): void => {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) throw new SendWindowError(['Delay must be a non-negative number of seconds']);
};

/** First step: enrollment time plus the step's delay, then moved into the window. */
export function scheduleFirstRun(enrolledAt: Date, firstStepDelaySeconds: number, window: SendWindow, holidays?: HolidayList): Date {
  assertDelay(firstStepDelaySeconds);
  return nextOpenSlot(new Date(enrolledAt.getTime() + firstStepDelaySeconds * 1000), window, holidays);
}

/** Following steps: the previous send plus the step's delay, then moved into the window; never before that sum. */
export function scheduleNextRun(previousSentAt: Date, delaySeconds: number, window: SendWindow, holidays?: HolidayList): Date {
  assertDelay(delaySeconds);
  return nextOpenSlot(new Date(previousSentAt.getTime() + delaySeconds * 1000), window, holidays);
}

export interface AnchorOptions {
  /** The current time; defaults to the clock. */
  now?: Date;
  holidays?: HolidayList;
}

/**
 * A step anchored on the move date: `offsetDays` days from it (negative = before) at `sendHour` local time in the
 * window's timezone, moved forward into the window. Null when that anchored moment is already past, or when a
 * before-the-move step (negative offset) would only find an open slot on or after the move date; the caller then
 * ends or recomputes the run with a reason.
 */
export function anchoredRun(moveDate: string, offsetDays: number, sendHour: number, window: SendWindow, options: AnchorOptions = {}): Date | null {
  assertSendWindow(window);
  const problems: string[] = [];
  const zone = window.timezone;
  const move = typeof moveDate === 'string' && ISO_DATE.test(moveDate) ? DateTime.fromISO(moveDate, { zone }) : null;
  if (move === null || !move.isValid) problems.push('moveDate must be a date (yyyy-MM-dd)');
  if (!Number.isInteger(offsetDays) || Math.abs(offsetDays) > 3660) problems.push('offsetDays must be a whole number of days');
  if (typeof sendHour !== 'number' || !isWholeMinutes(sendHour) || sendHour < 0 || sendHour >= 24) problems.push('sendHour must be a number from 0 to 23.98 in whole minutes');
  if (problems.length > 0 || move === null) throw new SendWindowError(problems);
  const now = options.now ?? new Date();
  const anchored = firstInstantAt(move.plus({ days: offsetDays }), minutesOf(sendHour), zone);
  if (anchored.toMillis() < now.getTime()) return null;
  const slot = nextOpenSlot(anchored.toJSDate(), window, options.holidays);
  if (offsetDays < 0 && slot.getTime() >= move.startOf('day').toMillis()) return null;
  return slot;
}

/** A send window stored as JSON (a rule's window_json), read in the given timezone; missing parts take the defaults (Monday to Friday, 8 to 18). */
export function ruleWindow(windowJson: unknown, timezone: string): SendWindow {
  const window: Record<string, unknown> = windowJson !== null && typeof windowJson === 'object' && !Array.isArray(windowJson) ? (windowJson as Record<string, unknown>) : {};
  const days = Array.isArray(window.days) && window.days.every((day) => typeof day === 'number') ? (window.days as number[]) : [...DEFAULT_SEND_WINDOW.days];
  const hour = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);
  return {
    days,
    start_hour: hour(window.start_hour, DEFAULT_SEND_WINDOW.start_hour),
    end_hour: hour(window.end_hour, DEFAULT_SEND_WINDOW.end_hour),
    timezone,
  };
}

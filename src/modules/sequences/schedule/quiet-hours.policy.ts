/**
 * A step's quiet hours (`quiet_hours`): the hours of the day the step may go out, narrowing the sequence's send window
 * for that step only ("9–11 only"). Stored as { "start_hour": 9, "end_hour": 11 } (whole hours, start before end,
 * in the send window's time zone); null for none. Days, holidays and the time zone stay the window's.
 */
import type { SendWindow } from './send-window.policy';

export interface QuietHours {
  start_hour: number;
  end_hour: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const wholeHour = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The stored hours checked: the normalised value (null for none) and every problem. */
export function parseQuietHours(json: unknown): { hours: QuietHours | null; problems: string[] } {
  if (json === null || json === undefined) return { hours: null, problems: [] };
  if (!isRecord(json)) return { hours: null, problems: ['quiet_hours must be an object with start_hour and end_hour'] };
  const problems: string[] = [];
  for (const key of Object.keys(json)) if (key !== 'start_hour' && key !== 'end_hour') problems.push(`quiet_hours has an unknown setting "${key.slice(0, 40)}"`);
  const { start_hour: start, end_hour: end } = json;
  if (!wholeHour(start, 0, 23)) problems.push('quiet_hours.start_hour must be a whole hour from 0 to 23');
  if (!wholeHour(end, 1, 24)) problems.push('quiet_hours.end_hour must be a whole hour from 1 to 24');
  if (wholeHour(start, 0, 23) && wholeHour(end, 1, 24) && start >= end) problems.push('quiet_hours.start_hour must be before end_hour');
  return problems.length ? { hours: null, problems } : { hours: { start_hour: start as number, end_hour: end as number }, problems };
}

/**
 * The window narrowed to the step's hours. Where the two do not overlap (a step saying 7–8 under an 8–18 window), the
 * step's own hours win: it asked for them, and the window's days and holidays still hold.
 */
export function narrowWindow(window: SendWindow, stored: unknown): SendWindow {
  const { hours } = parseQuietHours(stored);
  if (!hours) return window;
  const start = Math.max(window.start_hour, hours.start_hour);
  const end = Math.min(window.end_hour, hours.end_hour);
  return start < end ? { ...window, start_hour: start, end_hour: end } : { ...window, start_hour: hours.start_hour, end_hour: hours.end_hour };
}

/**
 * The call-task step's settings and decisions (pure). A call step creates a task for the opportunity's assignee and
 * the run waits for the call's outcome (recorded with the Call Outcome Tracker), or for the task to expire. The outcome
 * picks where the run goes: the next step, a later step, the end, or the sequence's goal (a conversion).
 *
 * Stored in sequence_steps.config: { "expire_hours": 48, "routes": { "<outcome>": "next" | "end" | "goal" | <step> } }.
 * Outcomes not named take the defaults below; an expired task takes the no_answer route. A step number must be a later
 * step of the sequence (branches only point forward, so a run can never loop).
 */
import { DateTime } from 'luxon';
import { CALL_OUTCOMES, type CallOutcome } from 'src/modules/leads/calls/entities/call-outcome.entity';
import type { SendWindow } from 'src/modules/sequences/schedule/send-window.policy';

export type CallRoute = 'next' | 'end' | 'goal' | number;

export interface CallStepConfig {
  /** Hours after the task is due before it expires (then the no_answer route). 1-720. */
  expire_hours: number;
  routes: Record<CallOutcome, CallRoute>;
}

export const DEFAULT_EXPIRE_HOURS = 48;
export const MAX_EXPIRE_HOURS = 720;

/** Where each outcome goes unless the step says otherwise: a booking reaches the goal; a dead end ends the run. */
export const DEFAULT_CALL_ROUTES: Readonly<Record<CallOutcome, CallRoute>> = {
  answered: 'next', no_answer: 'next', voicemail: 'next', wrong_number: 'end', not_interested: 'end', booked: 'goal', rescheduled: 'next',
};

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const isOutcome = (value: string): value is CallOutcome => (CALL_OUTCOMES as readonly string[]).includes(value);

/** The stored settings, checked: the config (defaults filled in) or every problem, each as "Step n: …". */
export function parseCallConfig(json: unknown, stepOrder: number, stepCount: number): { config: CallStepConfig; problems: string[] } {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`Step ${stepOrder}: ${text}`);
  const config: CallStepConfig = { expire_hours: DEFAULT_EXPIRE_HOURS, routes: { ...DEFAULT_CALL_ROUTES } };
  if (json === null || json === undefined) return { config, problems };
  if (!isRecord(json)) return { config, problems: [`Step ${stepOrder}: config must be an object with expire_hours and routes`] };
  for (const key of Object.keys(json)) if (key !== 'expire_hours' && key !== 'routes') say(`config has an unknown setting "${key.slice(0, 40)}"`);
  if (json.expire_hours !== undefined) {
    const hours = json.expire_hours;
    if (typeof hours === 'number' && Number.isInteger(hours) && hours >= 1 && hours <= MAX_EXPIRE_HOURS) config.expire_hours = hours;
    else say(`expire_hours must be a whole number of hours from 1 to ${MAX_EXPIRE_HOURS}`);
  }
  if (json.routes !== undefined && !isRecord(json.routes)) say('routes must map call outcomes to next, end, goal or a later step number');
  else if (json.routes !== undefined) {
    for (const [outcome, route] of Object.entries(json.routes)) {
      if (!isOutcome(outcome)) say(`routes: unknown call outcome "${outcome.slice(0, 40)}" (one of ${CALL_OUTCOMES.join(', ')})`);
      else if (route === 'next' || route === 'end' || route === 'goal') config.routes[outcome] = route;
      else if (typeof route === 'number' && Number.isInteger(route) && route > stepOrder && route <= stepCount) config.routes[outcome] = route;
      else if (typeof route === 'number' && Number.isInteger(route)) {
        const later = stepOrder >= stepCount ? 'this is the last step: use next, end or goal' : `branches only go forward, to steps ${stepOrder + 1}–${stepCount}`;
        say(`routes.${outcome}: step ${route} is not a later step of this sequence (${later})`);
      }
      else say(`routes.${outcome} must be next, end, goal or a later step number`);
    }
  }
  return { config, problems };
}

/** A stored config as the engine reads it: anything malformed falls back to the defaults (it was checked at save). */
export const storedCallConfig = (json: unknown, stepOrder: number): CallStepConfig =>
  parseCallConfig(json, stepOrder, Number.MAX_SAFE_INTEGER).config;

/**
 * When the task is due: the end of the send window's day where the run sends (the step runs inside the window, so
 * its closing hour is later today); at least an hour from now.
 */
export function callDueAt(now: Date, window: Pick<SendWindow, 'end_hour' | 'timezone'>): Date {
  const close = DateTime.fromJSDate(now, { zone: window.timezone }).startOf('day').plus({ hours: window.end_hour });
  const floor = now.getTime() + 3600_000;
  return new Date(Math.max(close.toMillis(), floor));
}

/** "Call Dana Whitfield — step 3 of New lead follow-up". */
export const callTaskTitle = (who: string, stepOrder: number, sequenceName: string): string => `Call ${who} — step ${stepOrder} of ${sequenceName}`;

/** An outcome code in words: 'no_answer' → 'no answer'. */
export const outcomeWords = (outcome: string): string => outcome.replace(/_/g, ' ');

/** "today 4 pm" / "Nov 30, 4 pm" in the zone. */
export function dueWords(at: Date, now: Date, zone: string): string {
  const due = DateTime.fromJSDate(at, { zone });
  const hour = due.minute === 0 ? due.toFormat('h a') : due.toFormat('h:mm a');
  const when = due.hasSame(DateTime.fromJSDate(now, { zone }), 'day') ? 'today' : due.toFormat('LLL d,');
  return `${when} ${hour.toLowerCase()}`;
}

import type { CallOutcome } from '../../../../api/types';
import { CALL_OUTCOMES, outcomeLabel } from '../../../../calls/call-outcomes';

/**
 * The call-task step's settings as the server keeps them (src/modules/runs/steps/call/call-step.policy.ts):
 * config = { expire_hours: 1-720, routes: { <call outcome>: 'next' | 'end' | 'goal' | <a later step number> } }.
 */

/** Where a call outcome takes the run: on to the next step, the end, the goal (a conversion) or a later step by number. */
export type CallRoute = 'next' | 'end' | 'goal' | number;

/** A route for every call outcome. */
export type CallRoutes = Record<CallOutcome, CallRoute>;

/** The call step's own fields (beside what every step has: designer-rules StepBase). */
export type CallFields = {
  /** As typed; a whole number of hours from 1 to 720 to be sent. */
  expire_hours: string;
  routes: CallRoutes;
};

/** The config as the API takes it. */
export interface CallConfig {
  expire_hours: number | null;
  routes: CallRoutes;
}

/** The hours a call task stays open after it is due unless the step says otherwise (the server's default). */
export const DEFAULT_EXPIRE_HOURS = 48;
/** The most hours a call task may stay open after it is due. */
export const MAX_EXPIRE_HOURS = 720;

/** Where each outcome goes unless the step says otherwise (the server's defaults): a booking reaches the goal, a dead end ends the run. */
export const DEFAULT_CALL_ROUTES: Readonly<CallRoutes> = {
  answered: 'next', no_answer: 'next', voicemail: 'next', wrong_number: 'end', not_interested: 'end', booked: 'goal', rescheduled: 'next',
};

/** The line at the top of the call step's card. */
export const CALL_STEP_INTRO = "Creates a call task for the opportunity's assignee; the call's outcome decides what happens next.";
/** Under Expires after: what an expired task does (the No Answer route). */
export const EXPIRE_HELP = `Without an outcome by then, the run takes the ${outcomeLabel('no_answer')} path`;
/** Why the test send is off when the first step is a call step. */
export const CALL_NO_TEST_SEND = 'The first step is a call task: there is no email to test send';

/** The words of the routes that are not a step number. */
export const ROUTE_WORDS: Readonly<Record<Exclude<CallRoute, number>, string>> = {
  next: 'Next step',
  end: 'End the sequence',
  goal: 'Goal reached (conversion)',
};

/** A route in words: 'Next step', 'End the sequence', 'Goal reached (conversion)' or 'Go to step 3'. */
export const routeLabel = (route: CallRoute): string => (typeof route === 'number' ? `Go to step ${route}` : ROUTE_WORDS[route]);

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A stored route as the designer keeps it; anything else is the outcome's default. */
const routeOf = (value: unknown, fallback: CallRoute): CallRoute =>
  value === 'next' || value === 'end' || value === 'goal' || (typeof value === 'number' && Number.isInteger(value)) ? value : fallback;

/** A select's value ('next', 'end', 'goal' or a step number as text) as a route. */
export const routeFromValue = (value: string): CallRoute => (/^\d+$/.test(value) ? Number(value) : routeOf(value, 'next'));

/** A step's config as the API answers it (null, partial or odd in places): the fields, defaults filled in. */
export const callFieldsOf = (config: unknown): CallFields => {
  const stored = isRecord(config) ? config : {};
  const routes = isRecord(stored.routes) ? stored.routes : {};
  const hours = stored.expire_hours;
  return {
    expire_hours: String(typeof hours === 'number' && Number.isFinite(hours) ? hours : DEFAULT_EXPIRE_HOURS),
    routes: Object.fromEntries(CALL_OUTCOMES.map(({ value }) => [value, routeOf(routes[value], DEFAULT_CALL_ROUTES[value])])) as CallRoutes,
  };
};

/** The fields as the API's config: the hours as a number (null when none was typed), a route for every outcome. */
export const callConfigOf = (fields: CallFields): CallConfig => {
  const text = fields.expire_hours.trim();
  const hours = Number(text);
  return {
    expire_hours: text !== '' && Number.isFinite(hours) ? hours : null,
    routes: Object.fromEntries(CALL_OUTCOMES.map(({ value }) => [value, fields.routes[value]])) as CallRoutes,
  };
};

/** What is wrong with the typed hours (a whole number from 1 to 720), or null. */
export const expireHoursProblem = (text: string): string | null => {
  const hours = Number(text.trim());
  return /^\d+$/.test(text.trim()) && hours >= 1 && hours <= MAX_EXPIRE_HOURS
    ? null
    : `Expires after must be a whole number of hours from 1 to ${MAX_EXPIRE_HOURS}`;
};

/**
 * What is wrong with a route of step `order` of `count` steps, as the end of a sentence ('goes to step 1, which is not
 * a later step'), or null: a step number must be a later step (branches only go forward) and at most the last one.
 */
export const routeProblem = (route: CallRoute, order: number, count: number): string | null => {
  if (typeof route !== 'number') return null;
  if (route <= order) return `goes to step ${route}, which is not a later step`;
  if (route > count) return `goes to step ${route}, but the sequence has only ${count} ${count === 1 ? 'step' : 'steps'}`;
  return null;
};

/** Every problem of a call step (the one at `order` of `count`), each as "Step 2: 'No Answer' goes to step 1, …". */
export const callProblems = (fields: CallFields, order: number, count: number): string[] => {
  const hours = expireHoursProblem(fields.expire_hours);
  const routes = CALL_OUTCOMES.flatMap(({ value, label }) => {
    const problem = routeProblem(fields.routes[value], order, count);
    return problem ? [`Step ${order}: '${label}' ${problem}`] : [];
  });
  return [...(hours ? [`Step ${order}: ${hours}`] : []), ...routes];
};

import type { SequenceRecord, SequenceStep, SequenceStepInput } from '../../api/types';
import { ApiError } from '../../providers/api-error';
import { conditionDraftsOf, conditionsComplete, conditionsInput, type ConditionDrafts } from './step-conditions';
import { DEFAULT_STEP_TYPE, stepType, type StepWording } from './steps/step-types';

/** Where Save & Close and a failed load go. */
export const SEQUENCES_LIST_PATH = '/automation/sequences';
export const designerPath = (id: string) => `${SEQUENCES_LIST_PATH}/${encodeURIComponent(id)}/designer`;
export const OUTBOX_PATH = '/ops/outbox';

/** Steps are saved on their own this long after the last edit; the toast saying so lasts 2 s. */
export const STEPS_AUTOSAVE_DEBOUNCE_MS = 1000;
export const STEPS_AUTOSAVED_TOAST_MS = 2000;

export const REPLY_LOOKBACK_HOURS = [24, 48, 72] as const;
export type ReplyLookbackHours = (typeof REPLY_LOOKBACK_HOURS)[number];

export const NAME_REQUIRED = 'Sequence name is required';
export const NO_STEPS_HINT = 'Add at least one step to enable test sending';
export const TEST_ADDRESS_REQUIRED = 'Test email address is required';
export const NO_STEPS_TO_TEST = 'No steps to test';
export const CANNOT_TEST_NEW = 'Cannot test new sequence';
export const NETWORK_ERROR = 'Network error occurred';

/** The designer's sequence fields. */
export interface SequenceDetails {
  name: string;
  description: string;
  is_active: boolean;
  stop_on_reply: boolean;
  reply_lookback_hours: ReplyLookbackHours;
  stop_on_ooo: boolean;
  stop_on_bounce: boolean;
  /** Opportunity statuses that end a run as its goal reached (a conversion); [] for no goal. */
  goal_statuses: string[];
  /** Also end a run once the contact's move date has passed. */
  goal_move_date_passed: boolean;
  /** Reply branches (reply-branches.ts): the saved step a reply moves the contact to, and where runs go without one. */
  on_reply_next_step_id: string | null;
  on_no_reply_next_step_id: string | null;
}

export const DEFAULT_DETAILS: SequenceDetails = {
  name: '',
  description: '',
  is_active: true,
  stop_on_reply: false,
  reply_lookback_hours: 72,
  stop_on_ooo: false,
  stop_on_bounce: true,
  goal_statuses: ['booked'],
  goal_move_date_passed: false,
  on_reply_next_step_id: null,
  on_no_reply_next_step_id: null,
};

/** The designer's fields of a loaded sequence; a goal missing from an older record falls back to the defaults. */
export const detailsOf = (record: SequenceRecord): SequenceDetails => ({
  name: record.name,
  description: record.description ?? '',
  is_active: record.is_active,
  stop_on_reply: record.stop_on_reply,
  reply_lookback_hours: REPLY_LOOKBACK_HOURS.includes(record.reply_lookback_hours) ? record.reply_lookback_hours : 72,
  stop_on_ooo: record.stop_on_ooo,
  stop_on_bounce: record.stop_on_bounce,
  goal_statuses: Array.isArray(record.goal_statuses) ? [...record.goal_statuses] : [...DEFAULT_DETAILS.goal_statuses],
  goal_move_date_passed: record.goal_move_date_passed === true,
  on_reply_next_step_id: typeof record.on_reply_next_step_id === 'string' ? record.on_reply_next_step_id : null,
  on_no_reply_next_step_id: typeof record.on_no_reply_next_step_id === 'string' ? record.on_no_reply_next_step_id : null,
});

/** What create and update send: every field, the name and description trimmed (the goal and branches included; save checks the branches: reply-branches.ts). */
export const detailsInput = (details: SequenceDetails): SequenceDetails => ({
  ...details,
  name: details.name.trim(),
  description: details.description.trim(),
  goal_statuses: [...details.goal_statuses],
});

export const nameProblem = (name: string): string | null => (name.trim() ? null : NAME_REQUIRED);

/** The name with a timestamp appended, offered when the name is already taken. */
export const uniqueName = (name: string, now: Date = new Date()): string => {
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
  return `${name.trim()} (${stamp})`;
};

// Delays

export type DelayUnit = 'seconds' | 'minutes' | 'hours' | 'days';
export const DELAY_UNITS: ReadonlyArray<{ unit: DelayUnit; label: string; factor: number }> = [
  { unit: 'seconds', label: 'Seconds', factor: 1 },
  { unit: 'minutes', label: 'Minutes', factor: 60 },
  { unit: 'hours', label: 'Hours', factor: 3600 },
  { unit: 'days', label: 'Days', factor: 86400 },
];

export const unitFactor = (unit: DelayUnit): number => DELAY_UNITS.find((entry) => entry.unit === unit)?.factor ?? 1;

/** The unit a stored delay is shown in, by its size: under a minute seconds, under an hour minutes, under a day hours, else days. */
export const delayUnitOf = (seconds: number): DelayUnit => {
  if (seconds < 60) return 'seconds';
  if (seconds < 3600) return 'minutes';
  if (seconds < 86400) return 'hours';
  return 'days';
};

/** The number shown next to the unit (two decimals at most: 90 s in minutes is 1.5). */
export const delayValueIn = (seconds: number, unit: DelayUnit): number => Math.round((seconds / unitFactor(unit)) * 100) / 100;

/** A typed delay: a non-negative whole number, anything else counts as 0. */
export const parseDelayInput = (text: string): number => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 0 ? value : 0;
};

export const toDelaySeconds = (value: number, unit: DelayUnit): number => Math.round(value * unitFactor(unit));

/** 'Immediately' for no delay, else 'After N minutes' in the unit its size calls for. */
export const delayLabel = (seconds: number): string => {
  if (!seconds || seconds <= 0) return 'Immediately';
  const unit = delayUnitOf(seconds);
  const value = delayValueIn(seconds, unit);
  return `After ${value} ${value === 1 ? unit.slice(0, -1) : unit}`;
};

// Move-date anchors (a step sent relative to the contact's move date instead of after a delay)

export interface MoveDateAnchor {
  anchor: 'move_date';
  /** Whole days from the move date; negative = before it. */
  offset_days: number;
  /** Hour of the send, 0-23. */
  send_hour: number;
}

export const DEFAULT_ANCHOR: MoveDateAnchor = { anchor: 'move_date', offset_days: -7, send_hour: 9 };

export const anchorOf = (value: unknown): MoveDateAnchor | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { anchor, offset_days: offset, send_hour: hour } = value as Record<string, unknown>;
  if (anchor !== 'move_date' || typeof offset !== 'number' || typeof hour !== 'number') return null;
  return { anchor: 'move_date', offset_days: offset, send_hour: hour };
};

export const anchorLabel = ({ offset_days: offset, send_hour: hour }: MoveDateAnchor): string => {
  const days = Math.abs(offset);
  const when = offset === 0 ? 'on the move date' : `${days} ${days === 1 ? 'day' : 'days'} ${offset < 0 ? 'before' : 'after'} the move date`;
  return `Send ${when} at ${hour}:00`;
};

// Steps (a step's own fields, checks and card body come from its type: steps/step-types.ts)

/**
 * What every step has, whatever its type: the saved id (if any), a stable key for the list, its place, its timing
 * (a delay, with its shown unit, or a move-date anchor) and the fields passed through. A type alias, not an interface:
 * with a type's own fields beside it, it still fits DraftStep (an interface has no index signature).
 */
export type StepBase = {
  key: string;
  id?: string;
  step_order: number;
  /** Its type in the registry (steps/step-types.ts), as the API names it: 'email'. */
  type: string;
  delay_seconds: number;
  delay_unit: DelayUnit;
  wait_until: MoveDateAnchor | null;
  /** Passed through unchanged: quiet_hours always, skip_if / stop_if until `conditions` is set. */
  extra: Pick<SequenceStepInput, 'quiet_hours' | 'skip_if' | 'stop_if'>;
  /** skip_if / stop_if as edited (step-conditions.ts); absent until edited, the stored ones then go back as they were. */
  conditions?: ConditionDrafts;
  /** The subject the API answered for a saved step (its override, else its template's): the reply branches' labels. */
  subject?: string | null;
};

/** A type's own fields (the email step's template_id, subject_override, from_override). */
export type StepFields = Record<string, unknown>;

/** A step as the designer edits it: the shared part and its type's own fields. */
export type DraftStep = StepBase & StepFields;

let keySeed = 0;
export const newStepKey = () => `step-${Date.now().toString(36)}-${(keySeed += 1)}`;

/**
 * A new step of `type` (email unless said): its type's empty fields, no delay. An email step: no template, no subject
 * override, the company sender.
 */
export const newStep = (order: number, type: string = DEFAULT_STEP_TYPE): DraftStep => ({
  key: newStepKey(),
  step_order: order,
  type,
  ...stepType(type).newDraft(),
  delay_seconds: 0,
  delay_unit: 'seconds',
  wait_until: null,
  extra: {},
});

export const draftOf = (step: SequenceStep): DraftStep => ({
  key: step.id,
  id: step.id,
  step_order: step.step_order,
  type: step.type,
  ...stepType(step.type).fromApi(step),
  delay_seconds: step.delay_seconds,
  delay_unit: delayUnitOf(step.delay_seconds),
  wait_until: anchorOf(step.wait_until),
  extra: { quiet_hours: step.quiet_hours, skip_if: step.skip_if, stop_if: step.stop_if },
  subject: step.subject,
});

/** The step as the steps PUT takes it (the API's types name only the step types it has today, hence the cast). */
export const stepInput = (step: DraftStep): SequenceStepInput =>
  ({
    ...(step.id ? { id: step.id } : {}),
    type: step.type,
    ...stepType(step.type).toApi(step),
    delay_seconds: step.delay_seconds,
    wait_until: step.wait_until ? { ...step.wait_until } : null,
    ...step.extra,
    ...(step.conditions ? conditionsInput(step.conditions) : {}),
  }) as SequenceStepInput;

/** The step's conditions as filter rows: as edited, else as stored. */
export const stepConditions = (step: Pick<StepBase, 'extra' | 'conditions'>): ConditionDrafts => step.conditions ?? conditionDraftsOf(step.extra);

/** What keeps the step at `index` from being sent or saved on its own (its type's checks); no type: an email step. */
export const stepProblems = (steps: ReadonlyArray<Partial<DraftStep>>, index: number, wording: StepWording = 'message'): string[] => {
  const step = steps[index];
  if (!step) return [];
  return stepType(step.type ?? DEFAULT_STEP_TYPE).problems(step as DraftStep, { index, steps, wording });
};

/** Whether the step at `index` can be saved on its own (autosave): it exists, its type finds no problem and its edited conditions are filled in. */
export const stepReady = (steps: ReadonlyArray<Partial<DraftStep>>, index: number): boolean => {
  const step = steps[index];
  return step !== undefined && stepProblems(steps, index).length === 0 && (step.conditions === undefined || conditionsComplete(step.conditions));
};

/** step_order from 1 in list order. */
export const renumber = (steps: DraftStep[]): DraftStep[] => steps.map((step, index) => (step.step_order === index + 1 ? step : { ...step, step_order: index + 1 }));

/** The list with the step at `index` moved one place up (-1) or down (+1), renumbered; unchanged at the ends. */
export const moveStep = (steps: DraftStep[], index: number, direction: -1 | 1): DraftStep[] => {
  const target = index + direction;
  if (index < 0 || index >= steps.length || target < 0 || target >= steps.length) return steps;
  const next = [...steps];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return renumber(next);
};

export const removeStep = (steps: DraftStep[], index: number): DraftStep[] => renumber(steps.filter((_, position) => position !== index));

/** Why the first step's type cannot be test sent at all (a call step sends no email), or null. */
const firstStepUnsendable = (steps: ReadonlyArray<Partial<DraftStep>>): string | null =>
  steps[0] ? (stepType(steps[0].type ?? DEFAULT_STEP_TYPE).noTestSend ?? null) : null;

/** Why test sending is off (no steps, a first step that sends no email, or its first problem as a hint), or null when it can be tried. */
export const testSendHint = (steps: ReadonlyArray<Partial<DraftStep>>): string | null => {
  if (steps.length === 0) return NO_STEPS_HINT;
  return firstStepUnsendable(steps) ?? stepProblems(steps, 0, 'hint')[0] ?? null;
};

/** The first problem that stops a test send, in the order the checks run (the first step's type and own checks third). */
export const testSendProblem = (input: { address: string; steps: ReadonlyArray<Partial<DraftStep>>; isNew: boolean }): string | null => {
  if (!input.address.trim()) return TEST_ADDRESS_REQUIRED;
  if (input.steps.length === 0) return NO_STEPS_TO_TEST;
  const unsendable = firstStepUnsendable(input.steps);
  if (unsendable) return unsendable;
  const [firstStepProblem] = stepProblems(input.steps, 0);
  if (firstStepProblem) return firstStepProblem;
  if (input.isNew) return CANNOT_TEST_NEW;
  return null;
};

// Failures

/** What a failed call says: 'Network error occurred' when the server was not reached, else its problems or text. */
export const failureText = (error: unknown, fallback: string): string => {
  if (error instanceof ApiError) {
    if (error.status === 0) return NETWORK_ERROR;
    if (error.details?.length) return error.details.join('; ');
  }
  return error instanceof Error && error.message ? error.message : fallback;
};

export const isNameConflict = (error: unknown): boolean => error instanceof ApiError && error.errorCode === 'name_conflict';

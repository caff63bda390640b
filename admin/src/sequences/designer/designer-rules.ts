import type { SequenceRecord, SequenceStep, SequenceStepInput } from '../../api/types';
import { ApiError } from '../../providers/api-error';

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
export const NO_TEMPLATE_HINT = 'Select a template for the first step to enable test sending';
export const TEST_ADDRESS_REQUIRED = 'Test email address is required';
export const NO_STEPS_TO_TEST = 'No steps to test';
export const NO_TEMPLATE_SELECTED = 'No template selected';
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
}

export const DEFAULT_DETAILS: SequenceDetails = {
  name: '',
  description: '',
  is_active: true,
  stop_on_reply: false,
  reply_lookback_hours: 72,
  stop_on_ooo: false,
  stop_on_bounce: true,
};

export const detailsOf = (record: SequenceRecord): SequenceDetails => ({
  name: record.name,
  description: record.description ?? '',
  is_active: record.is_active,
  stop_on_reply: record.stop_on_reply,
  reply_lookback_hours: REPLY_LOOKBACK_HOURS.includes(record.reply_lookback_hours) ? record.reply_lookback_hours : 72,
  stop_on_ooo: record.stop_on_ooo,
  stop_on_bounce: record.stop_on_bounce,
});

/** What create and update send: the name trimmed. */
export const detailsInput = (details: SequenceDetails): SequenceDetails => ({ ...details, name: details.name.trim(), description: details.description.trim() });

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

// Steps

/** A step as the designer edits it: the saved id (if any), a stable key for the list, and the delay's shown unit. */
export interface DraftStep {
  key: string;
  id?: string;
  step_order: number;
  type: 'email';
  template_id: string | null;
  subject_override: string;
  from_override: string;
  delay_seconds: number;
  delay_unit: DelayUnit;
  wait_until: MoveDateAnchor | null;
  /** Passed through unchanged: the designer does not edit them. */
  extra: Pick<SequenceStepInput, 'quiet_hours' | 'skip_if' | 'stop_if'>;
}

let keySeed = 0;
export const newStepKey = () => `step-${Date.now().toString(36)}-${(keySeed += 1)}`;

/** A new step: email, no template, no subject override, the company sender, no delay. */
export const newStep = (order: number): DraftStep => ({
  key: newStepKey(),
  step_order: order,
  type: 'email',
  template_id: null,
  subject_override: '',
  from_override: '',
  delay_seconds: 0,
  delay_unit: 'seconds',
  wait_until: null,
  extra: {},
});

export const draftOf = (step: SequenceStep): DraftStep => ({
  key: step.id,
  id: step.id,
  step_order: step.step_order,
  type: 'email',
  template_id: step.template_id ?? step.template ?? null,
  subject_override: step.subject_override ?? '',
  from_override: step.from_override ?? '',
  delay_seconds: step.delay_seconds,
  delay_unit: delayUnitOf(step.delay_seconds),
  wait_until: anchorOf(step.wait_until),
  extra: { quiet_hours: step.quiet_hours, skip_if: step.skip_if, stop_if: step.stop_if },
});

export const stepInput = (step: DraftStep): SequenceStepInput => ({
  ...(step.id ? { id: step.id } : {}),
  type: 'email',
  template_id: step.template_id,
  subject_override: step.subject_override.trim() || null,
  from_override: step.from_override.trim() || null,
  delay_seconds: step.delay_seconds,
  wait_until: step.wait_until ? { ...step.wait_until } : null,
  ...step.extra,
});

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

/** Why test sending is off, or null when it can be tried. */
export const testSendHint = (steps: ReadonlyArray<Pick<DraftStep, 'template_id'>>): string | null => {
  if (steps.length === 0) return NO_STEPS_HINT;
  if (!steps[0]?.template_id) return NO_TEMPLATE_HINT;
  return null;
};

/** The first problem that stops a test send, in the order the checks run. */
export const testSendProblem = (input: { address: string; steps: ReadonlyArray<Pick<DraftStep, 'template_id'>>; isNew: boolean }): string | null => {
  if (!input.address.trim()) return TEST_ADDRESS_REQUIRED;
  if (input.steps.length === 0) return NO_STEPS_TO_TEST;
  if (!input.steps[0]?.template_id) return NO_TEMPLATE_SELECTED;
  if (input.isNew) return CANNOT_TEST_NEW;
  return null;
};

// Placeholders

export interface TextPart {
  text: string;
  placeholder: boolean;
}

/** The text cut around its {{placeholders}} so they can be highlighted. */
export const placeholderParts = (text: string): TextPart[] =>
  text
    .split(/(\{\{\s*[^{}]+?\s*\}\})/g)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, placeholder: /^\{\{[^{}]+\}\}$/.test(part) }));

/** A From override must at least look like an address ('Name <a@b.example>' or 'a@b.example'); empty is the company's. */
export const fromAddressProblem = (value: string): string | null => {
  const text = value.trim();
  if (!text) return null;
  const address = /<([^<>]+)>\s*$/.exec(text)?.[1] ?? text;
  return /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address.trim()) ? null : 'Enter an email address, e.g. Moves <moves@company.example>';
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

import type { ReactNode } from 'react';
import type { SequenceStep } from '../../../api/types';
import type { DraftStep, StepBase, StepFields } from '../designer-rules';
import { callStep } from './call/call-step';
import { emailStep } from './email/email-step';
import { unknownStepType } from './unknown-step';

/** How a step's problems are worded: 'hint' the line under Send Test Email (asked of the first step), 'message' a refusal. */
export type StepWording = 'hint' | 'message';

/** What a step's checks may look at besides the step: its place and the other steps (a branch checks its target). */
export interface StepCheckContext {
  /** The step's index in the sequence (0: the first step). */
  index: number;
  steps: ReadonlyArray<Partial<DraftStep>>;
  wording: StepWording;
}

/**
 * What a type's Card gets: its step, a change to it, the shared timing fields (StepTiming) to place among its own, and
 * how many steps the sequence has (a branch offers the steps after this one).
 */
export interface StepBodyProps<Fields extends object = StepFields> {
  step: StepBase & Fields;
  onChange: (patch: Partial<StepBase & Fields>) => void;
  timing: ReactNode;
  stepCount: number;
}

/** The fields of a step as the API takes them that belong to its type (the shared ones are added by designer-rules). */
export type StepPayload = Record<string, unknown>;

/**
 * One kind of step in the designer. `Fields` are the type's own draft fields; the shared part (key, id, order, type,
 * delay or move-date anchor, passed-through fields) is designer-rules' StepBase, edited by StepCard for every type.
 * The functions are declared as methods so that a definition over its own fields fits the registry: each is only
 * handed steps of its own type.
 */
export interface StepTypeDefinition<Fields extends object = StepFields> {
  /** The API's `type` and the registry key. */
  type: string;
  /** The step card's heading ('Email Step') and the Add Step choice. */
  label: string;
  /** A new step's own fields. */
  newDraft(): Fields;
  /** The own fields of a step as the API answers it. */
  fromApi(step: SequenceStep): Fields;
  /** The own fields as the API takes them (trimmed, empty as null). */
  toApi(step: StepBase & Fields): StepPayload;
  /** What keeps the step from being sent or saved on its own, in `context.wording`; none: it is ready. */
  problems(step: StepBase & Fields, context: StepCheckContext): string[];
  /** The body of the step card (under the shared heading with its order, timing and buttons). */
  Card(props: StepBodyProps<Fields>): ReactNode;
  /** Why a test send (it sends the first step as an email) cannot send a step of this type at all; absent: it can. */
  noTestSend?: string;
}

/** A step whose type is not said is an email step, as the API defaults it. */
export const DEFAULT_STEP_TYPE = emailStep.type;

/** Every step type the designer knows, by type. A new type: its folder under steps/ and one line here. */
export const STEP_TYPES: Record<string, StepTypeDefinition> = {
  [emailStep.type]: emailStep,
  [callStep.type]: callStep,
};

/** The definition of `type`; one the designer does not know gets a read-only card that keeps the step as saved. */
export const stepType = (type: string): StepTypeDefinition => (Object.hasOwn(STEP_TYPES, type) ? STEP_TYPES[type]! : unknownStepType(type));

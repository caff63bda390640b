import { Alert } from '@mui/material';
import type { SequenceStep } from '../../../api/types';
import type { StepBodyProps, StepPayload, StepTypeDefinition } from './step-types';

/** An unknown step keeps the fields it was saved with, to send them back unchanged. */
type UnknownFields = { saved: StepPayload };

/** What the API answers besides a type's own fields: the shared ones (StepBase) and the read-only ones. */
const NOT_OWN = new Set(['id', 'step_order', 'step_index', 'type', 'delay_seconds', 'duration', 'wait_until', 'quiet_hours', 'skip_if', 'stop_if', 'subject']);

export const unknownStepLabel = (type: string) => `Unknown step type ${type}`;

const UnknownStepCard = ({ step }: StepBodyProps<UnknownFields>) => (
  <Alert severity="warning">{`${unknownStepLabel(step.type)}: this designer cannot show or change it; it is kept as saved.`}</Alert>
);

/** A step of a type this designer does not know: shown read-only, never ready (not autosaved or test sent), kept as saved. */
export const unknownStepType = (type: string): StepTypeDefinition<UnknownFields> => ({
  type,
  label: unknownStepLabel(type),
  newDraft: () => ({ saved: {} }),
  fromApi: (step: SequenceStep) => ({ saved: Object.fromEntries(Object.entries(step).filter(([field]) => !NOT_OWN.has(field))) }),
  toApi: (step) => step.saved,
  problems: () => [unknownStepLabel(type)],
  Card: UnknownStepCard,
});

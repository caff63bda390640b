import { useCallback, useMemo, useReducer } from 'react';
import type { SequenceStep } from '../../api/types';
import { DEFAULT_DETAILS, moveStep, newStep, removeStep, type DraftStep, type SequenceDetails } from './designer-rules';

/**
 * The designer's working copy: the sequence fields and the steps, plus what was last saved (Cancel goes back to it).
 * Any edit sets the dirty flag; saving clears it. Step edits bump a revision so a save answered after further edits
 * leaves those edits unsaved.
 */
export interface DraftState {
  details: SequenceDetails;
  steps: DraftStep[];
  savedDetails: SequenceDetails;
  savedSteps: DraftStep[];
  detailsDirty: boolean;
  stepsRevision: number;
  savedStepsRevision: number;
}

export type DraftAction =
  | { type: 'load'; details: SequenceDetails; steps: DraftStep[] }
  | { type: 'details'; patch: Partial<SequenceDetails> }
  /** `stepType`: the new step's type (steps/step-types.ts), email when not said. */
  | { type: 'addStep'; stepType?: string }
  | { type: 'updateStep'; index: number; patch: Partial<DraftStep> }
  | { type: 'moveStep'; index: number; direction: -1 | 1 }
  | { type: 'removeStep'; index: number }
  | { type: 'detailsSaved'; details: SequenceDetails }
  | { type: 'stepsSaved'; revision: number; sent: DraftStep[]; answer: SequenceStep[] }
  | { type: 'reset' };

export const initialDraft = (details: SequenceDetails = DEFAULT_DETAILS, steps: DraftStep[] = []): DraftState => ({
  details,
  steps,
  savedDetails: details,
  savedSteps: steps,
  detailsDirty: false,
  stepsRevision: 0,
  savedStepsRevision: 0,
});

const editSteps = (state: DraftState, steps: DraftStep[]): DraftState =>
  steps === state.steps ? state : { ...state, steps, stepsRevision: state.stepsRevision + 1 };

/** The saved ids given to the steps that were sent (matched by key, so later moves do not mix them up). */
const withSavedIds = (steps: DraftStep[], keys: string[], answer: SequenceStep[]): DraftStep[] => {
  const ids = new Map(keys.map((key, index) => [key, answer[index]?.id]));
  return steps.map((step) => {
    const id = ids.get(step.key);
    return id && id !== step.id ? { ...step, id } : step;
  });
};

export const draftReducer = (state: DraftState, action: DraftAction): DraftState => {
  switch (action.type) {
    case 'load':
      return initialDraft(action.details, action.steps);
    case 'details':
      return { ...state, details: { ...state.details, ...action.patch }, detailsDirty: true };
    case 'addStep':
      return editSteps(state, [...state.steps, newStep(state.steps.length + 1, action.stepType)]);
    case 'updateStep':
      return editSteps(state, state.steps.map((step, index) => (index === action.index ? { ...step, ...action.patch } : step)));
    case 'moveStep':
      return editSteps(state, moveStep(state.steps, action.index, action.direction));
    case 'removeStep':
      return editSteps(state, removeStep(state.steps, action.index));
    case 'detailsSaved':
      return { ...state, savedDetails: action.details, detailsDirty: false };
    case 'stepsSaved': {
      const keys = action.sent.map((step) => step.key);
      const steps = withSavedIds(state.steps, keys, action.answer);
      const savedSteps = withSavedIds(action.sent, keys, action.answer);
      return { ...state, steps, savedSteps, savedStepsRevision: Math.max(state.savedStepsRevision, action.revision) };
    }
    case 'reset':
      return { ...state, details: state.savedDetails, steps: state.savedSteps, detailsDirty: false, savedStepsRevision: state.stepsRevision + 1, stepsRevision: state.stepsRevision + 1 };
    default:
      return state;
  }
};

export const isDirty = (state: DraftState): boolean => state.detailsDirty || state.stepsRevision !== state.savedStepsRevision;
export const stepsDirty = (state: DraftState): boolean => state.stepsRevision !== state.savedStepsRevision;

export const useDesignerDraft = () => {
  const [state, dispatch] = useReducer(draftReducer, undefined, () => initialDraft());
  const setDetails = useCallback((patch: Partial<SequenceDetails>) => dispatch({ type: 'details', patch }), []);
  return useMemo(() => ({ state, dispatch, setDetails, dirty: isDirty(state) }), [state, setDetails]);
};

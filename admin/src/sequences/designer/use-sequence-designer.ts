import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCreate, useDataProvider, useGetOne, useNotify, useRedirect, useUpdate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { useWriteDenied, WRITE_DENIED } from '../../access/write-access';
import type { SequenceRecord, SequenceStepInput } from '../../api/types';
import type { AppDataProvider } from '../../providers/data-provider';
import type { SequenceWithSteps } from '../../providers/sequences-methods';
import {
  SEQUENCES_LIST_PATH,
  STEPS_AUTOSAVED_TOAST_MS,
  STEPS_AUTOSAVE_DEBOUNCE_MS,
  designerPath,
  detailsInput,
  detailsOf,
  draftOf,
  failureText,
  isNameConflict,
  nameProblem,
  stepInput,
  stepReady,
  uniqueName,
  type DraftStep,
  type SequenceDetails,
} from './designer-rules';
import { branchesInput, withoutBranches } from './reply-branches';
import type { StepActions } from './parts/StepsCard';
import { isDirty, stepsDirty, useDesignerDraft } from './use-designer-draft';

export const FAILED_TO_LOAD = 'Failed to load sequence';
export const FAILED_TO_CREATE = 'Failed to create sequence';
export const FAILED_TO_SAVE = 'Failed to save sequence';
export const FAILED_TO_SAVE_STEPS = 'Failed to save steps';
export const STEPS_AUTOSAVED = 'Steps autosaved';

/**
 * The designer of one sequence (`routeId` 'new' for a new one): loads it, holds the working copy, saves the fields and
 * the steps, and saves the steps on their own 1 s after the last step edit once the sequence exists and the edited
 * step is ready (its type finds no problem: an email step has a template).
 */
export const useSequenceDesigner = (routeId: string) => {
  const isNew = routeId === 'new';
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [create] = useCreate<SequenceRecord>();
  const [update] = useUpdate<SequenceRecord>();
  const { state, dispatch, setDetails, dirty } = useDesignerDraft();
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  /** Set when the designer itself moves on (Save & Close, a new sequence's Save or Cancel): nothing to ask then. */
  const leaving = useRef(false);
  const leaveTo = useCallback(
    (path: string) => {
      leaving.current = true;
      redirect(path);
    },
    [redirect],
  );
  /** Whether leaving now would lose unsaved changes (asked when a navigation starts). */
  const shouldAskBeforeLeaving = useCallback(() => !leaving.current && isDirty(latest.current), []);

  const { data: record, isPending, error } = useGetOne<SequenceWithSteps>('sequences', { id: routeId }, { enabled: !isNew, retry: false });
  /** Why the signed-in user may not save this sequence (someone else's, not an admin): nothing is saved then. */
  const writeDenied = useWriteDenied(record ?? {}, WRITE_DENIED.sequence);
  const denied = isNew || !record ? undefined : writeDenied;
  const [loadedId, setLoadedId] = useState<string | null>(null);
  useEffect(() => {
    // The cache may first hold the record as create or update answered it, without its steps: wait for the read.
    if (!record || !Array.isArray(record.steps) || loadedId === String(record.id)) return;
    setLoadedId(String(record.id));
    dispatch({ type: 'load', details: detailsOf(record), steps: record.steps.map(draftOf) });
  }, [record, loadedId, dispatch]);
  useEffect(() => {
    if (!error || isNew) return;
    notify(failureText(error, FAILED_TO_LOAD), { type: 'error', title: FAILED_TO_LOAD });
    redirect(SEQUENCES_LIST_PATH);
  }, [error, isNew, notify, redirect]);

  const stepsMutation = useMutation({
    mutationFn: ({ id, steps }: { id: string; steps: SequenceStepInput[] }) => dataProvider.saveSequenceSteps(id, steps),
  });
  const { mutateAsync: putSteps } = stepsMutation;
  const saveSteps = useCallback(
    async (id: string) => {
      const { steps, stepsRevision } = latest.current;
      const answer = await putSteps({ id, steps: steps.map(stepInput) });
      dispatch({ type: 'stepsSaved', revision: stepsRevision, sent: steps, answer });
      return answer;
    },
    [putSteps, dispatch],
  );

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The pending autosave, run at once when the designer closes before its second is up. */
  const pending = useRef<(() => void) | null>(null);
  const cancelAutosave = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);
  useEffect(
    () => () => {
      const run = pending.current;
      cancelAutosave();
      run?.();
    },
    [cancelAutosave],
  );
  const scheduleAutosave = useCallback(() => {
    if (isNew || denied) return;
    cancelAutosave();
    const run = () => {
      timer.current = null;
      pending.current = null;
      saveSteps(routeId).then(
        () => notify(STEPS_AUTOSAVED, { type: 'success', autoHideDuration: STEPS_AUTOSAVED_TOAST_MS }),
        (failure: unknown) => notify(failureText(failure, FAILED_TO_SAVE_STEPS), { type: 'error', title: FAILED_TO_SAVE_STEPS }),
      );
    };
    pending.current = run;
    timer.current = setTimeout(run, STEPS_AUTOSAVE_DEBOUNCE_MS);
  }, [isNew, denied, cancelAutosave, saveSteps, routeId, notify]);

  const steps = state.steps;
  const autosave = useRef(scheduleAutosave);
  useEffect(() => {
    autosave.current = scheduleAutosave;
  }, [scheduleAutosave]);
  // The same functions for the designer's whole life (they read the steps as last rendered): a step card whose step
  // did not change is not drawn again when another one is edited or the sequence is saved.
  const stepActions = useMemo<StepActions>(() => ({
    add: (stepType?: string) => dispatch({ type: 'addStep', stepType }),
    update: (index: number, patch: Partial<DraftStep>) => {
      const current = latest.current.steps;
      dispatch({ type: 'updateStep', index, patch });
      if (stepReady(current.map((step, position) => (position === index ? { ...step, ...patch } : step)), index)) autosave.current();
    },
    move: (index: number, direction: -1 | 1) => {
      const current = latest.current.steps;
      dispatch({ type: 'moveStep', index, direction });
      if (stepReady(current, index)) autosave.current();
    },
    remove: (index: number) => {
      const current = latest.current.steps;
      dispatch({ type: 'removeStep', index });
      if (stepReady(current, index)) autosave.current();
    },
  }), [dispatch]);

  const editDetails = (patch: Partial<SequenceDetails>) => {
    if (patch.name !== undefined) setNameError(null);
    setDetails(patch);
  };

  const saveFailed = (failure: unknown, title: string, name: string) => {
    if (isNameConflict(failure)) {
      notify(`A sequence named "${name}" already exists. Choose another name.`, {
        type: 'error',
        title: 'Name conflict',
        action: { label: 'Use unique name', onClick: () => editDetails({ name: uniqueName(name) }) },
      });
      return;
    }
    notify(failureText(failure, title), { type: 'error', title });
  };

  /** Saves the fields then the steps; a new sequence is created first and the designer moves to its id. */
  const save = async (close: boolean) => {
    if (denied) return;
    const current = latest.current;
    const problem = nameProblem(current.details.name);
    if (problem) {
      setNameError(problem);
      notify(problem, { type: 'error' });
      return;
    }
    cancelAutosave();
    // A branch to a step that is gone (or step 1) is sent as none; its select keeps saying so until chosen again.
    const details = detailsInput(current.details);
    const data = isNew ? withoutBranches(details) : { ...details, ...branchesInput(details, current.steps) };
    setSaving(true);
    try {
      let id = routeId;
      try {
        if (isNew) {
          const created = await create('sequences', { data }, { returnPromise: true });
          if (!created) throw new Error(FAILED_TO_CREATE);
          id = String(created.id);
        } else await update('sequences', { id: routeId, data, previousData: record }, { returnPromise: true });
      } catch (failure) {
        saveFailed(failure, isNew ? FAILED_TO_CREATE : FAILED_TO_SAVE, data.name);
        return;
      }
      dispatch({ type: 'detailsSaved', details: current.details });
      if (isNew ? current.steps.length > 0 : stepsDirty(latest.current)) {
        try {
          await saveSteps(id);
        } catch (failure) {
          notify(failureText(failure, FAILED_TO_SAVE_STEPS), { type: 'error', title: FAILED_TO_SAVE_STEPS });
          if (isNew) leaveTo(designerPath(id));
          return;
        }
      }
      notify(isNew ? 'Sequence created' : 'Sequence saved', { type: 'success' });
      if (close) leaveTo(SEQUENCES_LIST_PATH);
      else if (isNew) leaveTo(designerPath(id));
    } finally {
      setSaving(false);
    }
  };

  /** Cancel: a new sequence goes back to the list; an existing one returns to what was last saved. */
  const cancel = () => {
    cancelAutosave();
    setNameError(null);
    if (isNew) leaveTo(SEQUENCES_LIST_PATH);
    else dispatch({ type: 'reset' });
  };

  /** Saves pending step edits now (before a test send), so the server sends what the designer shows. */
  const flushSteps = async () => {
    if (isNew || denied || !stepsDirty(latest.current)) return;
    cancelAutosave();
    await saveSteps(routeId);
  };

  return {
    isNew,
    loading: !isNew && (isPending || loadedId === null) && !error,
    record,
    denied,
    details: state.details,
    steps,
    dirty,
    shouldAskBeforeLeaving,
    saving: saving || stepsMutation.isPending,
    nameError,
    editDetails,
    stepActions,
    save,
    cancel,
    flushSteps,
  };
};

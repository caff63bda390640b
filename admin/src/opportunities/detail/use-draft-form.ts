import { useState } from 'react';
import { ApiError } from '../../providers/api-error';
import { useToast } from '../../toasts/use-toast';
import { changedFields } from '../shared/opportunity-rules';
import type { CustomerDraft, MoveDraft } from './detail-rules';
import { useSaveOpportunity, type DetailRecord } from './use-opportunity-detail';

export interface DraftFormOptions<T extends CustomerDraft | MoveDraft> {
  /** The opportunity the PUT goes to (its page reloads after the save). */
  record: DetailRecord;
  /** The draft the editor opens with (read once, on the first render). */
  initial: () => T;
  /** The success toast once the changes are stored. */
  savedMessage: string;
  /** Closes the editor: after a save, or at once when nothing changed. */
  onDone: () => void;
}

/**
 * The detail page's edit forms: a draft of the record's fields, the props of each field's TextField (value,
 * change, server error under it, disabled while saving), and a submit that PUTs only the changed fields.
 */
export const useDraftForm = <T extends CustomerDraft | MoveDraft>({ record, initial, savedMessage, onDone }: DraftFormOptions<T>) => {
  const [original] = useState<T>(initial);
  const [draft, setDraft] = useState<T>(original);
  const save = useSaveOpportunity(record);
  const toast = useToast();
  const fieldErrors = save.error instanceof ApiError ? (save.error.fieldErrors ?? {}) : {};

  const submit = async () => {
    const edit = changedFields(original, draft);
    if (Object.keys(edit).length === 0) {
      onDone();
      return;
    }
    try {
      await save.mutateAsync(edit);
      toast.success(savedMessage);
      onDone();
    } catch {
      // shown inline in the form
    }
  };

  const field = (key: keyof T & string) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value })),
    error: Boolean(fieldErrors[key]),
    helperText: fieldErrors[key],
    fullWidth: true,
    size: 'small' as const,
    disabled: save.isPending,
  });

  return { original, save, submit, field };
};

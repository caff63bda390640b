import { useState, type ReactNode } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import { Form, useNotify, useUpdate } from 'react-admin';
import type { OpportunityDetail } from '../../api/types';
import { ApiError } from '../../providers/api-error';
import { FormButtons } from '../shared/FormButtons';
import { changedFields, readEditDraft, saveErrorMessage, type EditDraft } from '../shared/opportunity-rules';
import { useRefreshOpportunity } from '../shared/refresh-opportunity';

export interface EditCardFormProps<T extends EditDraft> {
  /** The form's accessible name, e.g. "Edit move details". */
  label: string;
  /** The record the PUT goes to (its page reloads after the save). */
  detail: OpportunityDetail;
  /** The values the editor opens with (read once, on the first render). */
  initial: () => T;
  /** The success notification once the changes are stored. */
  savedMessage: string;
  /** Closes the editor: after a save, at once when nothing changed, or on Cancel. */
  onDone: () => void;
  /** The fields (react-admin inputs named by the PUT fields), disabled while the save runs. */
  children: (saving: boolean) => ReactNode;
}

/**
 * A detail card's edit mode on react-admin's form: the fields, the save error above them and the Cancel /
 * "Save Changes" row. Only the changed (trimmed) fields are sent through useUpdate; the server's field errors
 * show under their fields.
 */
export const EditCardForm = <T extends EditDraft>({ label, detail, initial, savedMessage, onDone, children }: EditCardFormProps<T>) => {
  const [original] = useState<T>(initial);
  const [error, setError] = useState<unknown>(null);
  const [update, { isPending }] = useUpdate<OpportunityDetail>();
  const refresh = useRefreshOpportunity();
  const notify = useNotify();

  const submit = async (values: Record<string, unknown>) => {
    const edit = changedFields<EditDraft>(original, readEditDraft(values, Object.keys(original)));
    if (Object.keys(edit).length === 0) {
      onDone();
      return undefined;
    }
    setError(null);
    try {
      await update('opportunities', { id: detail.id, data: edit, previousData: detail }, { returnPromise: true });
      // Resolve once the page shows the saved values.
      await refresh(detail.id, detail.tracking_number);
      notify(savedMessage, { type: 'success' });
      onDone();
      return undefined;
    } catch (failure) {
      setError(failure);
      return failure instanceof ApiError ? (failure.fieldErrors ?? undefined) : undefined;
    }
  };

  return (
    <Form defaultValues={original} noValidate disableInvalidFormNotification onSubmit={submit}>
      <Box role="form" aria-label={label}>
        <Stack spacing={2}>
          {error ? <Alert severity="error">{saveErrorMessage(error)}</Alert> : null}
          {children(isPending)}
          <Stack direction="row" spacing={1} justifyContent="flex-end" className="no-print">
            <FormButtons pending={isPending} onCancel={onDone} submitLabel="Save Changes" pendingLabel="Saving..." />
          </Stack>
        </Stack>
      </Box>
    </Form>
  );
};

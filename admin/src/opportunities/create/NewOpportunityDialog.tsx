import { useState } from 'react';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { Form, useCreate, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { NewOpportunityResult } from '../../api/types';
import { ApiError, errorMessage } from '../../providers/api-error';
import { FormButtons } from '../shared/FormButtons';
import {
  checkNewOpportunity,
  createdPath,
  EMPTY_NEW_OPPORTUNITY,
  readNewOpportunityForm,
  splitServerErrors,
  toNewOpportunityInput,
  type FieldErrors,
} from './new-opportunity-form';
import { NewOpportunityFields } from './NewOpportunityFields';

export interface NewOpportunityDialogProps {
  open: boolean;
  onClose: () => void;
}

const TITLE_ID = 'new-opportunity-title';

type CreatedRecord = NewOpportunityResult & { id: string };

/** The form lives in its own component so every opening starts empty. */
const NewOpportunityFormBody = ({ pending, create, onClose }: { pending: boolean; create: ReturnType<typeof useCreate<CreatedRecord>>[0]; onClose: () => void }) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);

  /** Resolves to the field errors to show (client checks, or the server's), or nothing once created. */
  const submit = async (values: Record<string, unknown>): Promise<FieldErrors | undefined> => {
    const form = readNewOpportunityForm(values);
    const check = checkNewOpportunity(form);
    setFormError(check.formError);
    if (check.formError || Object.keys(check.fieldErrors).length > 0) return check.fieldErrors;
    try {
      const result = await create('opportunities', { data: toNewOpportunityInput(form) }, { returnPromise: true });
      notify(result?.created === false ? 'Opportunity already existed — opened it' : 'Opportunity created', { type: 'success' });
      onClose();
      void navigate(createdPath(result?.tracking_number));
      return undefined;
    } catch (error) {
      const server = splitServerErrors(error instanceof ApiError ? error.fieldErrors : null);
      const fieldCount = Object.keys(server.fields).length;
      setFormError(
        server.other.length > 0
          ? server.other.join(' ')
          : fieldCount > 0
            ? 'Please correct the highlighted fields.'
            : `Failed to create opportunity: ${errorMessage(error)}`,
      );
      return server.fields;
    }
  };

  return (
    <Form defaultValues={EMPTY_NEW_OPPORTUNITY} noValidate disableInvalidFormNotification onSubmit={submit}>
      <DialogContent dividers>
        {formError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        ) : null}
        <NewOpportunityFields disabled={pending} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <FormButtons pending={pending} onCancel={onClose} submitLabel="Create Opportunity" pendingLabel="Creating..." />
      </DialogActions>
    </Form>
  );
};

/** "New Opportunity" (from the sidebar): a lead entered by hand, created through react-admin, then its detail page. */
export const NewOpportunityDialog = ({ open, onClose }: NewOpportunityDialogProps) => {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [create, { isPending }] = useCreate<CreatedRecord>();
  // Not while the POST runs: the answer decides where we go next.
  const close = () => {
    if (!isPending) onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID}>New Opportunity</DialogTitle>
      {/* Dialog unmounts its content once closed, so every opening starts with an empty form. */}
      <NewOpportunityFormBody pending={isPending} create={create} onClose={onClose} />
    </Dialog>
  );
};

import { useState } from 'react';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorMessage } from '../../providers/api-error';
import type { AppDataProvider } from '../../providers/data-provider';
import { useToast } from '../../toasts/use-toast';
import { FormButtons } from '../shared/FormButtons';
import type { NewOpportunityInput, NewOpportunityResult } from '../opportunity-types';
import {
  checkNewOpportunity,
  createdPath,
  EMPTY_NEW_OPPORTUNITY,
  splitServerErrors,
  toNewOpportunityInput,
  type FieldErrors,
  type NewOpportunityForm,
} from './new-opportunity-form';
import { NewOpportunityFields } from './NewOpportunityFields';

export interface NewOpportunityDialogProps {
  open: boolean;
  onClose: () => void;
}

const TITLE_ID = 'new-opportunity-title';

type CreateMutation = UseMutationResult<NewOpportunityResult, Error, NewOpportunityInput>;

/** The form lives in its own component so every opening starts empty. */
const NewOpportunityFormBody = ({ create, onClose }: { create: CreateMutation; onClose: () => void }) => {
  const toast = useToast();
  const navigate = useNavigate();
  const [form, setForm] = useState<NewOpportunityForm>(EMPTY_NEW_OPPORTUNITY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    const check = checkNewOpportunity(form);
    setFieldErrors(check.fieldErrors);
    setFormError(check.formError);
    if (check.formError || Object.keys(check.fieldErrors).length > 0) return;
    try {
      const result = await create.mutateAsync(toNewOpportunityInput(form));
      toast.success(result.created === false ? 'Opportunity already existed — opened it' : 'Opportunity created');
      onClose();
      void navigate(createdPath(result.tracking_number));
    } catch (error) {
      const server = splitServerErrors(error instanceof ApiError ? error.fieldErrors : null);
      setFieldErrors(server.fields);
      const fieldCount = Object.keys(server.fields).length;
      setFormError(
        server.other.length > 0
          ? server.other.join(' ')
          : fieldCount > 0
            ? 'Please correct the highlighted fields.'
            : `Failed to create opportunity: ${errorMessage(error)}`,
      );
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={TITLE_ID}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogContent dividers>
        {formError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        ) : null}
        <NewOpportunityFields form={form} errors={fieldErrors} disabled={create.isPending} onChange={setForm} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <FormButtons pending={create.isPending} onCancel={onClose} submitLabel="Create Opportunity" pendingLabel="Creating..." />
      </DialogActions>
    </form>
  );
};

/** "New Opportunity" (from the sidebar): a lead entered by hand, POST /api/opportunities, then its detail page. */
export const NewOpportunityDialog = ({ open, onClose }: NewOpportunityDialogProps) => {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dataProvider = useDataProvider<AppDataProvider>();
  const create = useMutation<NewOpportunityResult, Error, NewOpportunityInput>({
    mutationFn: (input) => dataProvider.createOpportunity(input),
  });
  // Not while the POST runs: the answer decides where we go next.
  const close = () => {
    if (!create.isPending) onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID}>New Opportunity</DialogTitle>
      {/* Dialog unmounts its content once closed, so every opening starts with an empty form. */}
      <NewOpportunityFormBody create={create} onClose={onClose} />
    </Dialog>
  );
};

import { Button, Stack, TextField } from '@mui/material';
import type { FormEvent } from 'react';

export interface CallOutcomeFormFields {
  agent: string;
  phone: string;
  notes: string;
}

export interface CallOutcomeFormProps {
  values: CallOutcomeFormFields;
  onChange: (field: keyof CallOutcomeFormFields, value: string) => void;
  onSubmit: () => void;
  submitting: boolean;
}

/**
 * Agent Name, Phone Number Called, Notes and the submit button (seed 000 §2). The inputs carry `required`, but
 * the form is `noValidate` so our own "Please fill in all required fields" alert shows instead of the browser's.
 */
export const CallOutcomeForm = ({ values, onChange, onSubmit, submitting }: CallOutcomeFormProps) => {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Record call outcome">
      <TextField
        label="Agent Name"
        placeholder="Enter your name"
        required
        size="small"
        value={values.agent}
        onChange={(event) => onChange('agent', event.target.value)}
        autoComplete="name"
      />
      <TextField
        label="Phone Number Called"
        placeholder="(555) 123-4567"
        type="tel"
        required
        size="small"
        value={values.phone}
        onChange={(event) => onChange('phone', event.target.value)}
        autoComplete="off"
      />
      <TextField
        label="Notes"
        multiline
        minRows={3}
        size="small"
        value={values.notes}
        onChange={(event) => onChange('notes', event.target.value)}
      />
      <Button type="submit" variant="contained" disabled={submitting} sx={{ alignSelf: 'flex-start' }}>
        {submitting ? 'Recording...' : 'Record Call Outcome'}
      </Button>
    </Stack>
  );
};

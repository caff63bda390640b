import { Button, Stack } from '@mui/material';
import { Form } from 'react-admin';
import { FormTextField } from '../opportunities/shared/FormTextField';

export interface CallOutcomeFormFields {
  agent: string;
  phone: string;
  notes: string;
}

export interface CallOutcomeFormProps {
  /** The prefill: the signed-in user and the opportunity's phone. */
  defaultValues: CallOutcomeFormFields;
  onSubmit: (values: CallOutcomeFormFields) => Promise<void>;
  submitting: boolean;
}

type FormValues = Record<string, unknown>;

const text = (values: FormValues, key: keyof CallOutcomeFormFields): string => {
  const value: unknown = values[key];
  return typeof value === 'string' ? value : '';
};

/**
 * Agent Name, Phone Number Called, Notes and the submit button. The inputs carry `required`, but the form is
 * `noValidate` so the tracker's own "Please fill in all required fields" alert shows instead of the browser's.
 */
export const CallOutcomeForm = ({ defaultValues, onSubmit, submitting }: CallOutcomeFormProps) => (
  <Form
    defaultValues={defaultValues}
    noValidate
    disableInvalidFormNotification
    onSubmit={(values: FormValues) => onSubmit({ agent: text(values, 'agent'), phone: text(values, 'phone'), notes: text(values, 'notes') })}
  >
    <Stack role="form" aria-label="Record call outcome" spacing={2}>
      <FormTextField source="agent" label="Agent Name" placeholder="Enter your name" required fullWidth={false} autoComplete="name" />
      <FormTextField
        source="phone"
        label="Phone Number Called"
        placeholder="(555) 123-4567"
        type="tel"
        required
        fullWidth={false}
        autoComplete="off"
      />
      <FormTextField source="notes" label="Notes" multiline minRows={3} fullWidth={false} />
      <Button type="submit" variant="contained" disabled={submitting} sx={{ alignSelf: 'flex-start' }}>
        {submitting ? 'Recording...' : 'Record Call Outcome'}
      </Button>
    </Stack>
  </Form>
);

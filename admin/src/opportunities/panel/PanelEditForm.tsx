import { Alert, Stack } from '@mui/material';
import { Form } from 'react-admin';
import {
  CustomerNameInput,
  DestinationAddressInput,
  EmailInput,
  MoveDateInput,
  OriginAddressInput,
  PhoneInput,
} from '../OpportunityInputs';
import type { PanelEditForm as PanelEditValues } from './panel-rules';

export interface PanelEditFormProps {
  id: string;
  /** The values the form opens with. */
  defaultValues: PanelEditValues;
  /** Resolves to the server's field errors (keyed by the PUT field names) to show under the fields, if any. */
  onSubmit: (values: Record<string, unknown>) => Promise<Record<string, string> | undefined>;
  error: string | null;
  disabled: boolean;
}

/** Edit mode of the side panel, on react-admin's form; the Save/Cancel buttons live in the panel footer (form={id}). */
export const PanelEditForm = ({ id, defaultValues, onSubmit, error, disabled }: PanelEditFormProps) => (
  <Form id={id} defaultValues={defaultValues} noValidate disableInvalidFormNotification onSubmit={onSubmit}>
    <Stack role="form" spacing={2} aria-label="Edit opportunity" sx={{ py: 2 }}>
      <CustomerNameInput disabled={disabled} />
      <EmailInput disabled={disabled} />
      <PhoneInput disabled={disabled} />
      <MoveDateInput disabled={disabled} />
      <OriginAddressInput disabled={disabled} />
      <DestinationAddressInput disabled={disabled} />
      {error ? (
        <Alert severity="error" data-testid="panel-save-error">
          {error}
        </Alert>
      ) : null}
    </Stack>
  </Form>
);

import { Alert, Stack, type TextFieldProps } from '@mui/material';
import { Form } from 'react-admin';
import { FormTextField } from '../shared/FormTextField';
import type { PanelEditField, PanelEditForm as PanelEditValues } from './panel-rules';

export interface PanelEditFormProps {
  id: string;
  /** The values the form opens with. */
  defaultValues: PanelEditValues;
  /** Resolves to the server's field errors (keyed by the PUT field names) to show under the fields, if any. */
  onSubmit: (values: Record<string, unknown>) => Promise<Record<string, string> | undefined>;
  error: string | null;
  disabled: boolean;
}

const FIELDS: ReadonlyArray<{ field: PanelEditField; label: string; props?: TextFieldProps }> = [
  { field: 'customer', label: 'Customer Name', props: { autoComplete: 'off' } },
  { field: 'email', label: 'Email', props: { type: 'email', autoComplete: 'off' } },
  { field: 'phone', label: 'Phone', props: { type: 'tel', autoComplete: 'off' } },
  { field: 'move_date', label: 'Move Date', props: { type: 'date', slotProps: { inputLabel: { shrink: true } } } },
  { field: 'origin_address', label: 'Origin Address', props: { multiline: true, minRows: 2 } },
  { field: 'destination_address', label: 'Destination Address', props: { multiline: true, minRows: 2 } },
];

/** Edit mode of the side panel, on react-admin's form; the Save/Cancel buttons live in the panel footer (form={id}). */
export const PanelEditForm = ({ id, defaultValues, onSubmit, error, disabled }: PanelEditFormProps) => (
  <Form id={id} defaultValues={defaultValues} noValidate disableInvalidFormNotification onSubmit={onSubmit}>
    <Stack role="form" spacing={2} aria-label="Edit opportunity" sx={{ py: 2 }}>
      {FIELDS.map(({ field, label, props }) => (
        <FormTextField key={field} {...props} source={field} label={label} disabled={disabled} />
      ))}
      {error ? (
        <Alert severity="error" data-testid="panel-save-error">
          {error}
        </Alert>
      ) : null}
    </Stack>
  </Form>
);

import { Alert, Stack, TextField, type TextFieldProps } from '@mui/material';
import type { FormEvent } from 'react';
import type { PanelEditField, PanelEditForm as PanelEditValues } from './panel-rules';

export interface PanelEditFormProps {
  id: string;
  values: PanelEditValues;
  onChange: (field: PanelEditField, value: string) => void;
  onSubmit: () => void;
  /** Server field errors keyed by the PUT field names. */
  fieldErrors: Record<string, string> | null;
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

/** Edit mode of the side panel; the Save/Cancel buttons live in the panel footer (form={id}). */
export const PanelEditForm = ({ id, values, onChange, onSubmit, fieldErrors, error, disabled }: PanelEditFormProps) => {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack component="form" id={id} noValidate spacing={2} onSubmit={submit} aria-label="Edit opportunity" sx={{ py: 2 }}>
      {FIELDS.map(({ field, label, props }) => {
        const fieldError = fieldErrors?.[field];
        return (
          <TextField
            key={field}
            {...props}
            name={field}
            label={label}
            size="small"
            fullWidth
            value={values[field]}
            onChange={(event) => onChange(field, event.target.value)}
            disabled={disabled}
            error={Boolean(fieldError)}
            helperText={fieldError}
          />
        );
      })}
      {error ? (
        <Alert severity="error" data-testid="panel-save-error">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
};

import type { ChangeEvent } from 'react';
import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField, type TextFieldProps } from '@mui/material';
import type { FieldErrors, NewOpportunityField, NewOpportunityForm } from './new-opportunity-form';

export interface NewOpportunityFieldsProps {
  form: NewOpportunityForm;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (next: NewOpportunityForm) => void;
}

interface FieldSpec {
  name: NewOpportunityField;
  label: string;
  props?: Partial<TextFieldProps>;
  /** Spans both columns. */
  wide?: boolean;
}

const FIELDS: FieldSpec[] = [
  { name: 'customer_name', label: 'Customer Name', props: { autoFocus: true, autoComplete: 'off' } },
  { name: 'customer_email', label: 'Email', props: { type: 'email', autoComplete: 'off' } },
  { name: 'customer_phone', label: 'Phone', props: { type: 'tel', autoComplete: 'off', placeholder: '(555) 123-4567' } },
  { name: 'move_date', label: 'Move Date', props: { type: 'date', slotProps: { inputLabel: { shrink: true } } } },
  { name: 'origin_address', label: 'Origin Address', wide: true },
  { name: 'destination_address', label: 'Destination Address', wide: true },
  { name: 'move_size', label: 'Move Size', props: { placeholder: 'e.g. 2 bedrooms' } },
  {
    name: 'estimated_revenue',
    label: 'Estimated Revenue',
    props: { type: 'number', slotProps: { htmlInput: { min: 0, step: '0.01' } } },
  },
  { name: 'assignee', label: 'Assignee' },
  { name: 'tracking_number', label: 'Tracking Number' },
];

const TRACKING_HELP = 'Leave blank to generate one';

/** The source choice and the lead fields of the New Opportunity dialog (two columns on wider screens). */
export const NewOpportunityFields = ({ form, errors, disabled, onChange }: NewOpportunityFieldsProps) => {
  const set = (name: NewOpportunityField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange({ ...form, [name]: event.target.value });

  return (
    <>
      <FormControl disabled={disabled} sx={{ mb: 2 }}>
        <FormLabel id="new-opportunity-source">Source</FormLabel>
        <RadioGroup
          row
          aria-labelledby="new-opportunity-source"
          value={form.lead_source}
          onChange={(event) =>
            onChange({ ...form, lead_source: event.target.value === 'manual' ? 'manual' : 'inbound_call' })
          }
        >
          <FormControlLabel value="inbound_call" control={<Radio />} label="Inbound call" />
          <FormControlLabel value="manual" control={<Radio />} label="Manual entry" />
        </RadioGroup>
      </FormControl>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {FIELDS.map(({ name, label, props, wide }) => (
          <TextField
            key={name}
            name={name}
            label={label}
            value={form[name]}
            onChange={set(name)}
            error={Boolean(errors[name])}
            helperText={errors[name] ?? (name === 'tracking_number' ? TRACKING_HELP : undefined)}
            disabled={disabled}
            fullWidth
            size="small"
            sx={wide ? { gridColumn: { sm: '1 / -1' } } : undefined}
            {...props}
          />
        ))}
      </Box>
    </>
  );
};

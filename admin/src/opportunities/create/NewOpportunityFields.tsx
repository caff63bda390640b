import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, type TextFieldProps } from '@mui/material';
import { useInput } from 'react-admin';
import { FormTextField } from '../shared/FormTextField';
import type { NewOpportunityField } from './new-opportunity-form';

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
  { name: 'tracking_number', label: 'Tracking Number', props: { helperText: 'Leave blank to generate one' } },
];

/** Inbound call or manual entry, as a row of radio buttons. */
const SourceInput = ({ disabled }: { disabled: boolean }) => {
  const { field } = useInput({ source: 'lead_source' });
  return (
    <FormControl disabled={disabled} sx={{ mb: 2 }}>
      <FormLabel id="new-opportunity-source">Source</FormLabel>
      <RadioGroup row aria-labelledby="new-opportunity-source" name={field.name} value={field.value} onChange={field.onChange}>
        <FormControlLabel value="inbound_call" control={<Radio />} label="Inbound call" />
        <FormControlLabel value="manual" control={<Radio />} label="Manual entry" />
      </RadioGroup>
    </FormControl>
  );
};

/** The source choice and the lead fields of the New Opportunity dialog (two columns on wider screens). */
export const NewOpportunityFields = ({ disabled }: { disabled: boolean }) => (
  <>
    <SourceInput disabled={disabled} />
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      {FIELDS.map(({ name, label, props, wide }) => (
        <FormTextField
          key={name}
          source={name}
          label={label}
          disabled={disabled}
          sx={wide ? { gridColumn: { sm: '1 / -1' } } : undefined}
          {...props}
        />
      ))}
    </Box>
  </>
);

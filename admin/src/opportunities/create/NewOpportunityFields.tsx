import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, type TextFieldProps } from '@mui/material';
import { useInput } from 'react-admin';
import {
  CustomerNameInput,
  DestinationAddressInput,
  EmailInput,
  MoveDateInput,
  OriginAddressInput,
  PhoneInput,
} from '../OpportunityInputs';
import { FormTextField } from '../shared/FormTextField';
import type { NewOpportunityField } from './new-opportunity-form';

/** Further lead fields only a new opportunity has; two per row on wider screens. */
const MORE_FIELDS: ReadonlyArray<{ name: NewOpportunityField; label: string; props?: Partial<TextFieldProps> }> = [
  { name: 'move_size', label: 'Move Size', props: { placeholder: 'e.g. 2 bedrooms' } },
  {
    name: 'estimated_revenue',
    label: 'Estimated Revenue',
    props: { type: 'number', slotProps: { htmlInput: { min: 0, step: '0.01' } } },
  },
  { name: 'assignee', label: 'Assignee' },
  { name: 'tracking_number', label: 'Tracking Number', props: { helperText: 'Leave blank to generate one' } },
];

const wide = { gridColumn: { sm: '1 / -1' } };
const source = (name: NewOpportunityField) => name;

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
      <CustomerNameInput source={source('customer_name')} autoFocus disabled={disabled} />
      <EmailInput source={source('customer_email')} disabled={disabled} />
      <PhoneInput source={source('customer_phone')} placeholder="(555) 123-4567" disabled={disabled} />
      <MoveDateInput disabled={disabled} />
      <OriginAddressInput multiline={false} sx={wide} disabled={disabled} />
      <DestinationAddressInput multiline={false} sx={wide} disabled={disabled} />
      {MORE_FIELDS.map(({ name, label, props }) => (
        <FormTextField key={name} source={name} label={label} disabled={disabled} {...props} />
      ))}
    </Box>
  </>
);

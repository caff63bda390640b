import { MenuItem } from '@mui/material';
import { FormTextField, type FormTextFieldProps } from './shared/FormTextField';

/**
 * The opportunity's inputs, each defined once (label, input type, autofill) and used by the New Opportunity dialog,
 * the side panel's edit form and the detail page's edit cards. `source` defaults to the field name of an edit
 * (PUT /api/opportunities/{id}); the create form passes the create body's names (customer_name, …).
 */
type InputProps = Partial<FormTextFieldProps>;

const shrinkLabel = { inputLabel: { shrink: true } };

export const CustomerNameInput = (props: InputProps) => (
  <FormTextField source="customer" label="Customer Name" autoComplete="off" {...props} />
);

export const EmailInput = (props: InputProps) => (
  <FormTextField source="email" label="Email" type="email" autoComplete="off" {...props} />
);

export const PhoneInput = (props: InputProps) => (
  <FormTextField source="phone" label="Phone" type="tel" autoComplete="off" {...props} />
);

export const MoveDateInput = (props: InputProps) => (
  <FormTextField source="move_date" label="Move Date" type="date" slotProps={shrinkLabel} {...props} />
);

export const OriginAddressInput = (props: InputProps) => (
  <FormTextField source="origin_address" label="Origin Address" multiline minRows={2} {...props} />
);

export const DestinationAddressInput = (props: InputProps) => (
  <FormTextField source="destination_address" label="Destination Address" multiline minRows={2} {...props} />
);

/** Status as a select of the given statuses (the editor offers the current one plus the usual four). */
export const StatusInput = ({ statuses, ...props }: InputProps & { statuses: readonly string[] }) => (
  <FormTextField source="status" select label="Status" {...props}>
    {statuses.map((status) => (
      <MenuItem key={status} value={status}>
        {status}
      </MenuItem>
    ))}
  </FormTextField>
);

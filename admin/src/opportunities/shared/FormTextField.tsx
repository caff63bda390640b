import { TextField, type TextFieldProps } from '@mui/material';
import { useInput, type Validator } from 'react-admin';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  /** The form value's name (the API field it is sent as, so server field errors land on it). */
  source: string;
  validate?: Validator | Validator[];
};

const keep = (value: unknown) => value;
const asText = (value: unknown) => (value === null || value === undefined ? '' : value);

/**
 * An MUI text field bound to the surrounding react-admin form: the value as typed (an emptied field stays ''), and
 * the field's error, from a client check or from the server, under it in place of the helper text.
 */
export const FormTextField = ({ source, validate, helperText, size = 'small', fullWidth = true, ...props }: FormTextFieldProps) => {
  const { field, fieldState } = useInput({ source, validate, format: asText, parse: keep });
  const { ref, ...input } = field;
  const error = fieldState.error?.message;
  return (
    <TextField
      {...input}
      {...props}
      inputRef={ref}
      size={size}
      fullWidth={fullWidth}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
};

import type { ReactNode } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import { FormButtons } from '../shared/FormButtons';
import { saveErrorMessage } from '../shared/opportunity-rules';

export interface EditCardFormProps {
  /** The form's accessible name, e.g. "Edit move details". */
  label: string;
  /** The save's state: the inline error above the fields, and the buttons while it runs. */
  save: { isPending: boolean; isError: boolean; error: unknown };
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}

/** A detail card's edit mode: the fields, the save error above them and the Cancel / "Save Changes" row. */
export const EditCardForm = ({ label, save, onSubmit, onCancel, children }: EditCardFormProps) => (
  <Box
    component="form"
    noValidate
    aria-label={label}
    onSubmit={(event) => {
      event.preventDefault();
      void onSubmit();
    }}
  >
    <Stack spacing={2}>
      {save.isError ? <Alert severity="error">{saveErrorMessage(save.error)}</Alert> : null}
      {children}
      <Stack direction="row" spacing={1} justifyContent="flex-end" className="no-print">
        <FormButtons pending={save.isPending} onCancel={onCancel} submitLabel="Save Changes" pendingLabel="Saving..." />
      </Stack>
    </Stack>
  </Box>
);

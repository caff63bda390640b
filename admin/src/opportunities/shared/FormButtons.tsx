import { Button } from '@mui/material';

export interface FormButtonsProps {
  /** While the request runs both buttons are disabled and the submit button shows `pendingLabel`. */
  pending: boolean;
  onCancel: () => void;
  submitLabel: string;
  pendingLabel: string;
}

/** A form's Cancel and submit buttons; the caller lays them out (a card's button row, a dialog's actions). */
export const FormButtons = ({ pending, onCancel, submitLabel, pendingLabel }: FormButtonsProps) => (
  <>
    <Button onClick={onCancel} disabled={pending}>
      Cancel
    </Button>
    <Button type="submit" variant="contained" disabled={pending}>
      {pending ? pendingLabel : submitLabel}
    </Button>
  </>
);

import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import type { SequenceRecord } from '../../../api/types';
import { formatShortDate } from '../../../format/date';
import { useLegacySteps } from './LegacySequenceCard';
import { LegacySteps } from './LegacySteps';

export interface LegacySequenceDialogProps {
  sequence: SequenceRecord | null;
  /** The page's test address, editable here too (the page behind the dialog cannot be reached). */
  address: string;
  onAddressChange: (value: string) => void;
  sending: boolean;
  onSend: (sequence: SequenceRecord) => void;
  onClose: () => void;
}

const DialogBody = ({ sequence }: { sequence: SequenceRecord }) => {
  const steps = useLegacySteps(sequence.id);
  return (
    <DialogContent dividers>
      <Typography variant="body2" sx={{ mb: 1 }}>{sequence.description || 'No description'}</Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
        {`${steps.data?.length ?? sequence.step_count} steps · Created ${formatShortDate(sequence.created_at)}`}
      </Typography>
      <LegacySteps steps={steps.data} loading={steps.isPending} />
    </DialogContent>
  );
};

/** One sequence in detail, with Close and Send Test (off without a test address). */
export const LegacySequenceDialog = ({ sequence, address, onAddressChange, sending, onSend, onClose }: LegacySequenceDialogProps) => (
  <Dialog open={sequence !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="legacy-sequence-title">
    {sequence && (
      <>
        <DialogTitle id="legacy-sequence-title">{sequence.name}</DialogTitle>
        <DialogBody sequence={sequence} />
        <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
          <TextField
            size="small"
            type="email"
            label="Test Email Address"
            value={address}
            onChange={(event) => onAddressChange(event.target.value)}
            sx={{ flex: '1 1 220px' }}
          />
          <Button onClick={onClose}>Close</Button>
          <Button variant="contained" startIcon={<SendIcon />} disabled={!address.trim() || sending} loading={sending} onClick={() => onSend(sequence)}>
            Send Test
          </Button>
        </DialogActions>
      </>
    )}
  </Dialog>
);

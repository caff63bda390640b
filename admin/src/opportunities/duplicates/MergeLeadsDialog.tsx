import { useId, useState } from 'react';
import {
  Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio,
  RadioGroup,
} from '@mui/material';
import MergeIcon from '@mui/icons-material/MergeType';
import type { MergeKeep, RelatedLead } from '../../api/types';
import { keepOptions, MERGE_EXPLANATION, MERGE_TITLE } from './merge-words';

interface MergeFormProps {
  ownerTracking: string;
  lead: RelatedLead;
  titleId: string;
  onCancel: () => void;
  onMerge: (lead: RelatedLead, keep: MergeKeep) => void;
}

/** The dialog's content for one pair; mounted afresh per opening, so the choice starts at the earlier lead. */
const MergeForm = ({ ownerTracking, lead, titleId, onCancel, onMerge }: MergeFormProps) => {
  const [keep, setKeep] = useState<MergeKeep>('earlier');
  const legendId = useId();
  const explanationId = useId();
  return (
    <>
      <DialogTitle id={titleId}>{MERGE_TITLE}</DialogTitle>
      <DialogContent>
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend" id={legendId} sx={{ mb: 0.5 }}>
            Which lead stays the primary?
          </FormLabel>
          <RadioGroup aria-labelledby={legendId} name="keep" value={keep} onChange={(event) => setKeep(event.target.value === 'newer' ? 'newer' : 'earlier')}>
            {keepOptions(ownerTracking, lead).map((option) => (
              <FormControlLabel key={option.keep} value={option.keep} control={<Radio />} label={option.label} />
            ))}
          </RadioGroup>
        </FormControl>
        <DialogContentText id={explanationId} data-testid="merge-explanation">
          {MERGE_EXPLANATION}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" startIcon={<MergeIcon />} onClick={() => onMerge(lead, keep)} aria-describedby={explanationId}>
          Merge
        </Button>
      </DialogActions>
    </>
  );
};

export interface MergeLeadsDialogProps {
  /** The tracking number of the opportunity whose duplicates list opened it ("this lead"). */
  ownerTracking: string;
  /** The related lead to merge with; null closes the dialog. */
  lead: RelatedLead | null;
  onCancel: () => void;
  /** Merge was chosen, keeping `keep` as the primary. */
  onMerge: (lead: RelatedLead, keep: MergeKeep) => void;
}

/**
 * "Merge leads": which lead stays the primary (the earlier one unless staff choose otherwise), what merging does, and
 * Cancel / Merge.
 */
export const MergeLeadsDialog = ({ ownerTracking, lead, onCancel, onMerge }: MergeLeadsDialogProps) => {
  const titleId = useId();
  // Kept while the dialog closes, so its content does not vanish during the exit transition; dropped after it, so the
  // next opening starts from the default choice.
  const [shown, setShown] = useState<RelatedLead | null>(lead);
  if (lead !== null && lead !== shown) setShown(lead);
  return (
    <Dialog
      open={lead !== null}
      onClose={onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setShown(null) } }}
    >
      {shown ? <MergeForm key={shown.pair_id} ownerTracking={ownerTracking} lead={shown} titleId={titleId} onCancel={onCancel} onMerge={onMerge} /> : null}
    </Dialog>
  );
};

import { Autocomplete, Box, Checkbox, Chip, FormControlLabel, TextField, Typography } from '@mui/material';
import { PANEL_STATUSES, statusLabel } from '../../../opportunities/panel/panel-rules';
import type { SequenceDetails } from '../designer-rules';

export const GOAL_HELP = "A run ends as converted when the contact's opportunity reaches one of these statuses";
export const NO_GOAL_HINT = 'No goal: runs end only by their steps, replies, bounces or unsubscribes';

/** The statuses staff can pick (Update Status's), then any saved one they do not offer, so it still shows. */
const goalOptions = (chosen: readonly string[]): string[] => {
  const offered = PANEL_STATUSES.map((status) => status.value);
  return [...offered, ...chosen.filter((status) => !offered.includes(status))];
};

export interface GoalEditorProps {
  details: Pick<SequenceDetails, 'goal_statuses' | 'goal_move_date_passed'>;
  onChange: (patch: Partial<SequenceDetails>) => void;
}

/** The sequence's goal: the opportunity statuses that end a run as converted, and whether a passed move date ends it. */
export const GoalEditor = ({ details, onChange }: GoalEditorProps) => (
  <Box role="group" aria-labelledby="sequence-goal-title">
    <Typography id="sequence-goal-title" variant="subtitle2" component="h3">
      Goal
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
      {GOAL_HELP}
    </Typography>
    <Autocomplete
      multiple
      size="small"
      options={goalOptions(details.goal_statuses)}
      value={details.goal_statuses}
      getOptionLabel={statusLabel}
      filterSelectedOptions
      disableCloseOnSelect
      onChange={(_event, statuses) => onChange({ goal_statuses: statuses })}
      renderValue={(statuses, getItemProps) =>
        statuses.map((status, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={statusLabel(status)} data-testid="goal-status" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label="Goal statuses" helperText={details.goal_statuses.length === 0 ? NO_GOAL_HINT : undefined} />
      )}
      sx={{ maxWidth: 480 }}
    />
    <FormControlLabel
      control={<Checkbox checked={details.goal_move_date_passed} onChange={(event) => onChange({ goal_move_date_passed: event.target.checked })} />}
      label="End when the move date has passed"
      sx={{ mt: 1 }}
    />
  </Box>
);

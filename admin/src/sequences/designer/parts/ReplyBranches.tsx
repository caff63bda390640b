import { Box, FormHelperText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { DraftStep, SequenceDetails } from '../designer-rules';
import {
  NO_BRANCH,
  NO_BRANCH_LABEL,
  NO_REPLY_BRANCH_LABEL,
  REPLY_BRANCH_LABEL,
  SAVE_STEPS_FIRST,
  branchChoices,
  branchProblem,
  branchSummary,
  hasUnsavedSteps,
  type BranchChoice,
  type BranchField,
} from '../reply-branches';

/** What the reply branches edit: the two branch fields, over the designer's steps. */
export interface ReplyBranchesProps {
  details: Pick<SequenceDetails, BranchField>;
  steps: readonly DraftStep[];
  onChange: (patch: Partial<SequenceDetails>) => void;
}

const BRANCH_SELECTS: ReadonlyArray<{ field: BranchField; label: string }> = [
  { field: 'on_reply_next_step_id', label: REPLY_BRANCH_LABEL },
  { field: 'on_no_reply_next_step_id', label: NO_REPLY_BRANCH_LABEL },
];

/** One branch's select: no branch, each saved step, and the chosen id while it names a step that is gone. */
const BranchSelect = ({ label, value, choices, problem, onChange }: {
  label: string;
  value: string | null;
  choices: BranchChoice[];
  problem: string | null;
  onChange: (id: string | null) => void;
}) => {
  const goneId = value !== null && !choices.some((choice) => choice.id === value) ? value : null;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? NO_BRANCH}
      onChange={(event) => onChange(event.target.value === NO_BRANCH ? null : event.target.value)}
      error={problem !== null}
      helperText={problem}
      sx={{ flex: 1, minWidth: 0 }}
    >
      <MenuItem value={NO_BRANCH}>{NO_BRANCH_LABEL}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>{choice.label}</MenuItem>
      ))}
      {goneId !== null && <MenuItem value={goneId} disabled>A removed step</MenuItem>}
    </TextField>
  );
};

/**
 * Where a reply sends the contact, and where runs that reach that step without a reply go (shown while the sequence
 * does not stop on reply): a select each over the saved steps, each branch's problem on its select, the paths in a line.
 */
export const ReplyBranches = ({ details, steps, onChange }: ReplyBranchesProps) => {
  const choices = branchChoices(steps);
  return (
    <Box role="group" aria-label="Reply branches" sx={{ ml: 4 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {BRANCH_SELECTS.map(({ field, label }) => (
          <BranchSelect
            key={field}
            label={label}
            value={details[field]}
            choices={choices}
            problem={branchProblem(field, details, steps)}
            onChange={(id) => onChange({ [field]: id })}
          />
        ))}
      </Stack>
      {hasUnsavedSteps(steps) && <FormHelperText>{SAVE_STEPS_FIRST}</FormHelperText>}
      <Typography variant="body2" color="text.secondary" data-testid="branch-summary" sx={{ mt: 1 }}>
        {branchSummary(details, steps)}
      </Typography>
    </Box>
  );
};

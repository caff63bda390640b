import { useState } from 'react';
import { Box, Button, Collapse, Stack, Typography } from '@mui/material';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { CriteriaBuilder } from '../../../enrollment/CriteriaBuilder';
import { stepConditions, type DraftStep } from '../designer-rules';
import { CONDITION_WORDING, CONDITIONS, conditionSummary, hasConditions } from '../step-conditions';

/** The step's conditions on one line ("Skipped if: Has phone number is No"), shown on the card folded or not; nothing when it has none. */
export const StepConditionsSummary = ({ step }: { step: DraftStep }) => {
  const drafts = stepConditions(step);
  const parts = CONDITIONS.flatMap((name) => {
    const words = conditionSummary(drafts[name]);
    return words ? [`${CONDITION_WORDING[name].summary}: ${words}`] : [];
  });
  if (parts.length === 0) return null;
  const line = parts.join('; ');
  return (
    <Typography variant="caption" color="text.secondary" component="p" noWrap title={line} data-testid="step-conditions-summary" sx={{ mt: 0.5 }}>
      {line}
    </Typography>
  );
};

/** The step's Conditions, folded under a small button: "Skip this step if" and "Stop the sequence at this step if", each a filter list. */
export const StepConditionsEditor = ({ step, onChange }: { step: DraftStep; onChange: (patch: Partial<DraftStep>) => void }) => {
  const [open, setOpen] = useState(false);
  const drafts = stepConditions(step);
  const label = open ? 'Hide conditions' : hasConditions(drafts) ? 'Edit conditions' : 'Add condition';
  return (
    <Box component="section" aria-label="Conditions">
      <Button
        size="small"
        startIcon={<FilterAltOutlinedIcon />}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {label}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {CONDITIONS.map((name) => (
            <Box key={name} role="group" aria-label={CONDITION_WORDING[name].title}>
              <CriteriaBuilder
                title={`${CONDITION_WORDING[name].title} (every filter must match)`}
                caption={CONDITION_WORDING[name].caption}
                filters={drafts[name]}
                onFiltersChange={(filters) => onChange({ conditions: { ...drafts, [name]: filters } })}
              />
            </Box>
          ))}
        </Stack>
      </Collapse>
    </Box>
  );
};

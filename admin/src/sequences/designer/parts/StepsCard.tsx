import { useState } from 'react';
import { Box, Button, ButtonGroup, Card, CardContent, CardHeader, Menu, MenuItem, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { DraftStep } from '../designer-rules';
import { DEFAULT_STEP_TYPE, STEP_TYPES } from '../steps/step-types';
import { StepCard } from './StepCard';

export interface StepActions {
  /** Adds a step of `stepType` (email when not said). */
  add: (stepType?: string) => void;
  update: (index: number, patch: Partial<DraftStep>) => void;
  move: (index: number, direction: -1 | 1) => void;
  remove: (index: number) => void;
}

/**
 * Add Step: adds an email step (the default type); with more types registered, a small arrow beside it offers every
 * type by label (a split button).
 */
const AddStepButton = ({ onAdd }: { onAdd: (stepType: string) => void }) => {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const types = Object.values(STEP_TYPES);
  const add = (
    <Button startIcon={<AddIcon />} onClick={() => onAdd(DEFAULT_STEP_TYPE)}>
      Add Step
    </Button>
  );
  if (types.length <= 1) return <ButtonGroup variant="outlined" sx={{ mt: 0.5, mr: 0.5 }}>{add}</ButtonGroup>;
  return (
    <>
      <ButtonGroup variant="outlined" sx={{ mt: 0.5, mr: 0.5 }}>
        {add}
        <Button
          size="small"
          aria-label="Choose the step type"
          aria-haspopup="menu"
          aria-expanded={menuAnchor !== null}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {types.map((definition) => (
          <MenuItem
            key={definition.type}
            onClick={() => {
              setMenuAnchor(null);
              onAdd(definition.type);
            }}
          >
            {definition.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/** 'Steps (N)': the steps in order, with Add Step. */
export const StepsCard = ({ steps, actions }: { steps: DraftStep[]; actions: StepActions }) => (
  <Card variant="outlined" component="section" aria-label="Steps">
    <CardHeader
      title={`Steps (${steps.length})`}
      titleTypographyProps={{ variant: 'h6', component: 'h2' }}
      action={<AddStepButton onAdd={actions.add} />}
    />
    <CardContent sx={{ pt: 0 }}>
      {steps.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 4, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}>
          <Typography variant="subtitle1">No steps yet</Typography>
          <Typography variant="body2" color="text.secondary">Add a step to choose the first email or call task and when it happens.</Typography>
        </Box>
      ) : (
        <Stack spacing={1.5}>
          {steps.map((step, index) => (
            <StepCard
              key={step.key}
              step={step}
              index={index}
              last={index === steps.length - 1}
              stepCount={steps.length}
              actions={actions}
            />
          ))}
        </Stack>
      )}
    </CardContent>
  </Card>
);

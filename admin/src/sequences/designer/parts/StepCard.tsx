import { memo, useCallback, useState } from 'react';
import { Avatar, Box, Card, Chip, Collapse, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EventIcon from '@mui/icons-material/EventOutlined';
import { anchorLabel, delayLabel, type DraftStep } from '../designer-rules';
import { STEP_TYPES, stepType } from '../steps/step-types';
import { StepConditionsEditor, StepConditionsSummary } from './StepConditions';
import type { StepActions } from './StepsCard';
import { StepTiming } from './StepTiming';

export interface StepCardProps {
  step: DraftStep;
  /** Its place in the list (0-based): what the actions name. */
  index: number;
  last: boolean;
  /** How many steps the sequence has (a call step's branches offer the later ones). */
  stepCount: number;
  /** The designer's step actions: the same object for the designer's life, so an unchanged card is not drawn again. */
  actions: Pick<StepActions, 'update' | 'move' | 'remove'>;
}

/**
 * One step, whatever its type: its order, type label, timing, conditions in words and actions; expanded, its type's body
 * (steps/step-types.ts) with the shared timing fields placed in it (the email step: template, sender, subject, timing and
 * a preview), then its conditions (folded).
 */
export const StepCard = memo(function StepCard({ step, index, last, stepCount, actions }: StepCardProps) {
  const first = index === 0;
  const onChange = useCallback((patch: Partial<DraftStep>) => actions.update(index, patch), [actions, index]);
  const onMove = (direction: -1 | 1) => actions.move(index, direction);
  const onRemove = () => actions.remove(index);
  // A step added here opens ready to edit; saved steps start folded.
  const [expanded, setExpanded] = useState(!step.id);
  const { label, Card: StepBody } = stepType(step.type);
  const timing = step.wait_until ? anchorLabel(step.wait_until) : delayLabel(step.delay_seconds);
  return (
    <Card variant="outlined" data-testid="sequence-step" aria-label={`Step ${step.step_order}`} component="article">
      <Stack direction="row" alignItems="center" spacing={1.5} sx={{ px: 1.5, py: 1 }}>
        <Avatar sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }}>{step.step_order}</Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2">{label}</Typography>
          <Chip
            size="small"
            variant="outlined"
            icon={step.wait_until ? <EventIcon /> : undefined}
            label={timing}
            data-testid="step-delay"
            sx={{ mt: 0.25 }}
          />
          <StepConditionsSummary step={step} />
        </Box>
        <Tooltip title="Move up">
          <span>
            <IconButton size="small" aria-label="Move up" disabled={first} onClick={() => onMove(-1)}><ArrowUpwardIcon fontSize="small" /></IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Move down">
          <span>
            <IconButton size="small" aria-label="Move down" disabled={last} onClick={() => onMove(1)}><ArrowDownwardIcon fontSize="small" /></IconButton>
          </span>
        </Tooltip>
        <Tooltip title={expanded ? 'Collapse' : 'Expand'}>
          <IconButton size="small" aria-label={expanded ? 'Collapse' : 'Expand'} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
        <Tooltip title="Remove step">
          <IconButton size="small" aria-label="Remove step" onClick={onRemove}><DeleteOutlineIcon fontSize="small" /></IconButton>
        </Tooltip>
      </Stack>
      <Collapse in={expanded} unmountOnExit>
        <Stack spacing={2} sx={{ px: 2, pb: 2, pt: 1 }}>
          <StepBody step={step} onChange={onChange} timing={<StepTiming step={step} onChange={onChange} />} stepCount={stepCount} />
          {/* A type this designer does not know is kept as saved, its conditions included. */}
          {Object.hasOwn(STEP_TYPES, step.type) && <StepConditionsEditor step={step} onChange={onChange} />}
        </Stack>
      </Collapse>
    </Card>
  );
});

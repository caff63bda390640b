import { useState } from 'react';
import { Avatar, Box, Card, Chip, Collapse, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EventIcon from '@mui/icons-material/EventOutlined';
import { TemplatePicker } from '../../../templates/picker/TemplatePicker';
import { anchorLabel, delayLabel, fromAddressProblem, type DraftStep } from '../designer-rules';
import { StepTiming } from './StepTiming';
import { TemplatePreview } from './TemplatePreview';

export interface StepCardProps {
  step: DraftStep;
  first: boolean;
  last: boolean;
  onChange: (patch: Partial<DraftStep>) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}

/** One email step: its order, timing and actions; expanded, its template, sender, subject, timing and a preview. */
export const StepCard = ({ step, first, last, onChange, onMove, onRemove }: StepCardProps) => {
  // A step added here opens ready to edit; saved steps start folded.
  const [expanded, setExpanded] = useState(!step.id);
  const fromProblem = fromAddressProblem(step.from_override);
  const timing = step.wait_until ? anchorLabel(step.wait_until) : delayLabel(step.delay_seconds);
  return (
    <Card variant="outlined" data-testid="sequence-step" aria-label={`Step ${step.step_order}`} component="article">
      <Stack direction="row" alignItems="center" spacing={1.5} sx={{ px: 1.5, py: 1 }}>
        <Avatar sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }}>{step.step_order}</Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2">Email Step</Typography>
          <Chip
            size="small"
            variant="outlined"
            icon={step.wait_until ? <EventIcon /> : undefined}
            label={timing}
            data-testid="step-delay"
            sx={{ mt: 0.25 }}
          />
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
          <TemplatePicker
            required
            value={step.template_id}
            onChange={(templateId) => onChange({ template_id: templateId })}
            error={!step.template_id}
            helperText={step.template_id ? undefined : 'Choose the email this step sends'}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              size="small"
              label="From Address"
              fullWidth
              value={step.from_override}
              placeholder="Company address"
              onChange={(event) => onChange({ from_override: event.target.value })}
              error={fromProblem !== null}
              helperText={fromProblem ?? 'Empty: the company sender address'}
            />
            <TextField
              size="small"
              label="Subject Override"
              fullWidth
              value={step.subject_override}
              placeholder="The template's subject"
              onChange={(event) => onChange({ subject_override: event.target.value })}
              helperText="Empty: the template's subject"
            />
          </Stack>
          <StepTiming step={step} onChange={onChange} />
          {step.template_id && <TemplatePreview templateId={step.template_id} subjectOverride={step.subject_override} />}
        </Stack>
      </Collapse>
    </Card>
  );
};

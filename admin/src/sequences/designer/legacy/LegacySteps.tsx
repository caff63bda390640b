import { Avatar, Box, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { SequenceStep } from '../../../api/types';
import { anchorLabel, anchorOf } from '../designer-rules';
import { TemplateName } from '../parts/TemplateName';
import { durationLabel } from './legacy-rules';

/** A move-date step says when it sends; the others their delay in hours and minutes. */
const timingOf = (step: SequenceStep): string => {
  const anchor = anchorOf(step.wait_until);
  return anchor ? anchorLabel(anchor) : durationLabel(step.duration, step.delay_seconds);
};

/** The steps of one sequence, numbered, with type badge, delay, subject and template. */
export const LegacySteps = ({ steps, loading }: { steps: SequenceStep[] | undefined; loading: boolean }) => {
  if (loading) return <Skeleton variant="rounded" height={64} aria-label="Loading steps" />;
  if (!steps || steps.length === 0) return <Typography variant="body2" color="text.secondary">No steps</Typography>;
  return (
    <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map((step) => (
        <Box component="li" key={step.id} data-testid="legacy-step" sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
          <Avatar sx={{ width: 24, height: 24, fontSize: 12, bgcolor: 'primary.main', color: 'primary.contrastText', mt: 0.25 }}>{step.step_order}</Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <Chip size="small" color="primary" variant="outlined" label={step.type.toUpperCase()} />
              <Typography variant="caption" color="text.secondary" sx={{ flex: '1 1 0', minWidth: 0 }}>{timingOf(step)}</Typography>
            </Stack>
            <Typography variant="body2" noWrap title={step.subject ?? undefined}>{step.subject || 'No subject'}</Typography>
            <TemplateName templateId={step.template_id} variant="caption" color="text.secondary" component="div" noWrap />
          </Box>
        </Box>
      ))}
    </Stack>
  );
};

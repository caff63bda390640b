import { Box, Card, CardContent, Chip, Grid, List, ListItem, ListItemAvatar, ListItemText, Avatar, Skeleton, Stack, Typography } from '@mui/material';
import type { SequenceStep } from '../../../api/types';
import type { SequenceWithSteps } from '../../../providers/sequences-methods';
import { anchorLabel, anchorOf, delayLabel } from '../../designer/designer-rules';
import { TemplateName } from '../../designer/parts/TemplateName';
import { stepResultLine, type StepResult } from '../../../enrollment/step-results-format';
import { completionRateLabel } from '../detail-format';
import { useStepResults } from '../use-step-results';

const Figure = ({ label, value }: { label: string; value: string | number }) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography variant="h4" component="p" aria-label={label}>{value}</Typography>
    </CardContent>
  </Card>
);

const stepTiming = (step: SequenceStep) => {
  const anchor = anchorOf(step.wait_until);
  return anchor ? anchorLabel(anchor) : delayLabel(step.delay_seconds);
};

const StepSummary = ({ step, results }: { step: SequenceStep; results: StepResult | undefined }) => {
  const details = [step.subject ? `Subject: ${step.subject}` : null, stepTiming(step)].filter(Boolean).join(' · ');
  return (
    <ListItem divider data-testid="overview-step" sx={{ px: 0 }}>
      <ListItemAvatar sx={{ minWidth: 44 }}>
        <Avatar sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }}>{step.step_order}</Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={<TemplateName templateId={step.template_id} variant="body2" fontWeight={600} component="span" />}
        secondary={
          <>
            {details}
            {results && (
              <Typography component="span" variant="caption" color="text.secondary" display="block" data-testid="overview-step-results">
                {stepResultLine(results)}
              </Typography>
            )}
          </>
        }
        slotProps={{ primary: { component: 'div' } }}
      />
    </ListItem>
  );
};

const behaviorChips = (sequence: SequenceWithSteps): string[] =>
  [
    sequence.stop_on_reply ? `Stops on reply (${sequence.reply_lookback_hours} h lookback)` : null,
    sequence.stop_on_ooo ? 'Stops on out-of-office reply' : null,
    sequence.stop_on_bounce ? 'Stops on hard bounce' : null,
  ].filter((label): label is string => label !== null);

/** Total Steps, Active Enrollments, Completion Rate, then the description, behavior and the steps in order with their results. */
export const OverviewTab = ({ sequence }: { sequence: SequenceWithSteps }) => {
  // A copy cached from a save has no steps until the read answers.
  const steps = Array.isArray(sequence.steps) ? sequence.steps : null;
  const behavior = behaviorChips(sequence);
  const results = useStepResults(String(sequence.id));
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}><Figure label="Total Steps" value={steps?.length ?? sequence.step_count ?? 0} /></Grid>
        <Grid size={{ xs: 12, sm: 4 }}><Figure label="Active Enrollments" value={sequence.active_enrollments ?? 0} /></Grid>
        <Grid size={{ xs: 12, sm: 4 }}><Figure label="Completion Rate" value={completionRateLabel(sequence.completion_rate)} /></Grid>
      </Grid>
      <Box>
        <Typography variant="subtitle2" gutterBottom>Description</Typography>
        <Typography variant="body2" color={sequence.description ? 'text.primary' : 'text.secondary'}>
          {sequence.description || 'No description'}
        </Typography>
        {behavior.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1.5 }}>
            {behavior.map((label) => <Chip key={label} size="small" variant="outlined" label={label} />)}
          </Stack>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2">{`Steps (${steps?.length ?? sequence.step_count ?? 0})`}</Typography>
        {steps === null ? (
          <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />
        ) : steps.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>No steps yet</Typography>
        ) : (
          <List disablePadding aria-label="Steps">
            {steps.map((step) => <StepSummary key={step.id} step={step} results={results.get(step.step_order)} />)}
          </List>
        )}
      </Box>
    </Stack>
  );
};

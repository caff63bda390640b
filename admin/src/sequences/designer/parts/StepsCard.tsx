import { Box, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { DraftStep } from '../designer-rules';
import { StepCard } from './StepCard';

export interface StepActions {
  add: () => void;
  update: (index: number, patch: Partial<DraftStep>) => void;
  move: (index: number, direction: -1 | 1) => void;
  remove: (index: number) => void;
}

/** 'Steps (N)': the emails in order, with Add Step. */
export const StepsCard = ({ steps, actions }: { steps: DraftStep[]; actions: StepActions }) => (
  <Card variant="outlined" component="section" aria-label="Steps">
    <CardHeader
      title={`Steps (${steps.length})`}
      titleTypographyProps={{ variant: 'h6', component: 'h2' }}
      action={
        <Button variant="outlined" startIcon={<AddIcon />} onClick={actions.add} sx={{ mt: 0.5, mr: 0.5 }}>
          Add Step
        </Button>
      }
    />
    <CardContent sx={{ pt: 0 }}>
      {steps.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 4, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}>
          <Typography variant="subtitle1">No steps yet</Typography>
          <Typography variant="body2" color="text.secondary">Add a step to choose the first email and when it goes out.</Typography>
        </Box>
      ) : (
        <Stack spacing={1.5}>
          {steps.map((step, index) => (
            <StepCard
              key={step.key}
              step={step}
              first={index === 0}
              last={index === steps.length - 1}
              onChange={(patch) => actions.update(index, patch)}
              onMove={(direction) => actions.move(index, direction)}
              onRemove={() => actions.remove(index)}
            />
          ))}
        </Stack>
      )}
    </CardContent>
  </Card>
);

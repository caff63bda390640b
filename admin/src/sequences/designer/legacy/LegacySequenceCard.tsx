import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { SequenceRecord } from '../../../api/types';
import { formatShortDate } from '../../../format/date';
import type { AppDataProvider } from '../../../providers/data-provider';
import { LegacySteps } from './LegacySteps';

export const useLegacySteps = (sequenceId: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['sequences', 'steps', sequenceId], queryFn: () => dataProvider.getSequenceSteps(sequenceId), retry: false });
};

/** One sequence as a card: name, description, its steps, step count and created date. */
export const LegacySequenceCard = ({ sequence, onOpen }: { sequence: SequenceRecord; onOpen: () => void }) => {
  const steps = useLegacySteps(sequence.id);
  return (
    <Card variant="outlined" component="article" aria-label={sequence.name} data-testid="legacy-sequence" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h6" component="h2" gutterBottom>{sequence.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{sequence.description || 'No description'}</Typography>
        <LegacySteps steps={steps.data} loading={steps.isPending} />
        {steps.isError && <Typography variant="body2" color="error">Failed to load steps</Typography>}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
          <Chip size="small" label={`${steps.data?.length ?? sequence.step_count} steps`} />
          <Typography variant="caption" color="text.secondary" noWrap>{`Created ${formatShortDate(sequence.created_at)}`}</Typography>
        </Stack>
        <Button size="small" onClick={onOpen} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>View Details</Button>
      </CardActions>
    </Card>
  );
};

import { useListContext } from 'react-admin';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Paper, Skeleton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import SequencesIcon from '@mui/icons-material/AccountTreeOutlined';
import type { SequenceRecord } from '../../api/types';
import { errorMessage } from '../../providers/api-error';
import { SequenceCard, type SequenceCardActions } from './SequenceCard';

const GRID_SX = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } };

const SkeletonCards = () => (
  <Box sx={GRID_SX} aria-busy="true" aria-label="Loading sequences">
    {Array.from({ length: 6 }, (_, index) => (
      <Card key={index} variant="outlined" data-testid="sequence-skeleton">
        <CardContent>
          <Skeleton width="55%" height={28} />
          <Skeleton width="85%" />
          <Skeleton variant="rounded" height={56} sx={{ mt: 1.5 }} />
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
            <Skeleton variant="rounded" width={72} height={24} />
            <Skeleton variant="rounded" width={88} height={24} />
          </Box>
        </CardContent>
      </Card>
    ))}
  </Box>
);

const EmptyState = ({ filtered, onCreate }: { filtered: boolean; onCreate: () => void }) => (
  <Paper variant="outlined" sx={{ py: 8, px: 3, textAlign: 'center' }}>
    <SequencesIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
    {filtered ? (
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        No sequences match your filters
      </Typography>
    ) : (
      <>
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          No sequences
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Build a sequence of emails, then enroll contacts by rule or by hand.
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate} sx={{ mt: 3 }}>
          New Sequence
        </Button>
      </>
    )}
  </Paper>
);

/** The sequence cards, or skeletons while loading, an empty state, or the load error with Try again. */
export const SequencesGrid = ({ actions, onCreate }: { actions: SequenceCardActions; onCreate: () => void }) => {
  const { data, isPending, error, refetch, filterValues } = useListContext<SequenceRecord>();
  if (error) {
    return (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        <AlertTitle>Failed to load sequences</AlertTitle>
        {errorMessage(error)}
      </Alert>
    );
  }
  if (isPending) return <SkeletonCards />;
  const filtered = Boolean(filterValues.q) || (Boolean(filterValues.status) && filterValues.status !== 'all');
  if (!data?.length) return <EmptyState filtered={filtered} onCreate={onCreate} />;
  return (
    <Box sx={GRID_SX} component="section" aria-label="Sequences">
      {data.map((sequence) => (
        <SequenceCard key={sequence.id} sequence={sequence} actions={actions} />
      ))}
    </Box>
  );
};

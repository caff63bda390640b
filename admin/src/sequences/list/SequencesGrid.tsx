import { Box, Skeleton } from '@mui/material';
import SequencesIcon from '@mui/icons-material/AccountTreeOutlined';
import type { SequenceRecord } from '../../api/types';
import { CardGrid } from '../../layout/CardGrid';
import { SequenceCard, type SequenceCardActions } from './SequenceCard';

const COLUMNS = { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' };

const TEXTS = {
  label: 'Sequences',
  loading: 'Loading sequences',
  failed: 'Failed to load sequences',
  empty: 'No sequences',
  intro: 'Build a sequence of emails, then enroll contacts by rule or by hand.',
  create: 'New Sequence',
  noMatch: 'No sequences match your filters',
};

const SKELETON = (
  <>
    <Skeleton width="55%" height={28} />
    <Skeleton width="85%" />
    <Skeleton variant="rounded" height={56} sx={{ mt: 1.5 }} />
    <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
      <Skeleton variant="rounded" width={72} height={24} />
      <Skeleton variant="rounded" width={88} height={24} />
    </Box>
  </>
);

const isFiltered = (filterValues: Record<string, unknown>) => Boolean(filterValues.q) || (Boolean(filterValues.status) && filterValues.status !== 'all');

/** The sequence cards, or skeletons while loading, an empty state, or the load error with Try again. */
export const SequencesGrid = ({ actions, onCreate }: { actions: SequenceCardActions; onCreate: () => void }) => (
  <CardGrid<SequenceRecord>
    texts={TEXTS}
    columns={COLUMNS}
    skeleton={SKELETON}
    skeletonTestId="sequence-skeleton"
    icon={SequencesIcon}
    isFiltered={isFiltered}
    onCreate={onCreate}
    renderCard={(sequence) => <SequenceCard sequence={sequence} actions={actions} />}
  />
);

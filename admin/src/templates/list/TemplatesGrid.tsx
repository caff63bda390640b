import { Box, Skeleton } from '@mui/material';
import DraftsIcon from '@mui/icons-material/DraftsOutlined';
import type { TemplateRecord } from '../../api/types';
import { CardGrid } from '../../layout/CardGrid';
import { TemplateCard } from './TemplateCard';

const COLUMNS = { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' };

const TEXTS = {
  label: 'Templates',
  loading: 'Loading templates',
  failed: 'Failed to load templates',
  empty: 'No templates',
  intro: 'Get started by creating your first email template.',
  create: 'New Template',
  noMatch: 'No templates match your search',
};

const SKELETON = (
  <>
    <Skeleton width="60%" height={28} />
    <Skeleton width="85%" />
    <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
      <Skeleton variant="rounded" width={56} height={24} />
      <Skeleton variant="rounded" width={72} height={24} />
    </Box>
    <Skeleton width="40%" sx={{ mt: 2 }} />
  </>
);

const isSearching = (filterValues: Record<string, unknown>) => Boolean(filterValues.q);

/** The cards of the current page, or skeletons while the first page loads, the empty state, or the load error. */
export const TemplatesGrid = ({ onEdit, onCreate }: { onEdit: (id: string) => void; onCreate: () => void }) => (
  <CardGrid<TemplateRecord>
    texts={TEXTS}
    columns={COLUMNS}
    skeleton={SKELETON}
    skeletonTestId="template-skeleton"
    icon={DraftsIcon}
    isFiltered={isSearching}
    onCreate={onCreate}
    renderCard={(template) => <TemplateCard template={template} onEdit={onEdit} />}
  />
);

import { useListContext } from 'react-admin';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Paper, Skeleton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import DraftsIcon from '@mui/icons-material/DraftsOutlined';
import type { TemplateRecord } from '../../api/types';
import { errorMessage } from '../../providers/api-error';
import { TemplateCard } from './TemplateCard';

const GRID_SX = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' } };

const SkeletonCards = () => (
  <Box sx={GRID_SX} aria-busy="true" aria-label="Loading templates">
    {Array.from({ length: 6 }, (_, index) => (
      <Card key={index} variant="outlined" data-testid="template-skeleton">
        <CardContent>
          <Skeleton width="60%" height={28} />
          <Skeleton width="85%" />
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
            <Skeleton variant="rounded" width={56} height={24} />
            <Skeleton variant="rounded" width={72} height={24} />
          </Box>
          <Skeleton width="40%" sx={{ mt: 2 }} />
        </CardContent>
      </Card>
    ))}
  </Box>
);

const EmptyState = ({ searching, onCreate }: { searching: boolean; onCreate: () => void }) => (
  <Paper variant="outlined" sx={{ py: 8, px: 3, textAlign: 'center' }}>
    <DraftsIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
    {searching ? (
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        No templates match your search
      </Typography>
    ) : (
      <>
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          No templates
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Get started by creating your first email template.
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate} sx={{ mt: 3 }}>
          New Template
        </Button>
      </>
    )}
  </Paper>
);

/** The cards of the current page, or skeletons while the first page loads, the empty state, or the load error. */
export const TemplatesGrid = ({ onEdit, onCreate }: { onEdit: (id: string) => void; onCreate: () => void }) => {
  const { data, isPending, error, refetch, filterValues } = useListContext<TemplateRecord>();
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
        <AlertTitle>Failed to load templates</AlertTitle>
        {errorMessage(error)}
      </Alert>
    );
  }
  if (isPending) return <SkeletonCards />;
  if (!data?.length) return <EmptyState searching={Boolean(filterValues.q)} onCreate={onCreate} />;
  return (
    <Box sx={GRID_SX} component="section" aria-label="Templates">
      {data.map((template) => (
        <TemplateCard key={template.id} template={template} onEdit={onEdit} />
      ))}
    </Box>
  );
};

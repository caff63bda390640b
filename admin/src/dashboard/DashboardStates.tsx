import { Alert, AlertTitle, Box, Button, Skeleton } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';

const cards = (count: number, height: number, columns: Record<string, string>) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns }}>
    {Array.from({ length: count }, (_, i) => (
      <Skeleton key={i} variant="rounded" height={height} />
    ))}
  </Box>
);

/** The dashboard's shape while the first summary loads. */
export const DashboardSkeleton = () => (
  <Box data-testid="dashboard-skeleton" role="status" aria-busy="true" aria-label="Loading dashboard" sx={{ display: 'grid', gap: 2 }}>
    {cards(5, 96, { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' })}
    {cards(5, 96, { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' })}
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '7fr 5fr' } }}>
      <Skeleton variant="rounded" height={300} />
      <Skeleton variant="rounded" height={300} />
    </Box>
  </Box>
);

/** "Dashboard Error" with the error text and Retry. */
export const DashboardError = ({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) => (
  <Alert
    severity="error"
    variant="outlined"
    data-testid="dashboard-error"
    action={
      <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry} disabled={retrying}>
        Retry
      </Button>
    }
  >
    <AlertTitle>Dashboard Error</AlertTitle>
    {message}
  </Alert>
);

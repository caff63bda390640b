import { Alert, AlertTitle, Box, Button, Skeleton } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ANALYTICS_ERROR_TITLE } from './analytics-format';

/** 'Failed to fetch analytics data' with the reason and Try Again. */
export const AnalyticsError = ({ error, onRetry, retrying }: { error: Error; onRetry: () => void; retrying: boolean }) => (
  <Alert
    severity="error"
    variant="outlined"
    data-testid="analytics-error"
    action={
      <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry} disabled={retrying}>
        Try Again
      </Button>
    }
  >
    <AlertTitle>{ANALYTICS_ERROR_TITLE}</AlertTitle>
    {error.message || null}
  </Alert>
);

/** A tab's shape while its first answer loads: a row of metric cards and `panels` chart/table blocks. */
export const AnalyticsSkeleton = ({ label, cards = 4, panels = 2 }: { label: string; cards?: number; panels?: number }) => (
  <Box role="status" aria-busy="true" aria-label={label} data-testid="analytics-skeleton" sx={{ display: 'grid', gap: 2 }}>
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: `repeat(${cards}, 1fr)` } }}>
      {Array.from({ length: cards }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={96} />
      ))}
    </Box>
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: `repeat(${panels}, 1fr)` } }}>
      {Array.from({ length: panels }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={300} />
      ))}
    </Box>
  </Box>
);

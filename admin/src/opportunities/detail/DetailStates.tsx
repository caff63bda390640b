import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link } from 'react-router-dom';

/** Page skeleton: header plus the two columns of cards. */
export const DetailSkeleton = () => (
  <Box role="status" aria-label="Loading opportunity" aria-busy="true" data-testid="detail-skeleton">
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
      <Skeleton variant="circular" width={40} height={40} />
      <Box sx={{ flex: 1 }}>
        <Skeleton variant="text" width="40%" height={44} />
        <Skeleton variant="text" width="20%" />
      </Box>
    </Box>
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
      <Stack spacing={3}>
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
      <Stack spacing={3}>
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={260} />
      </Stack>
    </Box>
  </Box>
);

/** The record was not found (404 on the tracking number). */
export const DetailNotFound = ({ tracking }: { tracking: string }) => (
  <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 520, textAlign: 'center' }}>
      <SearchOffIcon color="disabled" sx={{ fontSize: 48, mb: 1 }} />
      <Typography variant="h5" component="h1" gutterBottom>
        Opportunity Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        Opportunity with tracking number {tracking} not found
      </Typography>
      <Button component={Link} to="/opportunities" variant="contained" startIcon={<ArrowBackIcon />}>
        Back to Opportunities
      </Button>
    </Paper>
  </Box>
);

/** Any other load failure, with Retry. */
export const DetailLoadError = ({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) => (
  <Alert
    severity="error"
    action={
      <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    }
  >
    Failed to load opportunity details
  </Alert>
);

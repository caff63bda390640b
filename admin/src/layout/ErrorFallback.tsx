import { Box, Button, Paper, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RefreshIcon from '@mui/icons-material/Refresh';

export interface ErrorFallbackViewProps {
  error?: Error;
  resetErrorBoundary?: (...args: unknown[]) => void;
}

/** Shown when a screen throws (typically on data it cannot display). */
export const ErrorFallback = ({ resetErrorBoundary }: ErrorFallbackViewProps) => (
  <Box role="alert" sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 3 }}>
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 520, textAlign: 'center' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 48, mb: 1 }} />
      <Typography variant="h5" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The server returned data this screen could not display. Try again, or contact support if the
        problem persists.
      </Typography>
      <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => resetErrorBoundary?.()}>
        Try Again
      </Button>
    </Paper>
  </Box>
);

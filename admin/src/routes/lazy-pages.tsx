import { lazy, Suspense } from 'react';
import { Box, CircularProgress } from '@mui/material';

// Screens inside the shell are lazy and wait in the shell's own Suspense (AppLayout); the screen registry
// (screens/screens.ts) lists them. These are the pages outside the registry.
const LazyLoginPage = lazy(() => import('../login/LoginPage'));
export const NotFoundPage = lazy(() => import('../layout/NotFoundPage'));
export const NotAllowedPage = lazy(() => import('../layout/NotAllowedPage'));

const FullPageSpinner = () => (
  <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}>
    <CircularProgress aria-label="Loading" />
  </Box>
);

/** Outside the shell (no layout Suspense above it). */
export const LoginRoute = () => (
  <Suspense fallback={<FullPageSpinner />}>
    <LazyLoginPage />
  </Suspense>
);

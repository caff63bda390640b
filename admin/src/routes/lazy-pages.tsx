import { lazy, Suspense, type ReactNode } from 'react';
import { Box, CircularProgress, LinearProgress } from '@mui/material';

// Route-level code splitting: each screen is its own chunk.
const LazyLoginPage = lazy(() => import('../login/LoginPage'));
const LazyDashboardPage = lazy(() => import('../dashboard/DashboardPage'));
const LazyOpportunitiesListPage = lazy(() => import('../opportunities/list/OpportunitiesListPage'));
const LazyOpportunityDetailPage = lazy(() => import('../opportunities/detail/OpportunityDetailPage'));
const LazySettingsPage = lazy(() => import('../settings/SettingsPage'));
const LazyNotFoundPage = lazy(() => import('../layout/NotFoundPage'));
const LazyNotAllowedPage = lazy(() => import('../layout/NotAllowedPage'));

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

const InShell = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<LinearProgress aria-label="Loading screen" />}>{children}</Suspense>
);

export const DashboardRoute = () => (
  <InShell>
    <LazyDashboardPage />
  </InShell>
);

export const OpportunitiesListRoute = () => (
  <InShell>
    <LazyOpportunitiesListPage />
  </InShell>
);

export const OpportunityDetailRoute = () => (
  <InShell>
    <LazyOpportunityDetailPage />
  </InShell>
);

export const SettingsRoute = () => (
  <InShell>
    <LazySettingsPage />
  </InShell>
);

export const NotFoundRoute = () => (
  <InShell>
    <LazyNotFoundPage />
  </InShell>
);

export const NotAllowedRoute = () => (
  <InShell>
    <LazyNotAllowedPage />
  </InShell>
);

import { Suspense, type ReactNode } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { ToastProvider } from '../toasts/ToastProvider';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorFallback } from './ErrorFallback';
import { RevisionLabel } from './RevisionLabel';
import { Sidebar } from './Sidebar';

/** The app shell: sidebar + content area with an error boundary and route-level Suspense. */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  return (
    <ToastProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
        <Sidebar />
        <Box component="main" id="main-content" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 }, pb: 6 }}>
          <ErrorBoundary resetKey={pathname} fallback={(props) => <ErrorFallback {...props} />}>
            <Suspense fallback={<LinearProgress aria-label="Loading screen" />}>{children}</Suspense>
          </ErrorBoundary>
        </Box>
        <RevisionLabel />
      </Box>
    </ToastProvider>
  );
};

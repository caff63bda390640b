import { Suspense, type ReactNode } from 'react';
import { Box, LinearProgress, useMediaQuery, type Theme } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { ToastProvider } from '../toasts/ToastProvider';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorFallback } from './ErrorFallback';
import { MobileNavigation } from './MobileNavigation';
import { RevisionLabel } from './RevisionLabel';
import { Sidebar } from './Sidebar';

/** Below this breakpoint the sidebar becomes a drawer opened from a top bar. */
export const MOBILE_SHELL_BREAKPOINT = 'md';

/** The app shell: sidebar (or, on phones, top bar + drawer) + content area with an error boundary and Suspense. */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down(MOBILE_SHELL_BREAKPOINT), { noSsr: true });
  return (
    <ToastProvider>
      <Box
        sx={{
          display: 'flex',
          flexDirection: isPhone ? 'column' : 'row',
          minHeight: '100vh',
          bgcolor: 'background.default',
          color: 'text.primary',
        }}
      >
        {isPhone ? <MobileNavigation /> : <Sidebar />}
        <Box component="main" id="main-content" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 }, pb: isPhone ? 2 : 6 }}>
          <ErrorBoundary resetKey={pathname} fallback={(props) => <ErrorFallback {...props} />}>
            <Suspense fallback={<LinearProgress aria-label="Loading screen" />}>{children}</Suspense>
          </ErrorBoundary>
        </Box>
        <RevisionLabel inline={isPhone} />
      </Box>
    </ToastProvider>
  );
};

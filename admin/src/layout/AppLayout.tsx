import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Box, LinearProgress, useMediaQuery, type Theme } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorFallback } from './ErrorFallback';
import { MobileNavigation } from './MobileNavigation';
import { RevisionLabel } from './RevisionLabel';
import { Sidebar } from './Sidebar';

// Its own chunk: the dialog's code loads on the first click, not with the shell.
const LazyNewOpportunityDialog = lazy(() =>
  import('../opportunities/create/NewOpportunityDialog').then((module) => ({ default: module.NewOpportunityDialog })),
);

/** The sidebar's 'New Opportunity' dialog: mounted on first use, then kept so it can animate open and closed. */
const useNewOpportunityDialog = () => {
  const [state, setState] = useState({ open: false, used: false });
  const dialog = state.used ? (
    <Suspense fallback={null}>
      <LazyNewOpportunityDialog open={state.open} onClose={() => setState({ open: false, used: true })} />
    </Suspense>
  ) : null;
  return { open: () => setState({ open: true, used: true }), dialog };
};

/** Below this breakpoint the sidebar becomes a drawer opened from a top bar. */
export const MOBILE_SHELL_BREAKPOINT = 'md';

/** The app shell: sidebar (or, on phones, top bar + drawer) + content area with an error boundary and Suspense. */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down(MOBILE_SHELL_BREAKPOINT), { noSsr: true });
  const newOpportunity = useNewOpportunityDialog();
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexDirection: isPhone ? 'column' : 'row',
          minHeight: '100vh',
          bgcolor: 'background.default',
          color: 'text.primary',
        }}
      >
        {isPhone ? (
          <MobileNavigation onNewOpportunity={newOpportunity.open} />
        ) : (
          <Sidebar onNewOpportunity={newOpportunity.open} />
        )}
        {/* Content, then the revision label in the flow below it (pushed to the foot of the viewport on short pages). */}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
          <Box component="main" id="main-content" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 }, pb: { xs: 1, md: 2 } }}>
            <ErrorBoundary resetKey={pathname} fallback={(props) => <ErrorFallback {...props} />}>
              <Suspense fallback={<LinearProgress aria-label="Loading screen" />}>{children}</Suspense>
            </ErrorBoundary>
          </Box>
          <RevisionLabel />
        </Box>
      </Box>
      {newOpportunity.dialog}
    </>
  );
};

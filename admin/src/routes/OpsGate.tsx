import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { canSeeOpsGroup } from '../layout/navigation';
import { useAppIdentity } from '../layout/use-app-identity';

/**
 * The Automation Run screens by URL follow the sidebar's rule: admins, or everyone when ops_for_all is true (the
 * server refuses their data the same way). Anyone else is sent to the not-allowed screen, which names the page.
 */
export const OpsGate = ({ children }: { children: ReactNode }) => {
  const { identity, isPending } = useAppIdentity();
  const { pathname } = useLocation();
  if (isPending) return null;
  if (identity && !canSeeOpsGroup(identity)) return <Navigate to={`/not-allowed?from=${encodeURIComponent(pathname)}`} replace />;
  return <>{children}</>;
};

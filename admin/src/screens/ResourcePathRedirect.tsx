import { Navigate, useLocation, useParams } from 'react-router-dom';

/** /{name}/rest of a resource mounted elsewhere → {to}/rest (react-admin's own links to the resource land here). */
export const ResourcePathRedirect = ({ to }: { to: string }) => {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`${to}${rest ? `/${rest}` : ''}${search}`} replace />;
};

import { Navigate, useParams } from 'react-router-dom';

/** Old paths from the previous app and where they live now. */
export const REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/campaigns', to: '/automation/templates' },
  { from: '/campaigns/templates', to: '/automation/templates' },
  { from: '/campaigns/sequences', to: '/automation/sequences' },
  { from: '/sequence-designer', to: '/automation/sequences' },
  { from: '/campaigns/active', to: '/automation/runs' },
  { from: '/campaigns/analytics', to: '/analytics' },
];

/** /sequence-designer/:id → /automation/sequences/:id */
export const SequenceDesignerRedirect = () => {
  const { id = '' } = useParams();
  return <Navigate to={`/automation/sequences/${encodeURIComponent(id)}`} replace />;
};

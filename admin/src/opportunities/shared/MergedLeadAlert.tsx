import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { opportunityPath } from './paths';

export interface MergedLeadAlertProps {
  /** The tracking number of the lead this one was merged into (the primary). */
  primaryTracking: string;
  /** Open the primary's page in a new tab (from the side panel, so the list stays). */
  newTab?: boolean;
}

/**
 * The note on top of a lead that was merged into another: "This lead was merged into Q2G-1001. It is read-only; work
 * on the primary lead.", the tracking number linking to the primary's page.
 */
export const MergedLeadAlert = ({ primaryTracking, newTab = false }: MergedLeadAlertProps) => (
  <Alert severity="info" data-testid="merged-lead-alert" sx={{ overflowWrap: 'anywhere' }}>
    {'This lead was merged into '}
    <Link
      component={RouterLink}
      to={opportunityPath(primaryTracking)}
      color="inherit"
      sx={{ fontWeight: 600, fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {primaryTracking}
    </Link>
    {'. It is read-only; work on the primary lead.'}
  </Alert>
);

import { Alert, Button, Typography } from '@mui/material';
import { useOpportunityActivity } from '../detail/use-opportunity-detail';
import { ActivityEntries, ActivitySkeleton, type ActivitySize } from './ActivityEntries';

/**
 * An opportunity's timeline with its states: skeleton while loading, an error with Retry, 'No activity yet', then the
 * newest events (at most `limit`). The detail page shows it whole; the side panel the newest few, compact.
 */
export const ActivityFeed = ({ opportunityId, syncing = false, size = 'regular', limit, label }: {
  opportunityId: string;
  syncing?: boolean;
  size?: ActivitySize;
  limit?: number;
  label?: string;
}) => {
  const { data, isPending, isError, refetch, isFetching } = useOpportunityActivity(opportunityId, syncing);
  if (isPending) return size === 'compact' ? <ActivitySkeleton rows={2} size="compact" /> : <ActivitySkeleton />;
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
            Retry
          </Button>
        }
      >
        Failed to load activity
      </Alert>
    );
  }
  if (data.length === 0) {
    return (
      <Typography variant={size === 'compact' ? 'body2' : 'body1'} color="text.secondary">
        No activity yet
      </Typography>
    );
  }
  return <ActivityEntries events={limit === undefined ? data : data.slice(0, limit)} size={size} label={label} />;
};

import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import TimelineIcon from '@mui/icons-material/Timeline';
import { formatDateTime } from '../../format/date';
import type { ActivityEvent } from '../../api/types';
import { activityStyle } from './activity-style';
import { DetailCard } from './DetailCard';
import { useOpportunityActivity } from './use-opportunity-detail';

const TimelineSkeleton = () => (
  <Stack spacing={2} data-testid="activity-skeleton">
    {[0, 1, 2].map((row) => (
      <Box key={row} sx={{ display: 'flex', gap: 1.5 }}>
        <Skeleton variant="circular" width={32} height={32} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="60%" />
          <Skeleton width="40%" />
        </Box>
      </Box>
    ))}
  </Stack>
);

const TimelineEntry = ({ event, last }: { event: ActivityEvent; last: boolean }) => {
  const { tone, icon } = activityStyle(event.kind);
  const main = tone === 'grey' ? 'action.selected' : `${tone}.main`;
  const contrast = tone === 'grey' ? 'text.primary' : `${tone}.contrastText`;
  return (
    <Box component="li" data-kind={event.kind} data-testid="activity-event" sx={{ display: 'flex', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Box
          aria-hidden
          sx={{
            width: 32,
            height: 32,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: main,
            color: contrast,
            flexShrink: 0,
          }}
        >
          {icon}
        </Box>
        {last ? null : <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5, minHeight: 16 }} />}
      </Box>
      <Box sx={{ pb: last ? 0 : 2, minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {event.title}
        </Typography>
        {event.detail ? (
          <Typography
            variant="body2"
            color={event.kind === 'sync_failed' ? 'error.main' : 'text.secondary'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {event.detail}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary" component="p">
          <Box component="time" dateTime={event.occurred_at}>
            {formatDateTime(event.occurred_at)}
          </Box>
          {event.actor ? ` · ${event.actor}` : null}
        </Typography>
      </Box>
    </Box>
  );
};

/** Activity Timeline (GET /api/opportunities/{id}/activity), newest first, one icon and colour per kind. */
export const ActivityTimeline = ({ opportunityId, syncing }: { opportunityId: string; syncing: boolean }) => {
  const { data, isPending, isError, refetch, isFetching } = useOpportunityActivity(opportunityId, syncing);
  return (
    <DetailCard title="Activity Timeline" icon={<TimelineIcon />}>
      {isPending ? (
        <TimelineSkeleton />
      ) : isError ? (
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
      ) : data.length === 0 ? (
        <Typography color="text.secondary">No activity yet</Typography>
      ) : (
        <Box component="ol" aria-label="Activity" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.map((event, index) => (
            <TimelineEntry key={event.id} event={event} last={index === data.length - 1} />
          ))}
        </Box>
      )}
    </DetailCard>
  );
};

import { Box, Skeleton, Stack, Typography } from '@mui/material';
import type { ActivityEvent } from '../../api/types';
import { formatDateTime } from '../../format/date';
import { activityStyle } from './activity-style';
import { WholeTrackingNumbers } from './WholeTrackingNumbers';

/** The detail page's full-size list, or the side panel's compact one (smaller dots, tighter rows). */
export type ActivitySize = 'regular' | 'compact';

const DOT: Record<ActivitySize, number> = { regular: 32, compact: 24 };

/** Placeholder rows while the activity loads. */
export const ActivitySkeleton = ({ rows = 3, size = 'regular' }: { rows?: number; size?: ActivitySize }) => (
  <Stack spacing={size === 'compact' ? 1.5 : 2} data-testid="activity-skeleton">
    {Array.from({ length: rows }, (_, row) => (
      <Box key={row} sx={{ display: 'flex', gap: 1.5 }}>
        <Skeleton variant="circular" width={DOT[size]} height={DOT[size]} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="60%" />
          <Skeleton width="40%" />
        </Box>
      </Box>
    ))}
  </Stack>
);

/**
 * Who did it: the staff member's name where the server knows it (merges and "not a duplicate" decisions record their
 * email address), else as recorded.
 */
export const actorWords = (event: Pick<ActivityEvent, 'actor' | 'actor_name'>): string | null => event.actor_name?.trim() || event.actor || null;

const ActivityEntry = ({ event, last, size }: { event: ActivityEvent; last: boolean; size: ActivitySize }) => {
  const { tone, icon } = activityStyle(event.kind);
  const main = tone === 'grey' ? 'action.selected' : `${tone}.main`;
  const contrast = tone === 'grey' ? 'text.primary' : `${tone}.contrastText`;
  const dot = DOT[size];
  const actor = actorWords(event);
  return (
    <Box component="li" data-kind={event.kind} data-testid="activity-event" sx={{ display: 'flex', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Box
          aria-hidden
          sx={{
            width: dot,
            height: dot,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: main,
            color: contrast,
            flexShrink: 0,
            '& svg': size === 'compact' ? { fontSize: 16 } : undefined,
          }}
        >
          {icon}
        </Box>
        {last ? null : <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5, minHeight: size === 'compact' ? 8 : 16 }} />}
      </Box>
      <Box sx={{ pb: last ? 0 : size === 'compact' ? 1 : 2, minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="activity-title">
          <WholeTrackingNumbers text={event.title} />
        </Typography>
        {event.detail ? (
          <Typography
            variant="body2"
            color={tone === 'error' ? 'error.main' : 'text.secondary'}
            sx={
              size === 'compact'
                ? { overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }
                : { overflowWrap: 'anywhere' }
            }
          >
            {event.detail}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary" component="p">
          <Box component="time" dateTime={event.occurred_at}>
            {formatDateTime(event.occurred_at)}
          </Box>
          {actor ? ` · ${actor}` : null}
        </Typography>
      </Box>
    </Box>
  );
};

/** Activity events as an ordered list (newest first, as given), one icon and colour per kind. */
export const ActivityEntries = ({ events, size = 'regular', label = 'Activity' }: { events: ActivityEvent[]; size?: ActivitySize; label?: string }) => (
  <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
    {events.map((event, index) => (
      <ActivityEntry key={event.id} event={event} last={index === events.length - 1} size={size} />
    ))}
  </Box>
);

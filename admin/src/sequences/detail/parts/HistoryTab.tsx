import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { SequenceHistoryEvent } from '../../../api/types';
import { formatDateTime } from '../../../format/date';
import type { AppDataProvider } from '../../../providers/data-provider';
import { failureText } from '../../designer/designer-rules';
import { EVENT_LABELS, actorLabel, relativeTime } from '../detail-format';

/** Events asked for at a time; a full page means there may be older ones. */
export const HISTORY_PAGE_SIZE = 50;

const isSend = (event: SequenceHistoryEvent) => event.type === 'send' || event.type === 'test_send';

const HistoryRow = ({ event }: { event: SequenceHistoryEvent }) => (
  <ListItem divider data-testid="history-row" alignItems="flex-start" sx={{ px: 0 }}>
    <ListItemText
      primary={
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Chip size="small" label={EVENT_LABELS[event.type] ?? event.type} color={isSend(event) ? 'primary' : 'default'} variant={isSend(event) ? 'filled' : 'outlined'} />
          <Typography variant="body2" component="span">{event.summary}</Typography>
        </Stack>
      }
      secondary={
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          {`${actorLabel(event)} · `}
          <Tooltip title={formatDateTime(event.at)}>
            <span>{relativeTime(event.at)}</span>
          </Tooltip>
          {` · ${formatDateTime(event.at)}`}
        </Box>
      }
      slotProps={{ primary: { component: 'div' }, secondary: { component: 'div' } }}
    />
  </ListItem>
);

/** The sequence's changes and sends, newest first: what happened, who did it, when (relative and exact). */
export const HistoryTab = ({ sequenceId }: { sequenceId: string }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const history = useInfiniteQuery({
    queryKey: ['sequences', 'history', sequenceId],
    queryFn: ({ pageParam }) => dataProvider.getSequenceHistory(sequenceId, { before: pageParam ?? undefined, limit: HISTORY_PAGE_SIZE }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.length === HISTORY_PAGE_SIZE ? (page.at(-1)?.at ?? null) : null),
    retry: false,
  });
  if (history.isPending) {
    return (
      <Stack spacing={1} aria-label="Loading history">
        {[0, 1, 2].map((row) => <Skeleton key={row} variant="rounded" height={56} />)}
      </Stack>
    );
  }
  if (history.isError) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void history.refetch()}>Retry</Button>}>
        {`Failed to load history: ${failureText(history.error, 'Unknown error')}`}
      </Alert>
    );
  }
  const events = history.data.pages.flat();
  if (events.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 5 }}>
        <Typography variant="subtitle1">No history yet</Typography>
        <Typography variant="body2" color="text.secondary">Changes to this sequence and the emails it sends show here.</Typography>
      </Box>
    );
  }
  return (
    <Box>
      <List aria-label="Sequence history" disablePadding>
        {events.map((event) => <HistoryRow key={event.id} event={event} />)}
      </List>
      {history.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>Load older</Button>
        </Box>
      )}
    </Box>
  );
};

import { Alert, AlertTitle, Box, Button, Card, CardHeader, Chip, CircularProgress, List, ListItem, ListItemButton, Skeleton, Stack, Typography } from '@mui/material';
import PhoneForwardedIcon from '@mui/icons-material/PhoneForwardedOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { assigneeWords } from '../calls/call-task-format';
import type { CallTask } from '../calls/call-tasks-api';
import { DueWords } from '../calls/CallTaskList';
import { useCallTasks } from '../calls/use-call-tasks';
import { OpportunityPanel } from '../opportunities/panel/OpportunityPanel';
import { DASHBOARD_REFRESH_MS, formatCount } from './dashboard-format';
import { canOpenTask, useTaskOpportunity } from './use-task-opportunity';

/** How many open tasks the card lists (soonest due first); the header counts them all. */
export const CALLS_DUE_LIMIT = 8;

const TaskRow = ({ task, now, opening, onOpen }: { task: CallTask; now: Date; opening: boolean; onOpen: () => void }) => (
  <ListItem disablePadding divider data-testid="call-due">
    <ListItemButton onClick={onOpen} disabled={!canOpenTask(task) || opening} sx={{ py: 1, gap: 2, alignItems: 'center' }}>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {task.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {assigneeWords(task)}
        </Typography>
      </Box>
      {opening ? <CircularProgress size={16} aria-label="Opening" /> : null}
      <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0, textAlign: 'right' }}>
        <DueWords task={task} now={now} />
      </Typography>
    </ListItemButton>
  </ListItem>
);

const CallsDueSkeleton = () => (
  <Stack spacing={1} sx={{ px: 2, pb: 2 }} role="status" aria-busy="true" aria-label="Loading calls due" data-testid="calls-due-skeleton">
    {[0, 1, 2].map((row) => (
      <Skeleton key={row} variant="rounded" height={44} />
    ))}
  </Stack>
);

/** "Showing 8 of 12, soonest due first" under the title when the list is cut. */
const subheader = (shown: number, total: number): string =>
  total > shown ? `Showing ${shown} of ${formatCount(total)}, soonest due first` : 'Soonest due first';

/**
 * "Calls due": the open call tasks (sequences' call steps waiting on a call), soonest due first, with who should call
 * and when (overdue ones in the error colour); the header counts them all. Each opens its opportunity's side panel,
 * where the Call Outcome Tracker records the call (which closes the task). Refreshes with the dashboard, every 60 s.
 */
export const CallsDueCard = () => {
  const { data, isPending, isError, error, refetch, isFetching, dataUpdatedAt } = useCallTasks(
    { status: 'open', limit: CALLS_DUE_LIMIT },
    { refetchInterval: DASHBOARD_REFRESH_MS },
  );
  const { opened, open, opening, close } = useTaskOpportunity();
  const now = new Date(dataUpdatedAt || Date.now());
  return (
    <Card component="section" aria-labelledby="calls-due-title" data-testid="calls-due">
      <CardHeader
        avatar={<PhoneForwardedIcon color="primary" />}
        title="Calls due"
        subheader={data && data.tasks.length > 0 ? subheader(data.tasks.length, data.total) : undefined}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'calls-due-title' } }}
        action={
          data ? (
            <Chip
              label={formatCount(data.total)}
              aria-label={data.total === 1 ? '1 call due' : `${formatCount(data.total)} calls due`}
              data-testid="calls-due-total"
              color={data.total > 0 ? 'primary' : 'default'}
              sx={{ mt: 1, mr: 1 }}
            />
          ) : null
        }
      />
      {isError && !data ? (
        <Box sx={{ px: 2, pb: 2 }}>
          <Alert
            severity="error"
            variant="outlined"
            data-testid="calls-due-error"
            action={
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>
                Retry
              </Button>
            }
          >
            <AlertTitle>Failed to load calls due</AlertTitle>
            {error?.message}
          </Alert>
        </Box>
      ) : isPending ? (
        <CallsDueSkeleton />
      ) : !data || data.tasks.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 3, pt: 1, textAlign: 'center' }}>
          No calls due
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Calls due">
          {data.tasks.map((task) => (
            <TaskRow key={task.id} task={task} now={now} opening={opening === task.id} onOpen={() => open(task)} />
          ))}
        </List>
      )}
      <OpportunityPanel opportunity={opened} onClose={close} />
    </Card>
  );
};

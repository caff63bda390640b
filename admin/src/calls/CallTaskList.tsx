import { Alert, Box, Button, List, ListItem, Typography } from '@mui/material';
import PhoneForwardedIcon from '@mui/icons-material/PhoneForwardedOutlined';
import TimerOffIcon from '@mui/icons-material/TimerOffOutlined';
import WarningIcon from '@mui/icons-material/WarningAmberRounded';
import type { CallOutcome } from '../api/types';
import { assigneeWords, closedAt, closedWords, dueWords, isOverdue, isWaiting, orderForOpportunity } from './call-task-format';
import type { CallTask } from './call-tasks-api';
import { OutcomeIcon } from './OutcomeIcon';

/** "due today 4 pm", or "overdue since Nov 27, 5 pm" in the theme's error colour with a warning icon. */
export const DueWords = ({ task, now }: { task: CallTask; now: Date }) => {
  const overdue = isOverdue(task, now);
  return (
    <Box
      component="span"
      data-testid="call-task-due"
      data-overdue={overdue}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: overdue ? 'error.main' : 'inherit', fontWeight: overdue ? 600 : undefined }}
    >
      {overdue ? <WarningIcon fontSize="inherit" aria-hidden /> : null}
      {dueWords(task, now)}
    </Box>
  );
};

const TaskIcon = ({ task, now }: { task: CallTask; now: Date }) => {
  const sx = { mt: 0.25 };
  if (isWaiting(task)) return <PhoneForwardedIcon fontSize="small" color={isOverdue(task, now) ? 'error' : 'primary'} aria-hidden sx={sx} />;
  if (task.outcome) return <OutcomeIcon outcome={task.outcome as CallOutcome} fontSize="small" sx={sx} />;
  return <TimerOffIcon fontSize="small" color="action" aria-hidden sx={sx} />;
};

const TaskRow = ({ task, now }: { task: CallTask; now: Date }) => {
  const when = isWaiting(task) ? null : closedAt(task);
  return (
    <ListItem data-testid="call-task" data-status={task.status} divider disableGutters sx={{ alignItems: 'flex-start', gap: 1.5, py: 1 }}>
      <TaskIcon task={task} now={now} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {task.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="call-task-state">
          {isWaiting(task) ? (
            <>
              <DueWords task={task} now={now} />
              {` · ${assigneeWords(task)}`}
            </>
          ) : (
            `${closedWords(task)}${when ? ` · ${when}` : ''}`
          )}
        </Typography>
      </Box>
    </ListItem>
  );
};

/** An opportunity's call tasks: the ones waiting on a call first, with their due time; then how the others ended. */
export const CallTaskList = ({ tasks, now = new Date() }: { tasks: readonly CallTask[]; now?: Date }) => (
  <List dense disablePadding aria-label="Call tasks">
    {orderForOpportunity(tasks).map((task) => (
      <TaskRow key={task.id} task={task} now={now} />
    ))}
  </List>
);

/** "Failed to load call tasks" with Retry. */
export const CallTasksError = ({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) => (
  <Alert
    severity="error"
    action={
      <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
        Retry
      </Button>
    }
  >
    Failed to load call tasks
  </Alert>
);

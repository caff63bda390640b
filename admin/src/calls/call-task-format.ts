import { differenceInCalendarDays, format, isSameYear } from 'date-fns';
import { formatDateTime, parseAppDate } from '../format/date';
import { outcomeLabel } from './call-outcomes';
import type { CallTask } from './call-tasks-api';

/** "4 pm", or "4:30 pm" when not on the hour. */
const clock = (date: Date): string => format(date, date.getMinutes() === 0 ? 'h aaa' : 'h:mm aaa');

/**
 * A moment in words, relative to `now`: "today 4 pm", "tomorrow 9:30 am", "yesterday 5 pm", else "Nov 27, 5 pm"
 * ("Nov 27, 2027, 5 pm" in another year).
 */
export const whenWords = (value: string | null | undefined, now: Date): string => {
  const date = parseAppDate(value);
  if (!date) return 'at an unknown time';
  const days = differenceInCalendarDays(date, now);
  const day =
    days === 0 ? 'today' : days === 1 ? 'tomorrow' : days === -1 ? 'yesterday' : format(date, isSameYear(date, now) ? 'MMM d,' : 'MMM d, yyyy,');
  return `${day} ${clock(date)}`;
};

/** An open task past its due time (the server's flag, or the clock has passed it since). */
export const isOverdue = (task: Pick<CallTask, 'status' | 'overdue' | 'due_at'>, now: Date): boolean => {
  if (task.status !== 'open') return false;
  const due = parseAppDate(task.due_at);
  return task.overdue || (due !== null && due.getTime() < now.getTime());
};

/** An open task's due time: "due today 4 pm", or "overdue since Nov 27, 5 pm". */
export const dueWords = (task: Pick<CallTask, 'status' | 'overdue' | 'due_at'>, now: Date): string =>
  isOverdue(task, now) ? `overdue since ${whenWords(task.due_at, now)}` : `due ${whenWords(task.due_at, now)}`;

/** Who should call: the assignee, else "Unassigned". */
export const assigneeWords = (task: Pick<CallTask, 'assignee'>): string => task.assignee?.trim() || 'Unassigned';

/** A task still waiting on a call (open, its run live). */
export const isWaiting = (task: Pick<CallTask, 'status' | 'run_live'>): boolean => task.status === 'open' && task.run_live;

/**
 * How a task ended: "Outcome: no answer", "Expired without an outcome"; an open task whose run has ended reads
 * "No longer waiting: its run has ended".
 */
export const closedWords = (task: Pick<CallTask, 'status' | 'outcome' | 'run_live'>): string => {
  if (task.outcome) return `Outcome: ${outcomeLabel(task.outcome).toLowerCase()}`;
  if (task.status === 'expired') return 'Expired without an outcome';
  if (task.status === 'open') return 'No longer waiting: its run has ended';
  return 'Closed without an outcome';
};

/** When a closed task closed (its completion, or its expiry), as the app's date and time; null when unknown. */
export const closedAt = (task: Pick<CallTask, 'status' | 'completed_at' | 'expires_at'>): string | null => {
  const at = task.completed_at ?? (task.status === 'expired' ? task.expires_at : null);
  return at ? formatDateTime(at) : null;
};

/** An opportunity's tasks: the waiting ones first, soonest due first; then the others in the server's order (newest first). */
export const orderForOpportunity = (tasks: readonly CallTask[]): CallTask[] => {
  const due = (task: CallTask) => parseAppDate(task.due_at)?.getTime() ?? 0;
  const waiting = tasks.filter(isWaiting).sort((a, b) => due(a) - due(b));
  return [...waiting, ...tasks.filter((task) => !isWaiting(task))];
};

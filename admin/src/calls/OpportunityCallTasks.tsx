import type { ReactNode } from 'react';
import { CallTaskList, CallTasksError } from './CallTaskList';
import { useOpportunityCallTasks } from './use-call-tasks';

/**
 * An opportunity's call tasks (GET /api/call-tasks?status=all&opportunity_id=…) inside `frame` (the side panel's
 * section, the detail page's card). Most opportunities have none, so nothing shows while loading or when there are
 * none; a failed read shows the error with Retry (a failed refresh keeps the last list).
 */
export const OpportunityCallTasks = ({ opportunityId, frame }: { opportunityId: string; frame: (content: ReactNode) => ReactNode }) => {
  const { data, isError, refetch, isFetching, dataUpdatedAt } = useOpportunityCallTasks(opportunityId);
  if (data && data.tasks.length > 0) return frame(<CallTaskList tasks={data.tasks} now={new Date(dataUpdatedAt || Date.now())} />);
  if (isError && !data) return frame(<CallTasksError onRetry={() => void refetch()} retrying={isFetching} />);
  return null;
};

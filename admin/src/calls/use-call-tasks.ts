import { useQuery } from '@tanstack/react-query';
import { callTasksKey, fetchCallTasks, type CallTaskList, type CallTaskQuery } from './call-tasks-api';

/** How many of an opportunity's tasks its panel and detail page read (the server's default page). */
export const OPPORTUNITY_TASKS_LIMIT = 50;

/**
 * One call-task read (GET /api/call-tasks), without retries or focus refetches; `refetchInterval` polls. A recorded
 * call outcome reloads it (useRefreshOpportunity), as the server then closes the contact's open tasks.
 */
export const useCallTasks = (query: CallTaskQuery, options: { refetchInterval?: number } = {}) =>
  useQuery<CallTaskList, Error>({
    queryKey: callTasksKey(query),
    queryFn: ({ signal }) => fetchCallTasks(query, signal),
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: options.refetchInterval,
  });

/** Every call task of one opportunity (status=all), for its side panel and detail page. */
export const useOpportunityCallTasks = (opportunityId: string) =>
  useCallTasks({ status: 'all', opportunity_id: opportunityId, limit: OPPORTUNITY_TASKS_LIMIT });

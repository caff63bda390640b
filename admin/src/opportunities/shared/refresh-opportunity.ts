import { useCallback } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { callTasksQueryOf } from '../../calls/call-tasks-api';

/**
 * A recorded call closes the contact's open call tasks in a background job (an outbox event), so call-task reads are
 * reloaded at once and again after this long, when that job has usually run.
 */
export const CALL_TASKS_SETTLE_MS = 3_000;

/** A call-task read that may show this opportunity's tasks: its own list, or a list of everyone's (Calls due). */
const isCallTasksOf = (opportunityId: string) => (query: Query) => {
  const tasks = callTasksQueryOf(query.queryKey);
  return tasks !== null && (tasks.opportunity_id === undefined || tasks.opportunity_id === opportunityId);
};

/** What a cached react-admin read of one opportunity looks like: [resource, method, params]. */
const isReadOf = (opportunityId: string, tracking?: string) => (query: Query) => {
  const [resource, method, params] = query.queryKey as [unknown, unknown, { id?: unknown; filter?: { opportunity_id?: unknown } } | undefined];
  if (resource === 'opportunities' && method === 'getOne') return tracking !== undefined && params?.id === tracking;
  if (resource === 'opportunity-activity' || resource === 'call-history') {
    return method === 'getList' && params?.filter?.opportunity_id === opportunityId;
  }
  return isCallTasksOf(opportunityId)(query);
};

/**
 * Reloads what shows one opportunity after something changed it (a save, a re-queue, a recorded call): its record
 * read by tracking number, its activity timeline, its call history and the call tasks (its own, and Calls due), those
 * once more after CALL_TASKS_SETTLE_MS. Other opportunities' cached reads stay.
 */
export const useRefreshOpportunity = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (opportunityId: string, tracking?: string) => {
      setTimeout(() => void queryClient.invalidateQueries({ predicate: isCallTasksOf(opportunityId) }), CALL_TASKS_SETTLE_MS);
      return queryClient.invalidateQueries({ predicate: isReadOf(opportunityId, tracking) });
    },
    [queryClient],
  );
};

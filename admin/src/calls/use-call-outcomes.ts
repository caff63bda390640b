import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CallHistoryItem, CallOutcomeInput } from '../opportunities/opportunity-types';
import { opportunityActivityKey } from '../opportunities/shared/query-keys';
import { ApiError } from '../providers/api-error';
import type { AppDataProvider } from '../providers/data-provider';
import { readString } from '../providers/json';

export const callHistoryQueryKey = (opportunityId: string) => ['call-history', opportunityId] as const;

/** GET /api/call-history/{id}: the opportunity's calls, newest first. */
export const useCallHistory = (opportunityId: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<CallHistoryItem[], Error>({
    queryKey: callHistoryQueryKey(opportunityId),
    queryFn: () => dataProvider.getCallHistory(opportunityId),
    refetchOnWindowFocus: false,
    retry: false,
  });
};

/**
 * POST /api/record-call-outcome; a 2xx answer saying success: false is a server failure too. Reloads the history,
 * and the opportunity's activity timeline (the detail page shows recorded calls there as well).
 */
export const useRecordCallOutcome = (opportunityId: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return useMutation<Record<string, unknown>, Error, CallOutcomeInput>({
    mutationFn: async (input) => {
      const answer = await dataProvider.recordCallOutcome(input);
      if (answer.success === false) {
        const message = readString(answer, 'message') ?? readString(answer, 'error') ?? '';
        throw new ApiError({ message, status: 200, body: answer });
      }
      return answer;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: callHistoryQueryKey(opportunityId) }),
        queryClient.invalidateQueries({ queryKey: opportunityActivityKey(opportunityId) }),
      ]),
  });
};

import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import type { CallHistoryItem, CallOutcomeInput, CallOutcomeResult } from '../api/types';
import { useRefreshOpportunity } from '../opportunities/shared/refresh-opportunity';
import type { AppDataProvider } from '../providers/data-provider';

/** The opportunity's calls, newest first (react-admin's `call-history` resource). */
export const useCallHistory = (opportunityId: string) =>
  useGetList<CallHistoryItem>('call-history', { filter: { opportunity_id: opportunityId } }, { retry: false, refetchOnWindowFocus: false });

/**
 * Records a call outcome (the data provider's custom method; a `success: false` answer rejects). Reloads the
 * history, and the opportunity's activity timeline (the detail page shows recorded calls there as well).
 */
export const useRecordCallOutcome = (opportunityId: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshOpportunity();
  return useMutation<CallOutcomeResult, Error, CallOutcomeInput>({
    mutationFn: (input) => dataProvider.recordCallOutcome(input),
    onSuccess: () => refresh(opportunityId),
  });
};

import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { analyticsSummaryKey, type StepResult } from '../../enrollment/step-results-format';
import type { AppDataProvider } from '../../providers/data-provider';

/**
 * Each step's results by step number, from the sequence's analytics summary (the cache the analytics dashboard shares).
 * Empty while loading or when the summary cannot be read: the steps list shows without them.
 */
export const useStepResults = (sequenceId: string): ReadonlyMap<number, StepResult> => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: analyticsSummaryKey(sequenceId),
    queryFn: () => dataProvider.getSequenceAnalyticsSummary(sequenceId),
    enabled: Boolean(sequenceId),
    retry: false,
  });
  return new Map((data?.step_results ?? []).map((step) => [step.step_order, step]));
};

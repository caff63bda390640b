import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { AppDataProvider } from '../../providers/data-provider';
import type { DeliveryResolveOutcome, ResolvedDelivery } from '../../providers/ops-methods';

export interface ResolveRequest {
  id: string;
  outcome: DeliveryResolveOutcome;
  note?: string;
}

export const RESOLVED_MESSAGES: Record<DeliveryResolveOutcome, string> = {
  sent: 'Delivery marked as sent; its run moves on',
  not_sent: 'Delivery marked as not sent; the step will be sent again',
};

/** 'Failed to resolve delivery: {the server's message}' (the refusal's own words when it has them). */
export const resolveFailure = (error: unknown): string => {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return text ? `Failed to resolve delivery: ${text}` : 'Failed to resolve delivery';
};

/**
 * An admin's decision on a delivery whose outcome is unknown: a success toast and `onDone`, or an error toast with
 * the server's reason; the deliveries list is read again either way, so it shows the server's copy.
 */
export const useResolveDelivery = (onDone: () => void) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const mutation = useMutation<ResolvedDelivery, Error, ResolveRequest>({
    mutationFn: ({ id, outcome, note }) => dataProvider.resolveDelivery(id, outcome, note),
    onSuccess: (_answer, { outcome }) => {
      notify(RESOLVED_MESSAGES[outcome], { type: 'success' });
      onDone();
    },
    onError: (error) => notify(resolveFailure(error), { type: 'error' }),
    onSettled: () => refresh(),
  });
  return { resolve: (request: ResolveRequest) => mutation.mutate(request), isPending: mutation.isPending };
};

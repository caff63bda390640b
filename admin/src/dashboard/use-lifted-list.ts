import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { errorMessage } from '../providers/api-error';
import { DASHBOARD_REFRESH_MS } from './dashboard-format';

/**
 * A dashboard list of things that stop mail (paused mailboxes, held domains), refreshed with the dashboard, and the
 * admin's action that lifts one: it notifies (`done(key)`, or '{failedWord} failed: …') and reads the list again.
 * A failed read shows nothing (the dashboard's own error covers an unreachable API).
 */
export const useLiftedList = <T,>({
  queryKey,
  read,
  lift,
  done,
  failedWord,
}: {
  queryKey: readonly string[];
  read: () => Promise<T[]>;
  lift: (key: string) => Promise<unknown>;
  done: (key: string) => string;
  failedWord: string;
}) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const list = useQuery<T[], Error>({
    queryKey,
    queryFn: read,
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const action = useMutation({
    mutationFn: lift,
    onSuccess: (_answer, key) => notify(done(key), { type: 'success' }),
    onError: (error: unknown) => notify(`${failedWord} failed: ${errorMessage(error)}`, { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  return {
    items: list.data ?? [],
    lift: (key: string) => action.mutate(key),
    /** The key being lifted, else null. */
    lifting: action.isPending ? (action.variables ?? null) : null,
  };
};

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider';
import type { PausedMailbox } from '../providers/mailbox-pause-methods';
import { DASHBOARD_REFRESH_MS } from './dashboard-format';

const KEY = ['dashboard', 'paused-mailboxes'];

/**
 * Sending mailboxes paused after a policy bounce (GET /api/mailboxes/paused), refreshed with the dashboard; and the
 * admin's resume (POST /api/mailboxes/{mailbox}/resume), which notifies and reloads the list. A failed read shows
 * no alert (the dashboard's own error covers an unreachable API).
 */
export const usePausedMailboxes = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const paused = useQuery<PausedMailbox[], Error>({
    queryKey: KEY,
    queryFn: () => dataProvider.getPausedMailboxes(),
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const resume = useMutation({
    mutationFn: (mailbox: string) => dataProvider.resumeMailbox(mailbox),
    onSuccess: (_row, mailbox) => notify(`Sending resumed for ${mailbox}`, { type: 'success' }),
    onError: (error: Error) => notify(`Resume failed: ${error.message}`, { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  return {
    items: paused.data ?? [],
    resume: (mailbox: string) => resume.mutate(mailbox),
    /** The mailbox being resumed, else null. */
    resuming: resume.isPending ? (resume.variables ?? null) : null,
  };
};

import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { DashboardStuckSync } from '../api/types';
import type { AppDataProvider } from '../providers/data-provider';
import { requeueAllSummary, requeueFailureMessage, type RequeueTally } from './dashboard-format';

type Requeue = Pick<AppDataProvider, 'requeueSync'>;

const requeueInput = (job: DashboardStuckSync) => ({ tracking: job.tracking, opportunity_id: job.id });

/** One re-queue call per job, in turn (to spare the API), counting successes and failures; never throws. */
export const requeueAll = async (api: Requeue, jobs: DashboardStuckSync[]): Promise<RequeueTally> => {
  const tally: RequeueTally = { succeeded: 0, failed: 0 };
  for (const job of jobs) {
    try {
      await api.requeueSync(requeueInput(job));
      tally.succeeded += 1;
    } catch {
      tally.failed += 1;
    }
  }
  return tally;
};

export interface RequeueActions {
  requeueOne: (job: DashboardStuckSync) => void;
  requeueFailed: (jobs: DashboardStuckSync[]) => void;
  /** The id of the row being re-queued, 'all' during the bulk action, else null. */
  busy: string | 'all' | null;
}

/**
 * Re-queue one stuck job (POST /api/hubspot/requeue {tracking, opportunity_id}) or all failed ones, report the
 * result as a notification, then reload the dashboard. A refusal (`{success: false, error}` or an error status)
 * reads "Re-queue failed: {error}", a broken call "Re-queue error: {message}".
 */
export const useRequeue = (reload: () => Promise<void>): RequeueActions => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();

  const one = useMutation({
    mutationFn: (job: DashboardStuckSync) => dataProvider.requeueSync(requeueInput(job)),
    onSuccess: (_result, job) => notify(`Re-queued ${job.tracking}`, { type: 'success' }),
    onError: (error) => notify(requeueFailureMessage(error), { type: 'error' }),
    onSettled: reload,
  });

  const all = useMutation({
    mutationFn: (jobs: DashboardStuckSync[]) => requeueAll(dataProvider, jobs),
    onSuccess: (tally) => {
      const { type, message } = requeueAllSummary(tally);
      notify(message, { type, title: 'Re-queue All Failed' });
    },
    onSettled: reload,
  });

  return {
    requeueOne: (job) => one.mutate(job),
    requeueFailed: (jobs) => all.mutate(jobs),
    busy: all.isPending ? 'all' : one.isPending ? (one.variables?.id ?? null) : null,
  };
};

import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { StuckJob } from '../opportunities/opportunity-types';
import type { LeadsApi } from '../providers/leads-api';
import type { AppDataProvider } from '../providers/data-provider';
import { useToast } from '../toasts/use-toast';
import { requeueAllSummary, requeueFailureMessage, type RequeueTally } from './dashboard-format';

export type RequeueOutcome = { ok: true } | { ok: false; message: string };

/**
 * POST /api/hubspot/requeue {tracking, opportunity_id} for one stuck job; never throws. A refusal (`{success: false,
 * error}` or an error status) rejects with the answer's error (leads-api), so it reads "Re-queue failed: {error}".
 */
export const requeueJob = async (api: Pick<LeadsApi, 'requeueSync'>, job: StuckJob): Promise<RequeueOutcome> => {
  try {
    await api.requeueSync({ tracking: job.tracking, opportunity_id: job.id });
    return { ok: true };
  } catch (error) {
    return { ok: false, message: requeueFailureMessage(error) };
  }
};

/** Seed 000 §7: one re-queue call per job (in turn, to spare the API), counting successes and failures. */
export const requeueAll = async (api: Pick<LeadsApi, 'requeueSync'>, jobs: StuckJob[]): Promise<RequeueTally> => {
  const tally: RequeueTally = { succeeded: 0, failed: 0 };
  for (const job of jobs) {
    const outcome = await requeueJob(api, job);
    if (outcome.ok) tally.succeeded += 1;
    else tally.failed += 1;
  }
  return tally;
};

export interface RequeueActions {
  requeueOne: (job: StuckJob) => void;
  requeueFailed: (jobs: StuckJob[]) => void;
  /** The id of the row being re-queued, 'all' during the bulk action, else null. */
  busy: string | 'all' | null;
}

/** Re-queue one stuck job or all failed ones, report the result in a toast, then reload the dashboard. */
export const useRequeue = (reload: () => Promise<void>): RequeueActions => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useToast();

  const one = useMutation({
    mutationFn: (job: StuckJob) => requeueJob(dataProvider, job),
    onSuccess: async (outcome, job) => {
      if (outcome.ok) toast.success(`Re-queued ${job.tracking}`);
      else toast.error(outcome.message);
      await reload();
    },
  });

  const all = useMutation({
    mutationFn: (jobs: StuckJob[]) => requeueAll(dataProvider, jobs),
    onSuccess: async (tally) => {
      const { variant, message } = requeueAllSummary(tally);
      toast.show({ variant, message, title: 'Re-queue All Failed' });
      await reload();
    },
  });

  return {
    requeueOne: (job) => one.mutate(job),
    requeueFailed: (jobs) => all.mutate(jobs),
    busy: all.isPending ? 'all' : one.isPending ? (one.variables?.id ?? null) : null,
  };
};

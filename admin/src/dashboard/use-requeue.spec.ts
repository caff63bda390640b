import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../providers/api-error';
import type { ApiResult, RequeueInput, StuckJob } from '../opportunities/opportunity-types';
import { requeueAll, requeueJob } from './use-requeue';

const job = (id: string): StuckJob => ({ id, tracking: `T-${id}`, status: 'failed', last_error: 'HTTP 502', attempts: 5, age_minutes: 90 });

describe('requeueJob / requeueAll', () => {
  it('sends {tracking, opportunity_id} and reports success', async () => {
    const requeueSync = vi.fn(async (_input: RequeueInput): Promise<ApiResult> => ({ success: true, error: null }));
    await expect(requeueJob({ requeueSync }, job('a1'))).resolves.toEqual({ ok: true });
    expect(requeueSync).toHaveBeenCalledWith({ tracking: 'T-a1', opportunity_id: 'a1' });
  });

  it('maps a refused answer and thrown errors to the seed texts', async () => {
    // leads-api rejects a 2xx `{success: false, error}` answer as an ApiError with the answer's status.
    const refused = new ApiError({ message: 'Locked', status: 200, body: { success: false, error: 'Locked' } });
    await expect(requeueJob({ requeueSync: () => Promise.reject(refused) }, job('a'))).resolves.toEqual({
      ok: false,
      message: 'Re-queue failed: Locked',
    });
    await expect(
      requeueJob({ requeueSync: () => Promise.reject(new ApiError({ message: 'Request timed out after 20 s', status: 0, timedOut: true })) }, job('a')),
    ).resolves.toEqual({ ok: false, message: 'Re-queue error: Request timed out after 20 s' });
  });

  it('calls once per job, in turn, and counts successes and failures', async () => {
    const seen: string[] = [];
    const requeueSync = vi.fn(async (input: RequeueInput): Promise<ApiResult> => {
      seen.push(input.opportunity_id ?? '');
      if (input.opportunity_id === 'b') throw new ApiError({ message: 'Opportunity b not found', status: 404 });
      if (input.opportunity_id === 'c') throw new ApiError({ message: 'Locked', status: 200, body: { success: false, error: 'Locked' } });
      return { success: true, error: null };
    });
    await expect(requeueAll({ requeueSync }, [job('a'), job('b'), job('c'), job('d')])).resolves.toEqual({ succeeded: 2, failed: 2 });
    expect(seen).toEqual(['a', 'b', 'c', 'd']);
    await expect(requeueAll({ requeueSync }, [])).resolves.toEqual({ succeeded: 0, failed: 0 });
  });
});

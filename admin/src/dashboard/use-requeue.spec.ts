import { describe, expect, it, vi } from 'vitest';
import type { ApiResult, DashboardStuckSync, RequeueInput } from '../api/types';
import { ApiError } from '../providers/api-error';
import { requeueAll } from './use-requeue';

const job = (id: string): DashboardStuckSync => ({ id, tracking: `T-${id}`, status: 'failed', last_error: 'HTTP 502', attempts: 5, age_minutes: 90 });

describe('requeueAll', () => {
  it('sends {tracking, opportunity_id} once per job, in turn, and counts successes and failures', async () => {
    const seen: RequeueInput[] = [];
    const requeueSync = vi.fn(async (input: RequeueInput): Promise<ApiResult> => {
      seen.push(input);
      if (input.opportunity_id === 'b') throw new ApiError({ message: 'Opportunity b not found', status: 404 });
      if (input.opportunity_id === 'c') throw new ApiError({ message: 'Locked', status: 200, body: { success: false, error: 'Locked' } });
      return { success: true };
    });
    await expect(requeueAll({ requeueSync }, [job('a'), job('b'), job('c'), job('d')])).resolves.toEqual({ succeeded: 2, failed: 2 });
    expect(seen).toEqual(['a', 'b', 'c', 'd'].map((id) => ({ tracking: `T-${id}`, opportunity_id: id })));
    await expect(requeueAll({ requeueSync }, [])).resolves.toEqual({ succeeded: 0, failed: 0 });
  });

  it('counts a timed-out call as a failure instead of throwing', async () => {
    const requeueSync = () => Promise.reject(new ApiError({ message: 'Request timed out after 20 s', status: 0, timedOut: true }));
    await expect(requeueAll({ requeueSync }, [job('a')])).resolves.toEqual({ succeeded: 0, failed: 1 });
  });
});

import 'reflect-metadata';
import type { JobQueue } from 'src/queue/job-queue.service';
import { JobName } from 'src/queue/queue.constants';
import type { OpportunitySyncStateService } from '../leads/opportunities/opportunity-sync-state.service';
import { CrmSyncQueueService } from './crm-sync-queue.service';

type Chunk = Awaited<ReturnType<OpportunitySyncStateService['queueBacklogChunk']>>;

/** The "sync all" walk's rules: bounded chunks, smaller after a statement timeout, a fresh job for the rest. */
describe('CrmSyncQueueService backlog walk', () => {
  const setup = (chunks: Chunk[], backlog = 0) => {
    const calls: { afterId: string | null; limit: number }[] = [];
    const state = {
      queueBacklogChunk: jest.fn(async (afterId: string | null, limit: number) => {
        calls.push({ afterId, limit });
        if (chunks.length === 0) throw new Error('more chunks asked than expected');
        return chunks.shift() ?? null;
      }),
      backlogCount: jest.fn(async () => backlog),
    } as unknown as OpportunitySyncStateService;
    const enqueue = jest.fn(async () => undefined);
    // Dispatcher wake-ups are best effort (enqueueOrDefer); both end up in the same recorded calls.
    const jobs = { enqueue, enqueueOrDefer: enqueue } as unknown as JobQueue;
    return { service: new CrmSyncQueueService(state, jobs), calls, enqueue };
  };
  const backlogJobs = (enqueue: jest.Mock) => enqueue.mock.calls.filter(([name]) => name === JobName.QueueSyncBacklog);

  it('should answer the backlog and start one walk, or none when nothing waits', async () => {
    const busy = setup([], 24_000);
    expect(await busy.service.queueBacklog()).toBe(24_000);
    expect(backlogJobs(busy.enqueue)).toEqual([[JobName.QueueSyncBacklog, { afterId: null }]]);
    const idle = setup([], 0);
    expect(await idle.service.queueBacklog()).toBe(0);
    expect(idle.enqueue).not.toHaveBeenCalled();
  });

  it('should walk in id order, 500 rows a statement, and stop at the first short chunk', async () => {
    const { service, calls, enqueue } = setup([
      { seen: 500, queued: 500, lastId: 'id-500' },
      { seen: 500, queued: 480, lastId: 'id-1000' },
      { seen: 12, queued: 12, lastId: 'id-1012' },
    ]);
    expect(await service.queueBacklogFrom(null)).toEqual({ queued: 992, next: null });
    expect(calls).toEqual([
      { afterId: null, limit: 500 },
      { afterId: 'id-500', limit: 500 },
      { afterId: 'id-1000', limit: 500 },
    ]);
    expect(backlogJobs(enqueue)).toEqual([]);
    expect(enqueue).toHaveBeenCalledWith(JobName.CrmSyncDispatch, {}, expect.objectContaining({ deduplication: expect.anything() }));
  });

  it('should halve a chunk that hit the statement timeout, and resume later when even the smallest does', async () => {
    const { service, calls, enqueue } = setup([null, { seen: 250, queued: 250, lastId: 'id-250' }, null, null, null, null, null]);
    expect(await service.queueBacklogFrom('id-0')).toEqual({ queued: 250, next: 'id-250' });
    expect(calls.map((c) => c.limit)).toEqual([500, 250, 250, 125, 62, 31, 25]);
    expect(backlogJobs(enqueue)).toEqual([[JobName.QueueSyncBacklog, { afterId: 'id-250' }, { delay: 30_000 }]]);
  });

  it('should hand the rest to a fresh job after about three seconds of chunks', async () => {
    const started = Date.now();
    const now = jest.spyOn(Date, 'now');
    let tick = 0;
    now.mockImplementation(() => started + tick++ * 1_000);
    try {
      const { service, enqueue } = setup([
        { seen: 500, queued: 500, lastId: 'id-a' },
        { seen: 500, queued: 500, lastId: 'id-b' },
        { seen: 500, queued: 500, lastId: 'id-c' },
      ]);
      const run = await service.queueBacklogFrom(null);
      expect(run.next).not.toBeNull();
      expect(backlogJobs(enqueue)).toEqual([[JobName.QueueSyncBacklog, { afterId: run.next }]]);
    } finally {
      now.mockRestore();
    }
  });
});

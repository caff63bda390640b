import { strictMock } from '../../../test/utils/strict-mock';
import type { JobQueue } from 'src/queue/job-queue.service';
import { OutboxRelay, RELAY_IDLE_MS } from './outbox-relay.service';
import { listenerRetryMs } from './outbox-wake.listener';
import type { OutboxRepository, RelayOutcome } from './outbox.repository';

describe('OutboxRelay scheduling', () => {
  let runs: number;
  let finishRun: (() => void) | null;
  let relay: OutboxRelay;

  beforeEach(() => {
    jest.useFakeTimers();
    runs = 0;
    finishRun = null;
    const outbox = strictMock<OutboxRepository>('OutboxRepository', {
      // Each run stays open until the test finishes it, so a wake-up can arrive in the middle of one.
      relayDue: async () => {
        runs++;
        await new Promise<void>((resolve) => (finishRun = resolve));
        return [] as RelayOutcome[];
      },
      purgeProcessed: async () => 0,
    });
    relay = new OutboxRelay(outbox, strictMock<JobQueue>('JobQueue'));
  });
  afterEach(async () => {
    finishRun?.();
    await relay.onApplicationShutdown();
    jest.useRealTimers();
  });

  /** Lets the current run end and its follow-up scheduling happen. */
  const finish = async (): Promise<void> => {
    finishRun?.();
    finishRun = null;
    await jest.advanceTimersByTimeAsync(0);
  };

  it('should poll once per idle interval while nothing wakes it', async () => {
    relay.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await finish();
    await jest.advanceTimersByTimeAsync(RELAY_IDLE_MS - 10);
    expect(runs).toBe(1);
    await jest.advanceTimersByTimeAsync(10);
    expect(runs).toBe(2);
  });

  it('should run at once when woken between polls', async () => {
    relay.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(0);
    await finish();
    relay.wake();
    await jest.advanceTimersByTimeAsync(0);
    expect(runs).toBe(2);
  });

  it('should run again right after the current run when woken during it (the run may have claimed before that commit)', async () => {
    relay.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(0);
    relay.wake();
    relay.wake();
    expect(runs).toBe(1);
    await finish();
    expect(runs).toBe(2);
    // One follow-up run for any number of wake-ups; then back to the idle pace.
    await finish();
    await jest.advanceTimersByTimeAsync(RELAY_IDLE_MS - 10);
    expect(runs).toBe(2);
  });

  it('should ignore wake-ups after shutdown', async () => {
    await relay.onApplicationShutdown();
    relay.wake();
    await jest.advanceTimersByTimeAsync(RELAY_IDLE_MS * 2);
    expect(runs).toBe(0);
  });
});

describe('listenerRetryMs', () => {
  it('should back off from 0.5 s and cap at 5 s', () => {
    expect([1, 2, 3, 4].map(listenerRetryMs)).toEqual([500, 1000, 2000, 4000]);
    expect(listenerRetryMs(5)).toBe(5000);
    expect(listenerRetryMs(40)).toBe(5000);
  });
});

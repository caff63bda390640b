import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryDataProvider } from '../../test/memory-data-provider';
import { CALL_TASKS_SETTLE_MS, useRefreshOpportunity } from './refresh-opportunity';

/** react-admin's own query keys: [resource, method, params]. */
const keys = {
  record: ['opportunities', 'getOne', { id: 'Q2G-1' }],
  activity: ['opportunity-activity', 'getList', { filter: { opportunity_id: 'o1' } }],
  calls: ['call-history', 'getList', { filter: { opportunity_id: 'o1' } }],
  otherRecord: ['opportunities', 'getOne', { id: 'Q2G-2' }],
  otherActivity: ['opportunity-activity', 'getList', { filter: { opportunity_id: 'o2' } }],
  otherCalls: ['call-history', 'getList', { filter: { opportunity_id: 'o2' } }],
  list: ['opportunities', 'getList', { filter: {} }],
  tasks: ['call-tasks', { status: 'all', opportunity_id: 'o1', limit: 50 }],
  callsDue: ['call-tasks', { status: 'open', limit: 8 }],
  otherTasks: ['call-tasks', { status: 'all', opportunity_id: 'o2', limit: 50 }],
};

const setup = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext dataProvider={createMemoryDataProvider().provider} store={memoryStore()} queryClient={queryClient}>
      {children}
    </AdminContext>
  );
  const { result } = renderHook(() => useRefreshOpportunity(), { wrapper });
  const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { refresh: result, invalidated, queryClient };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('useRefreshOpportunity', () => {
  it('reloads this record, its timeline and its call history, not other opportunities in the cache', async () => {
    const { refresh, invalidated } = setup();
    await act(() => refresh.current('o1', 'Q2G-1'));
    expect(invalidated(keys.record)).toBe(true);
    expect(invalidated(keys.activity)).toBe(true);
    expect(invalidated(keys.calls)).toBe(true);
    expect(invalidated(keys.otherRecord)).toBe(false);
    expect(invalidated(keys.otherActivity)).toBe(false);
    expect(invalidated(keys.otherCalls)).toBe(false);
    expect(invalidated(keys.list)).toBe(false);
  });

  it('leaves the records alone when only the id is known (a recorded call)', async () => {
    const { refresh, invalidated } = setup();
    await act(() => refresh.current('o1'));
    expect(invalidated(keys.activity)).toBe(true);
    expect(invalidated(keys.calls)).toBe(true);
    expect(invalidated(keys.record)).toBe(false);
  });

  it("reloads this opportunity's call tasks and Calls due, again once the server has closed them, not other opportunities' tasks", async () => {
    const { refresh, invalidated, queryClient } = setup();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await act(() => refresh.current('o1'));
    expect(invalidated(keys.tasks)).toBe(true);
    expect(invalidated(keys.callsDue)).toBe(true);
    expect(invalidated(keys.otherTasks)).toBe(false);

    // Fresh answers arrive; the second pass marks them stale again, the calls too.
    queryClient.setQueryData(keys.tasks, {});
    queryClient.setQueryData(keys.callsDue, {});
    queryClient.setQueryData(keys.calls, {});
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CALL_TASKS_SETTLE_MS);
    });
    expect(invalidated(keys.tasks)).toBe(true);
    expect(invalidated(keys.callsDue)).toBe(true);
    expect(invalidated(keys.otherTasks)).toBe(false);
    expect(invalidated(keys.calls)).toBe(false);
  });
});

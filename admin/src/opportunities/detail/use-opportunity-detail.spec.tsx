import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createFetchMock, signedIn } from '../../test/fetch-mock';
import { makeServices } from '../../test/render';
import { opportunityActivityKey, opportunityByTrackingKey } from '../shared/query-keys';
import { useRefreshDetail } from './use-opportunity-detail';

describe('useRefreshDetail', () => {
  it('reloads this record and its timeline, not other opportunities in the cache', async () => {
    const { fetchMock } = createFetchMock({ 'GET /auth/status': signedIn() });
    const services = makeServices(fetchMock);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const keys = {
      record: opportunityByTrackingKey('Q2G-1'),
      activity: opportunityActivityKey('o1'),
      otherRecord: opportunityByTrackingKey('Q2G-2'),
      otherActivity: opportunityActivityKey('o2'),
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AdminContext dataProvider={services.dataProvider} authProvider={services.authProvider} store={memoryStore()} queryClient={queryClient}>
        {children}
      </AdminContext>
    );
    const { result } = renderHook(() => useRefreshDetail({ id: 'o1', tracking_number: 'Q2G-1' }), { wrapper });

    await act(() => result.current());

    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(keys.record)).toBe(true);
    expect(invalidated(keys.activity)).toBe(true);
    expect(invalidated(keys.otherRecord)).toBe(false);
    expect(invalidated(keys.otherActivity)).toBe(false);
  });
});

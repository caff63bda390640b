import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { opportunityActivityKey } from '../opportunities/shared/query-keys';
import { createFetchMock, json, signedIn } from '../test/fetch-mock';
import { makeServices } from '../test/render';
import { callHistoryQueryKey, useRecordCallOutcome } from './use-call-outcomes';

const OPP = 'opp-1';
const OTHER = 'opp-2';

const setup = () => {
  const { fetchMock } = createFetchMock({
    'GET /auth/status': signedIn(),
    'POST /api/record-call-outcome': json({ success: true, id: 'c9' }),
  });
  const services = makeServices(fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Cached reads of this opportunity and of another one (say, a second detail page visited before).
  for (const key of [callHistoryQueryKey(OPP), opportunityActivityKey(OPP), callHistoryQueryKey(OTHER), opportunityActivityKey(OTHER)]) {
    queryClient.setQueryData(key, []);
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext dataProvider={services.dataProvider} authProvider={services.authProvider} store={memoryStore()} queryClient={queryClient}>
      {children}
    </AdminContext>
  );
  const { result } = renderHook(() => useRecordCallOutcome(OPP), { wrapper });
  const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { result, invalidated };
};

describe('useRecordCallOutcome', () => {
  it('reloads the call history and the activity timeline of that opportunity only', async () => {
    const { result, invalidated } = setup();
    expect(invalidated(opportunityActivityKey(OPP))).toBe(false);

    await act(() =>
      result.current.mutateAsync({ opportunity_id: OPP, agent: 'Robin', phone_number: '(555) 123-4567', outcome: 'voicemail', notes: '' }),
    );

    expect(invalidated(callHistoryQueryKey(OPP))).toBe(true);
    expect(invalidated(opportunityActivityKey(OPP))).toBe(true);
    expect(invalidated(callHistoryQueryKey(OTHER))).toBe(false);
    expect(invalidated(opportunityActivityKey(OTHER))).toBe(false);
  });
});

import type { GetListParams, GetListResult } from 'react-admin';
import type { OpportunityListAnswer, OpportunityListItem } from '../../api/types';
import { appConfig } from '../../config';
import { createPreferencesStore } from '../../providers/preferences-store';
import { createFetchMock, json, signedIn, type RouteHandler } from '../../test/fetch-mock';
import { callTasksRoute, serveCallTasks } from '../../calls/call-tasks-test-data';
import { createMemoryDataProvider } from '../../test/memory-data-provider';
import { makeServices, renderInAdmin } from '../../test/render';
import OpportunitiesListPage from './OpportunitiesListPage';

let counter = 0;

type SyncStatus = 'succeeded' | 'failed' | 'queued' | 'in_progress' | null;

export const makeItem = (overrides: Partial<OpportunityListItem> & { sync?: SyncStatus } = {}): OpportunityListItem => {
  counter += 1;
  const { sync = null, ...rest } = overrides;
  const tracking = rest.q2g_tracking_number ?? `Q2G-${100000 + counter}`;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    customer: `Customer ${counter}`,
    email: `customer${counter}@example.com`,
    phone: '5551234567',
    q2g_tracking_number: tracking,
    status: 'opened',
    move_date: '2026-07-04',
    synced: sync === 'succeeded',
    last_updated: '2026-05-01T10:00:00.000Z',
    raw: {
      hubspot_sync_status: sync,
      hubspot_deal_id: null,
      hubspot_deal_url: null,
      lead_source: 'email',
      lead_provider: null,
      owner: null,
      assignee: null,
      origin_address: null,
      destination_address: null,
      tracking_number: tracking,
      created_at: '2026-04-01T10:00:00.000Z',
      enriched: false,
      process_status: 'scraped',
      estimated_revenue: null,
      possible_duplicate: false,
      merged: false,
    },
    ...rest,
  };
};

/** The app's own store (localStorage under 'la.'), so remembered filters survive an unmount and a second render. */
const appStore = () => createPreferencesStore({ prefix: appConfig.storagePrefix });

/** getList('opportunities') answer with a given meta (the in-memory provider reports an exact total). */
export const listResult = (items: OpportunityListItem[], extra: { total?: number; meta?: Record<string, unknown> } = {}): GetListResult => ({
  data: items,
  total: extra.total ?? items.length,
  meta: { total_exact: true, execution_time_ms: 1, round_trip_ms: 2, ...extra.meta },
});

export interface MemoryListOptions {
  /** Custom methods (requeueSync, syncOpportunities). */
  custom?: Parameters<typeof createMemoryDataProvider>[1];
  /** Answers getList('opportunities') with this instead of paging the records (set before the first request). */
  answer?: (params: GetListParams) => GetListResult | Promise<GetListResult>;
}

/** The page inside react-admin over the in-memory data provider. */
export const renderMemoryList = (items: OpportunityListItem[], { custom = {}, answer }: MemoryListOptions = {}) => {
  // The side panel reads the opened opportunity's call tasks (a direct GET): none.
  serveCallTasks([]);
  const { provider } = createMemoryDataProvider({ opportunities: items }, custom);
  if (answer) provider.getList.mockImplementation(async (_resource, params) => answer(params));
  const view = renderInAdmin(<OpportunitiesListPage />, { dataProvider: provider, store: appStore(), path: '/opportunities' });
  /** Params of every getList('opportunities') so far. */
  const lists = (): GetListParams[] => provider.getList.mock.calls.filter(([resource]) => resource === 'opportunities').map(([, params]) => params);
  const lastList = (): GetListParams => lists()[lists().length - 1];
  return { ...view, provider, lists, lastList };
};

export const listBody = (items: OpportunityListItem[], extra: Partial<OpportunityListAnswer> = {}): OpportunityListAnswer => ({
  success: true,
  opportunities: items,
  items,
  page: 1,
  pageSize: 25,
  total: items.length,
  total_exact: true,
  execution_time_ms: 2,
  opportunities_per_second: 500,
  ...extra,
});

/** Query parameters of one recorded request, as a plain object. */
export const paramsOf = (url: string): Record<string, string> => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

/** The page over the app's real data provider and a fetch mock (/auth/status and GET /api/opportunities), at `path`. */
export const renderHttpList = (list: RouteHandler | unknown, routes: Record<string, RouteHandler | unknown> = {}, path = '/opportunities') => {
  const { fetchMock, calls } = createFetchMock({
    'GET /auth/status': signedIn(),
    'GET /api/opportunities': typeof list === 'function' ? list : () => json(list),
    'GET /api/call-tasks': callTasksRoute(() => []),
    ...routes,
  });
  const services = makeServices(fetchMock);
  const view = renderInAdmin(<OpportunitiesListPage />, { services, store: appStore(), path });
  const listRequests = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/opportunities').map((c) => paramsOf(c.url));
  return { ...view, listRequests, lastList: () => listRequests()[listRequests().length - 1] ?? {} };
};

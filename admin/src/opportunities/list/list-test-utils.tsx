import { render } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createFetchMock, json, signedIn, type RouteHandler } from '../../test/fetch-mock';
import { makeServices } from '../../test/render';
import { ToastProvider } from '../../toasts/ToastProvider';
import type { OpportunityListItem, OpportunityListPage } from '../opportunity-types';
import OpportunitiesListPage from './OpportunitiesListPage';

let counter = 0;

export const makeItem = (overrides: Partial<OpportunityListItem> & { sync?: OpportunityListItem['raw']['hubspot_sync_status'] } = {}): OpportunityListItem => {
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
      owner: null,
      assignee: null,
      origin_address: null,
      destination_address: null,
      tracking_number: tracking,
      created_at: '2026-04-01T10:00:00.000Z',
      enriched: false,
      process_status: 'scraped',
      estimated_revenue: null,
    },
    ...rest,
  };
};

export const listBody = (items: OpportunityListItem[], extra: Partial<OpportunityListPage> = {}): OpportunityListPage => ({
  success: true,
  opportunities: items,
  items,
  page: 1,
  pageSize: 25,
  total: items.length,
  total_exact: true,
  ...extra,
});

/** Query parameters of one recorded request, as a plain object. */
export const paramsOf = (url: string): Record<string, string> => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

export interface ListMock {
  fetchMock: ReturnType<typeof createFetchMock>['fetchMock'];
  calls: ReturnType<typeof createFetchMock>['calls'];
  /** Query parameters of every GET /api/opportunities so far. */
  listRequests: () => Array<Record<string, string>>;
  lastList: () => Record<string, string>;
}

/** A fetch mock with /auth/status and GET /api/opportunities (plus any extra routes). */
export const createListMock = (list: RouteHandler | unknown, routes: Record<string, RouteHandler | unknown> = {}): ListMock => {
  const { fetchMock, calls } = createFetchMock({
    'GET /auth/status': signedIn(),
    'GET /api/opportunities': typeof list === 'function' ? list : () => json(list),
    ...routes,
  });
  const listRequests = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/opportunities').map((c) => paramsOf(c.url));
  return {
    fetchMock,
    calls,
    listRequests,
    lastList: () => {
      const all = listRequests();
      return all[all.length - 1] ?? {};
    },
  };
};

/**
 * The page inside react-admin with the app's own store (localStorage under 'la.'), so remembered filters survive an
 * unmount and a second render, like a reload.
 */
export const renderList = (mock: ListMock) => {
  const services = makeServices(mock.fetchMock);
  return render(
    <MemoryRouter initialEntries={['/opportunities']}>
      <AdminContext authProvider={services.authProvider} dataProvider={services.dataProvider} store={services.store}>
        <ToastProvider>
          <OpportunitiesListPage />
        </ToastProvider>
      </AdminContext>
    </MemoryRouter>,
  );
};

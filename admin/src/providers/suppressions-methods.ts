import type { components } from '../api/schema';
import { dataOf, toQueryString } from './api-answers';
import type { HttpClient } from './http-client';
import type { ResourceCrud } from './resource-crud';

/** One active entry of the suppression list, as GET /api/suppressions lists it. */
export type SuppressionRecord = components['schemas']['SuppressionDto'];
type SuppressionListAnswer = components['schemas']['SuppressionListResponseDto'];

/** Suppression List page size. */
export const SUPPRESSIONS_PAGE_SIZE = 25;

/** The Suppression List screen's calls beyond react-admin's getList (admins only; the server refuses staff). */
export interface SuppressionMethods {
  /** POST /api/suppressions {email, reason}. */
  addSuppression(email: string, reason: string): Promise<SuppressionRecord>;
  /** DELETE /api/suppressions/{id} {reason}. */
  removeSuppression(id: string, reason: string): Promise<SuppressionRecord>;
}

export interface CreateSuppressionMethodsOptions {
  apiBaseUrl: string;
  httpClient: HttpClient;
}

/** `suppressions`: getList (GET /api/suppressions?page&limit&q, q sent only when set), and add / remove. */
export const createSuppressionMethods = ({ apiBaseUrl, httpClient }: CreateSuppressionMethodsOptions) => {
  const api = `${apiBaseUrl}/api/suppressions`;
  const resources: Record<string, ResourceCrud> = {
    suppressions: {
      async getList(params) {
        const q = typeof params.filter?.q === 'string' && params.filter.q.trim() ? params.filter.q.trim() : undefined;
        const query = toQueryString({ page: params.pagination?.page ?? 1, limit: params.pagination?.perPage ?? SUPPRESSIONS_PAGE_SIZE, q });
        const { json, status } = await httpClient(`${api}?${query}`, { signal: params.signal });
        const items = dataOf<SuppressionListAnswer['items']>(json, 'items', status);
        const total = (json as Partial<SuppressionListAnswer>).total;
        return { data: items, total: typeof total === 'number' ? total : items.length };
      },
    },
  };
  const methods: SuppressionMethods = {
    async addSuppression(email, reason) {
      const { json, status } = await httpClient(api, { method: 'POST', body: JSON.stringify({ email, reason }) });
      return dataOf<SuppressionRecord>(json, 'item', status);
    },
    async removeSuppression(id, reason) {
      const { json, status } = await httpClient(`${api}/${encodeURIComponent(id)}`, { method: 'DELETE', body: JSON.stringify({ reason }) });
      return dataOf<SuppressionRecord>(json, 'item', status);
    },
  };
  return { resources, methods };
};

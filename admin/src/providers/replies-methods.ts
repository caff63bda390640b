import type { components } from '../api/schema';
import { dataOf, toQueryString } from './api-answers';
import type { HttpClient } from './http-client';
import type { ResourceCrud } from './resource-crud';

/** One human reply, as GET /api/replies lists it (`id` is the stored inbound message). */
export type ReplyRecord = components['schemas']['ReplyDto'];
/** One stored inbound message, as GET /api/inbound-messages/{id} answers it. */
export type InboundMessageRecord = components['schemas']['InboundMessageDto'];
type ReplyListAnswer = components['schemas']['ReplyListResponseDto'];
export type ReplyWindow = '1h' | '24h' | '7d' | '30d';

/** Recent Replies page size, and the window shown until another is picked. */
export const REPLIES_PAGE_SIZE = 20;
export const DEFAULT_REPLY_WINDOW: ReplyWindow = '7d';

/** The Recent Replies screen's calls beyond react-admin's getList. */
export interface ReplyMethods {
  /** GET /api/inbound-messages/{id} → message. */
  inboundMessage(id: string): Promise<InboundMessageRecord>;
}

export interface CreateReplyMethodsOptions {
  apiBaseUrl: string;
  httpClient: HttpClient;
}

/** `replies`: getList (GET /api/replies?page&limit&since), and the stored message behind a reply. */
export const createReplyMethods = ({ apiBaseUrl, httpClient }: CreateReplyMethodsOptions) => {
  const resources: Record<string, ResourceCrud> = {
    replies: {
      async getList(params) {
        const since = typeof params.filter?.since === 'string' && params.filter.since ? params.filter.since : DEFAULT_REPLY_WINDOW;
        const query = toQueryString({ page: params.pagination?.page ?? 1, limit: params.pagination?.perPage ?? REPLIES_PAGE_SIZE, since });
        const { json, status } = await httpClient(`${apiBaseUrl}/api/replies?${query}`, { signal: params.signal });
        const items = dataOf<ReplyListAnswer['items']>(json, 'items', status);
        const total = (json as Partial<ReplyListAnswer>).total;
        return { data: items, total: typeof total === 'number' ? total : items.length };
      },
    },
  };
  const methods: ReplyMethods = {
    async inboundMessage(id) {
      const { json, status } = await httpClient(`${apiBaseUrl}/api/inbound-messages/${encodeURIComponent(id)}`);
      return dataOf<InboundMessageRecord>(json, 'message', status);
    },
  };
  return { resources, methods };
};

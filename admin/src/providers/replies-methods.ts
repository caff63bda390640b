import type { components } from '../api/schema';
import { dataOf, toQueryString } from './api-answers';
import type { HttpClient } from './http-client';
import type { ResourceCrud } from './resource-crud';

/** One human reply, as GET /api/replies lists it (`id` is the stored inbound message). */
export type ReplyRecord = components['schemas']['ReplyDto'];
/** One stored inbound message, as GET /api/inbound-messages/{id} answers it. */
export type InboundMessageRecord = components['schemas']['InboundMessageDto'];
type ReplyListAnswer = components['schemas']['ReplyListResponseDto'];
/** One inbound message that changed nothing (or less than its kind would), as GET /api/inbound-messages/unmatched lists it. */
export type UnmatchedMessageRecord = components['schemas']['UnmatchedMessageDto'];
type UnmatchedListAnswer = components['schemas']['UnmatchedListResponseDto'];
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

/**
 * `replies` (GET /api/replies) and `inbound-unmatched` (GET /api/inbound-messages/unmatched): getList by window
 * (`filter.since`, the last 7 days unless set) and page; and the stored message behind either.
 */
export const createReplyMethods = ({ apiBaseUrl, httpClient }: CreateReplyMethodsOptions) => {
  /** A windowed, paged list read: both endpoints take page, limit and since, and answer items and total. */
  const windowedList = (path: string): NonNullable<ResourceCrud['getList']> => async (params) => {
    const since = typeof params.filter?.since === 'string' && params.filter.since ? params.filter.since : DEFAULT_REPLY_WINDOW;
    const query = toQueryString({ page: params.pagination?.page ?? 1, limit: params.pagination?.perPage ?? REPLIES_PAGE_SIZE, since });
    const { json, status } = await httpClient(`${apiBaseUrl}${path}?${query}`, { signal: params.signal });
    const items = dataOf<ReplyListAnswer['items'] | UnmatchedListAnswer['items']>(json, 'items', status);
    const total = (json as Partial<ReplyListAnswer>).total;
    return { data: items, total: typeof total === 'number' ? total : items.length };
  };
  const resources: Record<string, ResourceCrud> = {
    replies: { getList: windowedList('/api/replies') },
    'inbound-unmatched': { getList: windowedList('/api/inbound-messages/unmatched') },
  };
  const methods: ReplyMethods = {
    async inboundMessage(id) {
      const { json, status } = await httpClient(`${apiBaseUrl}/api/inbound-messages/${encodeURIComponent(id)}`);
      return dataOf<InboundMessageRecord>(json, 'message', status);
    },
  };
  return { resources, methods };
};

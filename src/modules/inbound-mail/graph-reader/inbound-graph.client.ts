import { Injectable } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { GraphClient } from 'src/integrations/graph/graph.client';
import { GraphError } from 'src/integrations/graph/graph.errors';

/** The folder every sending mailbox is read from (Graph's well-known name). */
export const INBOUND_GRAPH_FOLDER = 'inbox';

export interface InboxDeltaMessage {
  id: string;
  internetMessageId: string | null;
  removed: boolean;
}

export interface InboxDeltaPage {
  messages: InboxDeltaMessage[];
  nextLink: string | null;
  deltaLink: string | null;
}

interface GraphDeltaItem {
  id: string;
  internetMessageId?: string;
  '@removed'?: unknown;
}

/** Graph no longer knows the saved delta state (410 SyncStateNotFound): the reader starts a fresh round. */
export class InboxDeltaExpiredError extends Error {}

/** Graph says the message is gone (deleted or moved between the delta page and the download). */
export class InboxMessageGoneError extends Error {}

/**
 * The sending mailboxes' inboxes over the shared GraphClient (which owns tokens, Retry-After and errors): the delta
 * query over one mailbox's Inbox page by page, and the raw MIME of one message.
 */
@Injectable()
export class InboundGraphClient {
  constructor(
    private readonly graph: GraphClient,
    private readonly config: AppConfigService,
  ) {}

  /**
   * The page a saved deltaLink / nextLink names (used as it is), or, given an instant, the first page of a new delta
   * round over `mailbox`'s Inbox that lists only mail received at or after it (Graph carries that filter inside the
   * nextLink / deltaLink it returns, so the rest of the round and later rounds keep it).
   */
  async deltaPage(mailbox: string, from: string | Date): Promise<InboxDeltaPage> {
    const url = typeof from === 'string' ? from : firstPageUrl(mailbox, from);
    // Saved under another GRAPH_BASE_URL: read as an expired delta state, so the reader starts a new round.
    if (typeof from === 'string' && this.graph.isStaleLink(from)) throw new InboxDeltaExpiredError(`The saved delta link of ${mailbox} names another Graph address than GRAPH_BASE_URL`);
    try {
      const page = await this.graph.getPage<GraphDeltaItem>(url, { headers: { Prefer: `odata.maxpagesize=${this.config.graph.pageSize}` } });
      return {
        messages: page.value.map((m) => ({ id: m.id, internetMessageId: m.internetMessageId ?? null, removed: m['@removed'] !== undefined })),
        nextLink: page.nextLink,
        deltaLink: page.deltaLink,
      };
    } catch (error) {
      if (error instanceof GraphError && error.status === 410) throw new InboxDeltaExpiredError(`Graph delta state of ${mailbox} expired`);
      throw error;
    }
  }

  async rawMessage(mailbox: string, id: string): Promise<Buffer> {
    try {
      const response = await this.graph.get(`${mailboxPath(mailbox)}/messages/${encodeURIComponent(id)}/$value`);
      return Buffer.from(await response.arrayBuffer());
    } catch (error) {
      if (error instanceof GraphError && error.status === 404) throw new InboxMessageGoneError(`Message ${id} is no longer in ${mailbox}`);
      throw error;
    }
  }
}

const mailboxPath = (mailbox: string): string => `/users/${encodeURIComponent(mailbox)}`;

/** ISO 8601 UTC to the second (2026-11-17T10:00:00Z), as Graph writes receivedDateTime. */
const isoSeconds = (instant: Date): string => `${instant.toISOString().slice(0, 19)}Z`;

// Percent-encoded spaces (%20), not '+': Graph reads '+' in $filter literally.
const firstPageUrl = (mailbox: string, since: Date): string =>
  `${mailboxPath(mailbox)}/mailFolders/${INBOUND_GRAPH_FOLDER}/messages/delta?$select=id,internetMessageId&$filter=${encodeURIComponent(`receivedDateTime ge ${isoSeconds(since)}`)}`;

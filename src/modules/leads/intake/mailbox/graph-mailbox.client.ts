import { Injectable } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { GraphClient } from 'src/integrations/graph/graph.client';
import { GraphError } from 'src/integrations/graph/graph.errors';

export interface DeltaMessage {
  id: string;
  internetMessageId: string | null;
  removed: boolean;
}

export interface DeltaPage {
  messages: DeltaMessage[];
  nextLink: string | null;
  deltaLink: string | null;
}

interface GraphDeltaItem {
  id: string;
  internetMessageId?: string;
  '@removed'?: unknown;
}

/** Graph says the saved delta state is gone (410 SyncStateNotFound): start a fresh round. */
export class DeltaStateExpiredError extends Error {}

/**
 * The lead mailbox over the shared GraphClient (which owns tokens, throttling and errors): the delta query over
 * GRAPH_LEAD_FOLDER of GRAPH_LEAD_MAILBOX page by page, and the raw MIME of a message.
 */
@Injectable()
export class GraphMailboxClient {
  constructor(
    private readonly graph: GraphClient,
    private readonly config: AppConfigService,
  ) {}

  get configured(): boolean {
    return this.graph.configured;
  }

  /** First page of a new delta round, or the saved deltaLink / a nextLink. */
  async deltaPage(link: string | null): Promise<DeltaPage> {
    const { pageSize } = this.config.graph;
    const url = link ?? `${this.folderPath()}/messages/delta?$select=id,internetMessageId,subject,receivedDateTime,from`;
    // Saved under another GRAPH_BASE_URL: read as an expired delta state, so the reader starts a new round.
    if (link !== null && this.graph.isStaleLink(link)) throw new DeltaStateExpiredError('The saved delta link names another Graph address than GRAPH_BASE_URL');
    try {
      const page = await this.graph.getPage<GraphDeltaItem>(url, { headers: { Prefer: `odata.maxpagesize=${pageSize}` } });
      return {
        messages: page.value.map((m) => ({ id: m.id, internetMessageId: m.internetMessageId ?? null, removed: m['@removed'] !== undefined })),
        nextLink: page.nextLink,
        deltaLink: page.deltaLink,
      };
    } catch (error) {
      if (error instanceof GraphError && error.status === 410) throw new DeltaStateExpiredError('Graph delta state expired');
      throw error;
    }
  }

  async rawMessage(id: string): Promise<Buffer> {
    const response = await this.graph.get(`${this.mailboxPath()}/messages/${encodeURIComponent(id)}/$value`);
    return Buffer.from(await response.arrayBuffer());
  }

  /** Health probe: a token, and the lead folder answers (no waiting on a throttled answer). */
  async probe(): Promise<void> {
    await this.graph.get(this.folderPath(), { inlineRetry: false });
  }

  private mailboxPath(): string {
    return `/users/${encodeURIComponent(this.config.graph.mailbox ?? '')}`;
  }

  private folderPath(): string {
    return `${this.mailboxPath()}/mailFolders/${encodeURIComponent(this.config.graph.folder)}`;
  }
}

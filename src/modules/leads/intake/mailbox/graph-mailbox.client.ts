import { Injectable, Logger } from '@nestjs/common';
import { AppConfigService } from '../../../../config/app-config.service';

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

interface GraphDeltaBody {
  value?: { id: string; internetMessageId?: string; '@removed'?: unknown }[];
  '@odata.nextLink'?: string;
  '@odata.deltaLink'?: string;
}

/** Graph says the saved delta state is gone (410 SyncStateNotFound): start a fresh round. */
export class DeltaStateExpiredError extends Error {}

const MAX_ATTEMPTS = 6;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Microsoft Graph mail adapter with app credentials (client-credentials token, cached until it expires):
 * delta query over the lead folder with paging, the raw MIME of a message, 429/503 honouring Retry-After.
 */
@Injectable()
export class GraphMailboxClient {
  private readonly logger = new Logger(GraphMailboxClient.name);
  private token?: { value: string; expiresAt: number };

  constructor(private readonly config: AppConfigService) {}

  get configured(): boolean {
    return this.config.graph.configured;
  }

  /** First page of a new delta round, or the saved deltaLink / a nextLink. */
  async deltaPage(link: string | null): Promise<DeltaPage> {
    const { graphUrl, mailbox, folder, pageSize } = this.config.graph;
    const url =
      link ??
      `${graphUrl}/v1.0/users/${encodeURIComponent(mailbox ?? '')}/mailFolders/${encodeURIComponent(folder)}/messages/delta?$select=id,internetMessageId,subject,receivedDateTime,from`;
    const response = await this.request(url, { Prefer: `odata.maxpagesize=${pageSize}` });
    const body = (await response.json()) as GraphDeltaBody;
    return {
      messages: (body.value ?? []).map((m) => ({ id: m.id, internetMessageId: m.internetMessageId ?? null, removed: m['@removed'] !== undefined })),
      nextLink: body['@odata.nextLink'] ?? null,
      deltaLink: body['@odata.deltaLink'] ?? null,
    };
  }

  async rawMessage(id: string): Promise<Buffer> {
    const { graphUrl, mailbox } = this.config.graph;
    const response = await this.request(`${graphUrl}/v1.0/users/${encodeURIComponent(mailbox ?? '')}/messages/${encodeURIComponent(id)}/$value`);
    return Buffer.from(await response.arrayBuffer());
  }

  /** Health probe: a token, and the lead folder answers. */
  async probe(): Promise<void> {
    const { graphUrl, mailbox, folder } = this.config.graph;
    await this.request(`${graphUrl}/v1.0/users/${encodeURIComponent(mailbox ?? '')}/mailFolders/${encodeURIComponent(folder)}`, {}, 1);
  }

  private async request(url: string, headers: Record<string, string> = {}, maxAttempts = MAX_ATTEMPTS): Promise<Response> {
    let refreshed = false;
    for (let attempt = 1; ; attempt++) {
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${await this.accessToken()}`, ...headers },
        signal: AbortSignal.timeout(30_000),
      });
      if (response.ok) return response;
      if (response.status === 401 && !refreshed) {
        this.token = undefined;
        refreshed = true;
        continue;
      }
      if (response.status === 410) throw new DeltaStateExpiredError('Graph delta state expired');
      if ((response.status === 429 || response.status >= 500) && attempt < maxAttempts) {
        const retryAfter = Number(response.headers.get('retry-after'));
        const waitMs = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : Math.min(500 * 2 ** attempt, 30_000);
        this.logger.warn({ status: response.status, waitMs }, 'Graph throttled or unavailable; retrying');
        await sleep(waitMs);
        continue;
      }
      const text = await response.text();
      throw new Error(`Graph answered HTTP ${response.status}: ${text.slice(0, 300)}`);
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 60_000) return this.token.value;
    const { loginUrl, tenantId, clientId, clientSecret } = this.config.graph;
    const response = await fetch(`${loginUrl}/${encodeURIComponent(tenantId ?? '')}/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId ?? '',
        client_secret: clientSecret ?? '',
        scope: 'https://graph.microsoft.com/.default',
      }).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json()) as { access_token?: string; expires_in?: number; error_description?: string };
    if (!response.ok || !body.access_token) throw new Error(`Graph token request failed: ${body.error_description ?? response.status}`);
    this.token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3599) * 1000 };
    return this.token.value;
  }
}

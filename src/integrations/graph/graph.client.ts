import { ConfidentialClientApplication } from '@azure/msal-node';
import { Injectable, Logger } from '@nestjs/common';
import { MAX_INLINE_RETRY_AFTER_MS, RetryLaterError, retryAfterMs } from 'src/common/errors/retry-later.error';
import { AppConfigService } from 'src/config/app-config.service';
import { GraphError, GraphErrorCode } from './graph.errors';
import { graphMsalConfig } from './graph-msal.config';

const GRAPH_SCOPE = 'https://graph.microsoft.com/.default';
const REQUEST_TIMEOUT_MS = 30_000;

/** One page of a Graph collection: its items and where the next page (or the next delta round) is. */
export interface GraphPage<T> {
  value: T[];
  nextLink: string | null;
  deltaLink: string | null;
}

export interface GraphRequestOptions {
  headers?: Record<string, string>;
  /** Wait out one short Retry-After (≤ 2 s) inline; false for health probes. Default true. */
  inlineRetry?: boolean;
}

interface GraphCollectionBody<T> {
  value?: T[];
  '@odata.nextLink'?: string;
  '@odata.deltaLink'?: string;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Microsoft Graph with app credentials: app-only tokens from msal-node (client credentials; msal's token cache
 * keeps a token until shortly before it expires) and authenticated GET/POST with paging helpers.
 *
 * Each call is one try: a 401 refreshes the token once, a 429/503 with a Retry-After of at most 2 s is waited out
 * once. Everything else is the caller's job to retry (BullMQ attempts and backoff): a longer Retry-After throws
 * RetryLaterError (the worker delays the job), 5xx and network errors GRAPH_UNAVAILABLE, other 4xx
 * GRAPH_REQUEST_FAILED with Graph's status and error code.
 */
@Injectable()
export class GraphClient {
  private readonly logger = new Logger(GraphClient.name);
  private msal?: ConfidentialClientApplication;

  constructor(private readonly config: AppConfigService) {}

  get configured(): boolean {
    return this.config.graph.configured;
  }

  /** An absolute Graph URL for a path under /v1.0 (e.g. `/users/x/mailFolders/inbox`). */
  url(path: string): string {
    return `${this.config.graph.graphUrl}/v1.0${path.startsWith('/') ? path : `/${path}`}`;
  }

  /** GET a path under /v1.0, or an absolute Graph URL (a nextLink/deltaLink). */
  get(pathOrUrl: string, options: GraphRequestOptions = {}): Promise<Response> {
    return this.request('GET', pathOrUrl, undefined, options);
  }

  async getJson<T>(pathOrUrl: string, options: GraphRequestOptions = {}): Promise<T> {
    return (await (await this.get(pathOrUrl, options)).json()) as T;
  }

  /** POST a JSON body. */
  post(pathOrUrl: string, body: unknown, options: GraphRequestOptions = {}): Promise<Response> {
    return this.request('POST', pathOrUrl, body, options);
  }

  async postJson<T>(pathOrUrl: string, body: unknown, options: GraphRequestOptions = {}): Promise<T> {
    return (await (await this.post(pathOrUrl, body, options)).json()) as T;
  }

  /** One page of a collection (the first, or the one a nextLink/deltaLink names). */
  async getPage<T>(pathOrUrl: string, options: GraphRequestOptions = {}): Promise<GraphPage<T>> {
    const body = await this.getJson<GraphCollectionBody<T>>(pathOrUrl, options);
    return { value: body.value ?? [], nextLink: body['@odata.nextLink'] ?? null, deltaLink: body['@odata.deltaLink'] ?? null };
  }

  /** Every page of a collection, following @odata.nextLink; the last page carries the deltaLink, if any. */
  async *pages<T>(pathOrUrl: string, options: GraphRequestOptions = {}): AsyncGenerator<GraphPage<T>> {
    let link: string | null = pathOrUrl;
    while (link !== null) {
      const page: GraphPage<T> = await this.getPage<T>(link, options);
      yield page;
      link = page.nextLink;
    }
  }

  private async request(method: 'GET' | 'POST', pathOrUrl: string, body: unknown, options: GraphRequestOptions): Promise<Response> {
    const url = this.resolve(pathOrUrl);
    const headers: Record<string, string> = { ...options.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let refreshed = false;
    let waited = options.inlineRetry === false;
    for (;;) {
      const response = await this.send(url, method, { ...headers, authorization: `Bearer ${await this.accessToken(refreshed)}` }, body);
      if (response.ok) return response;
      // An expired or revoked token msal still had cached: fetch a fresh one, once.
      if (response.status === 401 && !refreshed) {
        refreshed = true;
        continue;
      }
      if (response.status === 429 || response.status === 503) {
        const header = response.headers.get('retry-after');
        if (response.status === 429 || header !== null) {
          const waitMs = retryAfterMs(header, 1000);
          await response.body?.cancel();
          if (!waited && waitMs <= MAX_INLINE_RETRY_AFTER_MS) {
            waited = true;
            this.logger.warn({ status: response.status, waitMs }, 'Graph throttled; waiting once');
            await sleep(waitMs);
            continue;
          }
          throw new RetryLaterError(`Graph answered HTTP ${response.status} (Retry-After ${Math.ceil(waitMs / 1000)} s)`, Math.max(waitMs, 1000));
        }
      }
      throw await this.failure(response);
    }
  }

  private async send(url: string, method: string, headers: Record<string, string>, body: unknown): Promise<Response> {
    try {
      return await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GraphError(GraphErrorCode.Unavailable, `Graph unreachable: ${(error as Error).message}`, { status: null });
    }
  }

  private async failure(response: Response): Promise<GraphError> {
    const text = await response.text();
    let graphCode: string | null = null;
    try {
      graphCode = (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? null;
    } catch {
      // Not Graph's JSON error shape (a proxy's page, a bare text): the status says enough.
    }
    const code = response.status >= 500 ? GraphErrorCode.Unavailable : GraphErrorCode.RequestFailed;
    return new GraphError(code, `Graph answered HTTP ${response.status}: ${text.slice(0, 300)}`, { status: response.status, graphCode });
  }

  /** An absolute URL under GRAPH_BASE_URL (the only place our bearer token goes). */
  isGraphUrl(url: string): boolean {
    return url.startsWith(`${this.config.graph.graphUrl}/`);
  }

  /**
   * A saved delta link (nextLink / deltaLink) that names another Graph address than today's GRAPH_BASE_URL: the base
   * URL changed since it was saved (another tenant's endpoint, or the demo's local Graph on a new port after a restart).
   */
  isStaleLink(link: string): boolean {
    return /^https?:\/\//i.test(link) && !this.isGraphUrl(link);
  }

  /** Only Graph itself gets our bearer token: an absolute URL (a nextLink) must be under GRAPH_BASE_URL. */
  private resolve(pathOrUrl: string): string {
    if (!/^https?:\/\//i.test(pathOrUrl)) return this.url(pathOrUrl);
    if (!this.isGraphUrl(pathOrUrl)) {
      throw new GraphError(GraphErrorCode.RequestFailed, 'Refusing to send the Graph token outside GRAPH_BASE_URL', { status: null });
    }
    return pathOrUrl;
  }

  private async accessToken(forceRefresh: boolean): Promise<string> {
    try {
      const result = await this.app().acquireTokenByClientCredential({ scopes: [GRAPH_SCOPE], skipCache: forceRefresh });
      if (!result?.accessToken) throw new Error('no access token returned');
      return result.accessToken;
    } catch (error) {
      if (error instanceof GraphError) throw error;
      throw new GraphError(GraphErrorCode.AuthFailed, `Graph token request failed: ${(error as Error).message}`, { status: null });
    }
  }

  private app(): ConfidentialClientApplication {
    if (this.msal) return this.msal;
    const { loginUrl, tenantId, clientId, clientSecret } = this.config.graph;
    if (!tenantId || !clientId || !clientSecret) {
      throw new GraphError(GraphErrorCode.NotConfigured, 'Microsoft Graph is not configured (GRAPH_TENANT_ID, GRAPH_CLIENT_ID, GRAPH_CLIENT_SECRET)');
    }
    this.msal = new ConfidentialClientApplication(graphMsalConfig({ loginUrl, tenantId, clientId, clientSecret }));
    return this.msal;
  }
}

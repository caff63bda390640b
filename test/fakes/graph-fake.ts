// Local fake of the Microsoft identity platform token endpoint + the Microsoft Graph mail API subset Lead
// Automation uses, on 127.0.0.1 with node:http only. One base URL stands for both hosts:
//
//   POST {url}/{tenant}/oauth2/v2.0/token            client_credentials (form body or HTTP Basic client auth);
//                                                     scope must be https://graph.microsoft.com/.default
//   GET  {url}/v1.0/users/{mailbox}/mailFolders/{folder}/messages/delta   $select, Prefer: odata.maxpagesize=N,
//                                     $filter=receivedDateTime ge|gt <instant> (kept in the round's nextLink/deltaLink)
//   GET  {url}/v1.0/users/{mailbox}/mailFolders/{folder}
//   GET  {url}/v1.0/users/{mailbox}/messages[?$filter=internetMessageId eq '<id>'&$top=&$select=]
//                                                                           (also under mailFolders/{folder})
//   GET  {url}/v1.0/users/{mailbox}/messages/{id}[?$select=]               (also under mailFolders/{folder})
//   GET  {url}/v1.0/users/{mailbox}/messages/{id}/$value                   raw MIME, text/plain
//   POST {url}/v1.0/users/{mailbox}/sendMail                               202 + request-id, a copy in Sent Items
//                                                                           (graph-fake-sendmail.ts)
//
// `{mailbox}` is the UPN or the user id; `{folder}` a well-known name ('inbox') or a folder id; the OData key
// form users('x')/mailFolders('y') is accepted too, and nextLink/deltaLink URLs use it, as Graph's do. Delta
// pages hold 10 messages unless Prefer asks otherwise; each round ends with an @odata.deltaLink that later
// returns only changes since (new messages, and deletions as `@removed`). Errors use Graph's
// `{error:{code, message, innerError}}` shape and the token endpoint's AADSTS error shape.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  bearerToken,
  header,
  InjectedFailures,
  listenOnLoopback,
  newCorrelationId,
  sendJson,
  sendText,
  sleep,
  type RecordedRequest,
  type RequestContext,
} from './http-helpers';
import {
  decodeDeltaState,
  encodeDeltaState,
  GraphRequestError,
  MailboxStore,
  messageJson,
  parseDeltaFilter,
  parseSelect,
  type AddMessageOptions,
  type DeltaState,
  type GraphFolder,
  type GraphMailbox,
  type GraphMessage,
} from './graph-fake-mailbox';
import { sendMail, type GraphSentMail } from './graph-fake-sendmail';

export type { GraphSentMail } from './graph-fake-sendmail';
export type { AddMessageOptions, GraphFolder, GraphMailbox, GraphMessage } from './graph-fake-mailbox';

export interface FakeGraphOptions {
  port?: number;
  tenantId?: string;
  clientId?: string;
  clientSecret?: string;
  /** Mailboxes that exist from the start. Default ['leads@movingco.example']. */
  mailboxes?: string[];
  /** expires_in of issued tokens. Default 3599. */
  tokenLifetimeSeconds?: number;
  latencyMs?: number;
}

export interface FakeGraphStats {
  tokenRequests: number;
  tokensIssued: number;
  graphRequests: number;
  unauthorized: number;
  throttled: number;
  injectedFailures: number;
}

export interface FakeGraphState {
  /** By lowercased address. */
  readonly mailboxes: Map<string, GraphMailbox>;
  /** Issued access tokens and when they expire (ms since epoch). */
  readonly tokens: Map<string, { clientId: string; expiresAtMs: number }>;
  readonly requests: RecordedRequest[];
  readonly stats: FakeGraphStats;
  /** Messages accepted by sendMail, oldest first. */
  readonly sent: GraphSentMail[];
}

export interface FakeGraph {
  url: string;
  /** `${url}/${tenantId}/oauth2/v2.0/token` */
  tokenUrl: string;
  /** `${url}/v1.0` */
  graphUrl: string;
  tenantId: string;
  clientId: string;
  clientSecret: string;
  state: FakeGraphState;
  addMailbox(address: string): GraphMailbox;
  addFolder(mailbox: string, displayName: string): GraphFolder;
  /** Parses Message-ID, Subject, From, To and Date from the raw headers; creates the mailbox if needed. */
  addMessage(mailbox: string, folder: string, rawMime: string | Buffer, opts?: AddMessageOptions): GraphMessage;
  deleteMessage(mailbox: string, id: string): boolean;
  /** The next n Graph (/v1.0) calls answer 429 TooManyRequests with this Retry-After. */
  throttleNext(n: number, retryAfterSeconds?: number): void;
  /** The next n Graph (/v1.0) calls answer this status (503 serviceNotAvailable by default). */
  failNextRequests(n: number, status?: number): void;
  setLatency(ms: number): void;
  /** Every issued token is expired from now on (401 'Lifetime validation failed'). */
  expireTokens(): void;
  /** Every outstanding nextLink/deltaLink answers 410 SyncStateNotFound (the client must restart the round). */
  expireDeltaTokens(): void;
  close(): Promise<void>;
}

const GRAPH_SCOPE = 'https://graph.microsoft.com/.default';

function aadError(res: ServerResponse, status: number, error: string, code: number, text: string): void {
  const traceId = newCorrelationId();
  const correlationId = newCorrelationId();
  const timestamp = `${new Date().toISOString().slice(0, 19).replace('T', ' ')}Z`;
  sendJson(res, status, {
    error,
    error_description: `AADSTS${code}: ${text} Trace ID: ${traceId} Correlation ID: ${correlationId} Timestamp: ${timestamp}`,
    error_codes: [code],
    timestamp,
    trace_id: traceId,
    correlation_id: correlationId,
    error_uri: `https://login.microsoftonline.com/error?code=${code}`,
  });
}

function fakeJwt(tenantId: string, clientId: string, lifetime: number): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    aud: 'https://graph.microsoft.com',
    iss: `https://sts.windows.net/${tenantId}/`,
    iat: now,
    nbf: now,
    exp: now + lifetime,
    appid: clientId,
    tid: tenantId,
    roles: ['Mail.Read'],
    jti: randomBytes(8).toString('hex'),
  };
  return `${part({ typ: 'JWT', alg: 'RS256' })}.${part(payload)}.${randomBytes(32).toString('base64url')}`;
}

/** `users('a')/mailFolders('b')` -> `users/a/mailFolders/b`, then percent-decoded segments. */
function graphSegments(pathname: string): string[] {
  const plain = pathname.replace(/\/([A-Za-z]+)\('([^']*)'\)/g, '/$1/$2');
  return plain.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment));
}

function keySegment(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, '@');
}

export async function startFakeGraph(options: FakeGraphOptions = {}): Promise<FakeGraph> {
  const tenantId = options.tenantId ?? 'fake-tenant-id';
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const lifetime = options.tokenLifetimeSeconds ?? 3599;
  const store = new MailboxStore();
  for (const address of options.mailboxes ?? ['leads@movingco.example']) store.addMailbox(address);
  const tokens = new Map<string, { clientId: string; expiresAtMs: number }>();
  const requests: RecordedRequest[] = [];
  const sent: GraphSentMail[] = [];
  const stats: FakeGraphStats = { tokenRequests: 0, tokensIssued: 0, graphRequests: 0, unauthorized: 0, throttled: 0, injectedFailures: 0 };
  const failures = new InjectedFailures<{ status: number; retryAfter: number }>();
  let latencyMs = options.latencyMs ?? 0;
  let generation = 0;
  let baseUrl = '';

  const graphError = (res: ServerResponse, req: IncomingMessage, status: number, code: string, message: string, extra: Record<string, string> = {}) => {
    const requestId = newCorrelationId();
    const innerError = { date: `${new Date().toISOString().slice(0, 19)}`, 'request-id': requestId, 'client-request-id': header(req, 'client-request-id') ?? requestId };
    sendJson(res, status, { error: { code, message, innerError } }, { 'request-id': requestId, ...extra });
  };

  const token = (req: IncomingMessage, res: ServerResponse, ctx: RequestContext, tenant: string): void => {
    stats.tokenRequests++;
    if (tenant.toLowerCase() !== tenantId.toLowerCase()) {
      return aadError(res, 400, 'invalid_request', 90002, `Tenant '${tenant}' not found. Check to make sure you have the correct tenant ID and are signing into the correct cloud.`);
    }
    const isForm = (header(req, 'content-type') ?? '').includes('application/x-www-form-urlencoded');
    const form = new URLSearchParams(isForm ? ctx.rawBody.toString('utf8') : '');
    const basic = /^Basic\s+(.+)$/i.exec(header(req, 'authorization') ?? '');
    const [basicId, basicSecret] = basic ? Buffer.from(basic[1], 'base64').toString('utf8').split(':').map(decodeURIComponent) : [];
    const grantType = form.get('grant_type');
    const id = form.get('client_id') ?? basicId;
    const secret = form.get('client_secret') ?? basicSecret;
    if (!grantType) return aadError(res, 400, 'invalid_request', 900144, "The request body must contain the following parameter: 'grant_type'.");
    if (grantType !== 'client_credentials') {
      return aadError(res, 400, 'unsupported_grant_type', 70003, `The app requested an unsupported grant type '${grantType}'.`);
    }
    if (!id) return aadError(res, 400, 'invalid_request', 900144, "The request body must contain the following parameter: 'client_id'.");
    if (id !== clientId) {
      return aadError(res, 400, 'unauthorized_client', 700016, `Application with identifier '${id}' was not found in the directory '${tenantId}'.`);
    }
    if (form.get('scope') !== GRAPH_SCOPE) {
      return aadError(res, 400, 'invalid_scope', 1002012, `The provided value for scope ${form.get('scope') ?? ''} is not valid. Client credential flows must have a scope value with /.default suffixed to the resource identifier (application ID URI).`);
    }
    if (!secret) return aadError(res, 401, 'invalid_client', 7000218, "The request body must contain the following parameter: 'client_assertion' or 'client_secret'.");
    if (secret !== clientSecret) {
      return aadError(res, 401, 'invalid_client', 7000215, `Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '${clientId}'.`);
    }
    const accessToken = fakeJwt(tenantId, clientId, lifetime);
    tokens.set(accessToken, { clientId, expiresAtMs: Date.now() + lifetime * 1000 });
    stats.tokensIssued++;
    sendJson(res, 200, { token_type: 'Bearer', expires_in: lifetime, ext_expires_in: lifetime, access_token: accessToken }, { 'cache-control': 'no-store, no-cache', pragma: 'no-cache' });
  };

  const delta = (req: IncomingMessage, res: ServerResponse, ctx: RequestContext, mailbox: GraphMailbox, folder: GraphFolder, userKey: string, folderKey: string): void => {
    const prefer = /odata\.maxpagesize=(\d+)/i.exec(header(req, 'prefer') ?? '');
    const preferred = prefer ? Math.min(Math.max(Number(prefer[1]), 1), 1000) : undefined;
    const skip = ctx.url.searchParams.get('$skiptoken');
    const deltaToken = ctx.url.searchParams.get('$deltatoken');
    let state: DeltaState;
    if (skip !== null || deltaToken !== null) {
      const decoded = decodeDeltaState(skip ?? deltaToken ?? '');
      if (!decoded || decoded.m !== mailbox.id || decoded.f !== folder.id) {
        throw new GraphRequestError(400, 'ErrorInvalidSyncStateData', 'The sync state data is corrupt or otherwise invalid.');
      }
      if (decoded.g !== generation) throw new GraphRequestError(410, 'SyncStateNotFound', 'The sync state is not found or has expired. Restart the synchronization.');
      state = skip !== null ? decoded : { ...decoded, c: decoded.s, u: store.currentSeq };
      if (preferred) state.p = preferred;
    } else {
      const select = ctx.url.searchParams.get('$select');
      parseSelect(select);
      const received = parseDeltaFilter(ctx.url.searchParams.get('$filter'));
      state = { m: mailbox.id, f: folder.id, s: 0, c: 0, u: store.currentSeq, p: preferred ?? 10, sel: select, g: generation, ...(received ? { r: received } : {}) };
    }
    const select = parseSelect(state.sel);
    const page = store.deltaPage(mailbox, state);
    const link = `${baseUrl}/v1.0/users('${keySegment(userKey)}')/mailFolders('${keySegment(folderKey)}')/messages/delta`;
    const body: Record<string, unknown> = {
      '@odata.context': `${baseUrl}/v1.0/$metadata#Collection(message)`,
      value: page.items.map((message) => messageJson(message, select, true)),
    };
    if (page.more) {
      body['@odata.nextLink'] = `${link}?$skiptoken=${encodeDeltaState({ ...state, c: page.items[page.items.length - 1].seq })}`;
    } else {
      body['@odata.deltaLink'] = `${link}?$deltatoken=${encodeDeltaState({ ...state, s: state.u, c: state.u, u: 0 })}`;
    }
    sendJson(res, 200, body, preferred ? { 'preference-applied': `odata.maxpagesize=${preferred}` } : {});
  };

  /** A message list (newest first) with the one $filter this app uses: `internetMessageId eq '<id>'`; $top, $select. */
  const listMessages = (mailbox: GraphMailbox, folder: GraphFolder | undefined, params: URLSearchParams): Record<string, unknown>[] => {
    const filter = params.get('$filter');
    const byId = filter === null ? null : /^internetMessageId eq '((?:[^']|'')*)'$/.exec(filter.trim());
    if (filter !== null && !byId) throw new GraphRequestError(400, 'ErrorInvalidUrlQueryFilter', 'The query filter contains one or more invalid nodes.');
    const wanted = byId ? byId[1].replace(/''/g, "'") : null;
    const top = Math.min(Math.max(Number(params.get('$top') ?? 10) || 10, 1), 1000);
    const select = parseSelect(params.get('$select'));
    return [...mailbox.messages.values()]
      .filter((m) => !m.deleted && (!folder || m.folderId === folder.id) && (wanted === null || m.internetMessageId === wanted))
      .sort((a, b) => b.seq - a.seq)
      .slice(0, top)
      .map((m) => messageJson(m, select, false));
  };

  const graph = (req: IncomingMessage, res: ServerResponse, ctx: RequestContext): void => {
    const seg = graphSegments(ctx.url.pathname).slice(1);
    const name = (i: number) => seg[i]?.toLowerCase();
    if (req.method === 'POST' && name(0) === 'users' && seg.length === 3 && name(2) === 'sendmail') {
      if (!store.find(seg[1])) throw new GraphRequestError(404, 'ErrorInvalidUser', `The requested user '${seg[1]}' is invalid.`);
      return sendMail(req, res, ctx, seg[1], sent, bearerToken(req), (raw) => store.addMessage(seg[1], 'sentitems', raw));
    }
    if (req.method !== 'GET' || name(0) !== 'users' || seg.length < 3) {
      throw new GraphRequestError(400, 'BadRequest', `Resource not found for the segment '${seg[0] ?? ''}'.`);
    }
    const mailbox = store.find(seg[1]);
    if (!mailbox) throw new GraphRequestError(404, 'ErrorInvalidUser', `The requested user '${seg[1]}' is invalid.`);
    let rest = seg.slice(2);
    let folder: GraphFolder | undefined;
    if (rest[0]?.toLowerCase() === 'mailfolders' && rest.length >= 2) {
      folder = store.folder(mailbox, rest[1]);
      if (!folder) throw new GraphRequestError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      if (rest.length === 2) {
        const count = [...mailbox.messages.values()].filter((m) => !m.deleted && m.folderId === folder?.id);
        return sendJson(res, 200, {
          '@odata.context': `${baseUrl}/v1.0/$metadata#users('${keySegment(seg[1])}')/mailFolders/$entity`,
          id: folder.id,
          displayName: folder.displayName,
          parentFolderId: null,
          childFolderCount: 0,
          unreadItemCount: count.filter((m) => !m.isRead).length,
          totalItemCount: count.length,
          isHidden: false,
        });
      }
      if (rest.length === 4 && rest[2].toLowerCase() === 'messages' && rest[3].toLowerCase() === 'delta') {
        return delta(req, res, ctx, mailbox, folder, seg[1], rest[1]);
      }
      rest = rest.slice(2);
    }
    if (rest.length === 1 && rest[0].toLowerCase() === 'messages') {
      return sendJson(res, 200, {
        '@odata.context': `${baseUrl}/v1.0/$metadata#users('${keySegment(seg[1])}')/messages`,
        value: listMessages(mailbox, folder, ctx.url.searchParams),
      });
    }
    if (rest[0]?.toLowerCase() === 'messages' && (rest.length === 2 || (rest.length === 3 && rest[2] === '$value'))) {
      const message = store.message(mailbox, rest[1]);
      if (!message || (folder && message.folderId !== folder.id)) {
        throw new GraphRequestError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      }
      if (rest.length === 3) return sendText(res, 200, message.raw, 'text/plain');
      const select = parseSelect(ctx.url.searchParams.get('$select'));
      return sendJson(res, 200, { '@odata.context': `${baseUrl}/v1.0/$metadata#users('${keySegment(seg[1])}')/messages/$entity`, ...messageJson(message, select, false) });
    }
    throw new GraphRequestError(400, 'BadRequest', `Resource not found for the segment '${rest[0] ?? ''}'.`);
  };

  const handler = async (req: IncomingMessage, res: ServerResponse, ctx: RequestContext): Promise<void> => {
    await sleep(latencyMs);
    const tokenPath = /^\/([^/]+)\/oauth2\/v2\.0\/token$/.exec(ctx.url.pathname);
    if (tokenPath && req.method === 'POST') return token(req, res, ctx, decodeURIComponent(tokenPath[1]));
    if (!ctx.url.pathname.startsWith('/v1.0/')) {
      return sendJson(res, 404, { error: 'not_found', error_description: `The fake has no route for ${req.method ?? ''} ${ctx.url.pathname}` });
    }
    stats.graphRequests++;
    const presented = bearerToken(req);
    const issued = presented ? tokens.get(presented) : undefined;
    if (!issued || issued.expiresAtMs <= Date.now()) {
      stats.unauthorized++;
      const message = !presented ? 'Access token is empty.' : issued ? 'Lifetime validation failed, the token is expired.' : 'Access token validation failure. Invalid audience.';
      const challenge = 'Bearer realm="", authorization_uri="https://login.microsoftonline.com/common/oauth2/authorize", client_id="00000003-0000-0000-c000-000000000000"';
      return graphError(res, req, 401, 'InvalidAuthenticationToken', message, { 'www-authenticate': challenge });
    }
    const injected = failures.take();
    if (injected) {
      const throttled = injected.status === 429;
      stats[throttled ? 'throttled' : 'injectedFailures']++;
      const [code, message] = throttled ? ['TooManyRequests', 'Too many requests'] : ['serviceNotAvailable', 'Service unavailable'];
      return graphError(res, req, injected.status, code, message, { 'retry-after': String(injected.retryAfter) });
    }
    try {
      graph(req, res, ctx);
    } catch (err) {
      if (!(err instanceof GraphRequestError)) throw err;
      graphError(res, req, err.status, err.code, err.message);
    }
  };

  const server = await listenOnLoopback(handler, requests, options.port ?? 0);
  baseUrl = server.url;

  return {
    url: server.url,
    tokenUrl: `${server.url}/${tenantId}/oauth2/v2.0/token`,
    graphUrl: `${server.url}/v1.0`,
    tenantId,
    clientId,
    clientSecret,
    state: { mailboxes: store.mailboxes, tokens, requests, stats, sent },
    addMailbox: (address) => store.addMailbox(address),
    addFolder: (mailbox, displayName) => store.addFolder(mailbox, displayName),
    addMessage: (mailbox, folder, rawMime, opts) => store.addMessage(mailbox, folder, rawMime, opts),
    deleteMessage: (mailbox, id) => store.deleteMessage(mailbox, id),
    throttleNext: (n, retryAfterSeconds = 1) => failures.add(n, { status: 429, retryAfter: retryAfterSeconds }),
    failNextRequests: (n, status = 503) => failures.add(n, { status, retryAfter: 1 }),
    setLatency: (ms) => {
      latencyMs = ms;
    },
    expireTokens: () => {
      for (const entry of tokens.values()) entry.expiresAtMs = 0;
    },
    expireDeltaTokens: () => {
      generation++;
    },
    close: () => server.close(),
  };
}

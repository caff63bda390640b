// Local fake of the HubSpot CRM API (the subset Lead Automation uses), on 127.0.0.1 with node:http only.
//
//   GET  /account-info/v3/details                                      health probe (portalId, uiDomain, timeZone)
//   POST /crm/v3/objects/{contacts|deals}/batch/upsert                 ≤100 inputs; 200 COMPLETE or 207 with errors
//   POST /crm/v3/objects/{contacts|deals}/search                       filterGroups (EQ, NEQ, IN, NOT_IN, HAS_PROPERTY…)
//   GET  /crm/v3/objects/{contacts|deals}/{id}[?properties=a,b&idProperty=email]
//   POST /crm/v3/objects/deals/merge                                   two deals become one new deal (hubspot-fake-merge.ts)
//   POST /crm/v4/associations/{deals|contacts}/{contacts|deals}/batch/associate/default
//   GET  /crm/v4/objects/{deals|contacts}/{id}/associations/{contacts|deals}
//   POST /crm/v3/objects/{emails|calls|tasks|notes}                    one activity with its associations; 201
//   POST /crm/v3/objects/{emails|calls|tasks|notes}/search             property filters + associations.{contact|deal}
//   GET  /crm/v3/objects/{emails|calls|tasks|notes}/{id}[?properties=a,b]
//
// Behaviour taken from HubSpot's documented formats: `Authorization: Bearer <token>` (401 INVALID_AUTHENTICATION
// otherwise), error bodies `{status:'error', message, correlationId, category, context?}`, a rolling 10-second
// rate limit answered with 429 + `Retry-After` (seconds) and the TEN_SECONDLY_ROLLING body, and the
// X-HubSpot-RateLimit-* headers on every authenticated answer. GET and search return HubSpot's default
// properties unless `properties` is given, as the real API does. Contacts upsert by email (case-insensitive,
// stored lowercase); deals upsert by one unique property (default `q2g_tracking_number`); repeating an upsert
// never creates a second record. Duplicate ids inside one batch are a 400, as in HubSpot. Activities are created
// one per call (HubSpot has no idempotency key for them): hs_timestamp is required, the documented options of
// hs_email_direction/status, hs_call_status and hs_task_status/type/priority are checked, and each association must be
// the HubSpot-defined default type of that activity to a contact or deal that exists (400 otherwise).
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  bearerToken,
  InjectedFailures,
  listenOnLoopback,
  newCorrelationId,
  parseJson,
  sendJson,
  sleep,
  type RecordedRequest,
  type RequestContext,
} from './http-helpers';
import {
  ACTIVITY_TYPES,
  ASSOCIATION_TYPE_ID,
  HubSpotRequestError,
  HubSpotStore,
  pickProperties,
  publicObject,
  validationError,
  type HubSpotActivity,
  type HubSpotActivityType,
  type HubSpotObjectType,
  type HubSpotRecord,
} from './hubspot-fake-store';
import { mergeDeals, mergedDealId } from './hubspot-fake-merge';

export type { HubSpotActivity, HubSpotActivityType, HubSpotObjectType, HubSpotRecord } from './hubspot-fake-store';

export interface FakeHubSpotOptions {
  /** Default 0 (a random free port). */
  port?: number;
  /** The private-app token the fake accepts. Default 'fake-hubspot-token'. */
  accessToken?: string;
  /** Default 12345678. */
  portalId?: number;
  /** Requests allowed per rolling 10 s window. Default 190. */
  limitPer10s?: number;
  /** The unique deal property used as idProperty for deal upserts. Default 'q2g_tracking_number'. */
  dealIdProperty?: string;
  /** property name -> values answered with a VALIDATION_ERROR ('*' = any value). */
  rejectValues?: Record<string, string[]>;
  /** When given, properties not listed are rejected (PROPERTY_DOESNT_EXIST), like a portal without them. */
  knownProperties?: Partial<Record<HubSpotObjectType, string[]>>;
  /** How long new/changed records stay invisible to search (HubSpot's index lags writes). Default 0. */
  searchLagMs?: number;
  /** Delay before every answer. Default 0. */
  latencyMs?: number;
}

export interface FakeHubSpotStats {
  requests: number;
  rateLimited: number;
  unauthorized: number;
  injectedFailures: number;
}

export interface FakeHubSpotState {
  /** Contacts by object id. */
  readonly contacts: Map<string, HubSpotRecord>;
  /** Deals by object id (the unique property is indexed; see countDealsWith). */
  readonly deals: Map<string, HubSpotRecord>;
  /** Deal-contact associations as `${dealId}:${contactId}`. */
  readonly associations: Set<string>;
  /** Activities (emails, calls, tasks, notes) by object id, with the associations they were created with. */
  readonly activities: Map<string, HubSpotActivity>;
  /** Creates that happened although the unique key existed: 0 by construction (assert on it anyway). */
  readonly duplicateCreates: number;
  readonly requests: RecordedRequest[];
  readonly stats: FakeHubSpotStats;
}

export interface FakeHubSpot {
  url: string;
  accessToken: string;
  portalId: number;
  state: FakeHubSpotState;
  /** The next n requests answer `status` (5xx with a HubSpot-like body; 429 gets the rate-limit body). */
  failNextRequests(n: number, status?: number): void;
  /** The next n POSTs are carried out but answered 504 (a gateway timeout after HubSpot did the work). */
  loseNextAnswers(n: number): void;
  setLatency(ms: number): void;
  /** Upserts carrying this property (with this value, or any value when omitted) fail with VALIDATION_ERROR. */
  rejectProperty(name: string, value?: string): void;
  clearRejections(): void;
  setRateLimit(limitPer10s: number): void;
  /** Forgets the requests counted in the current 10 s window. */
  resetRateLimit(): void;
  countDealsWith(property: string, value: string): number;
  findContactByEmail(email: string): HubSpotRecord | undefined;
  findDeal(uniqueValue: string): HubSpotRecord | undefined;
  hasAssociation(dealId: string, contactId: string): boolean;
  /** Activities associated with a contact or deal, of one type or all. */
  activitiesOn(toType: HubSpotObjectType, toId: string, type?: HubSpotActivityType): HubSpotActivity[];
  /** Clears records, associations, the request log, stats, injected failures and the rate-limit window. */
  reset(): void;
  close(): Promise<void>;
}

const WINDOW_MS = 10_000;
const OBJECT_TYPES: Record<string, HubSpotObjectType> = {
  contact: 'contacts',
  contacts: 'contacts',
  '0-1': 'contacts',
  deal: 'deals',
  deals: 'deals',
  '0-3': 'deals',
};

function errorBody(category: string, message: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { status: 'error', message, correlationId: newCorrelationId(), category, ...extra };
}

function rateLimitBody(): Record<string, unknown> {
  return {
    status: 'error',
    message: 'You have reached your ten_secondly_rolling limit.',
    errorType: 'RATE_LIMIT',
    correlationId: newCorrelationId(),
    policyName: 'TEN_SECONDLY_ROLLING',
    groupName: 'api-calls-private-app',
  };
}

function injectedBody(status: number): Record<string, unknown> {
  if (status === 429) return rateLimitBody();
  const messages: Record<number, string> = {
    500: 'internal error',
    502: 'Bad Gateway',
    503: 'Service Unavailable: the service is temporarily unable to handle the request',
    504: 'Gateway Timeout',
  };
  return errorBody(status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR', messages[status] ?? `Injected failure ${status}`);
}

function batchBody(results: unknown[], errors: unknown[], startedAt: string) {
  const base = { status: 'COMPLETE', results, startedAt, completedAt: new Date().toISOString() };
  return errors.length > 0 ? { ...base, numErrors: errors.length, errors } : base;
}

export async function startFakeHubSpot(options: FakeHubSpotOptions = {}): Promise<FakeHubSpot> {
  const accessToken = options.accessToken ?? 'fake-hubspot-token';
  const portalId = options.portalId ?? 12345678;
  const rejectValues = new Map<string, Set<string>>();
  for (const [name, values] of Object.entries(options.rejectValues ?? {})) rejectValues.set(name, new Set(values));
  const newStore = () =>
    new HubSpotStore({
      dealIdProperty: options.dealIdProperty ?? 'q2g_tracking_number',
      searchLagMs: options.searchLagMs ?? 0,
      rejectValues,
      knownProperties: options.knownProperties,
    });
  let store = newStore();
  let limit = options.limitPer10s ?? 190;
  let latencyMs = options.latencyMs ?? 0;
  let windowHits: number[] = [];
  const failures = new InjectedFailures<number>();
  let lostAnswers = 0;
  const requests: RecordedRequest[] = [];
  const stats: FakeHubSpotStats = { requests: 0, rateLimited: 0, unauthorized: 0, injectedFailures: 0 };

  const rateHeaders = (remaining: number): Record<string, string> => ({
    'x-hubspot-ratelimit-interval-milliseconds': String(WINDOW_MS),
    'x-hubspot-ratelimit-max': String(limit),
    'x-hubspot-ratelimit-remaining': String(Math.max(0, remaining)),
  });

  /** Counts the request in the rolling window; returns the Retry-After seconds when over the limit. */
  const takeRateSlot = (): { retryAfter?: number; remaining: number } => {
    const now = Date.now();
    windowHits = windowHits.filter((t) => t > now - WINDOW_MS);
    if (windowHits.length >= limit) {
      const waitMs = windowHits[0] + WINDOW_MS - now;
      return { retryAfter: Math.max(1, Math.ceil(waitMs / 1000)), remaining: 0 };
    }
    windowHits.push(now);
    return { remaining: limit - windowHits.length };
  };

  const handler = async (req: IncomingMessage, res: ServerResponse, ctx: RequestContext): Promise<void> => {
    stats.requests++;
    await sleep(latencyMs);
    const injected = failures.take();
    if (injected !== undefined) {
      stats.injectedFailures++;
      sendJson(res, injected, injectedBody(injected), injected === 429 ? { 'retry-after': '1' } : {});
      return;
    }
    if (bearerToken(req) !== accessToken) {
      stats.unauthorized++;
      sendJson(
        res,
        401,
        errorBody(
          'INVALID_AUTHENTICATION',
          'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
        ),
      );
      return;
    }
    const slot = takeRateSlot();
    if (slot.retryAfter !== undefined) {
      stats.rateLimited++;
      sendJson(res, 429, rateLimitBody(), { 'retry-after': String(slot.retryAfter), ...rateHeaders(0) });
      return;
    }
    const headers = rateHeaders(slot.remaining);
    try {
      const { status, body } = route(req.method ?? 'GET', ctx);
      if (lostAnswers > 0 && req.method === 'POST') {
        lostAnswers--;
        stats.injectedFailures++;
        sendJson(res, 504, injectedBody(504), headers);
        return;
      }
      sendJson(res, status, body, headers);
    } catch (err) {
      if (!(err instanceof HubSpotRequestError)) throw err;
      sendJson(res, err.status, err.body, headers);
    }
  };

  const readJsonBody = (ctx: RequestContext): unknown => {
    const parsed = parseJson(ctx.rawBody);
    if (!parsed.ok) throw validationError(`Invalid input JSON on line 1: ${parsed.error}`);
    return parsed.value;
  };

  const notFound = (id: string) =>
    new HubSpotRequestError(
      404,
      errorBody('OBJECT_NOT_FOUND', 'Object not found.  objectId are usually numeric.', { context: { id: [id] } }),
    );

  const route = (method: string, ctx: RequestContext): { status: number; body: unknown } => {
    const path = ctx.url.pathname.replace(/\/+$/, '');
    const startedAt = new Date().toISOString();
    let m: RegExpExecArray | null;
    if (method === 'GET' && path === '/account-info/v3/details') {
      return {
        status: 200,
        body: {
          portalId,
          accountType: 'STANDARD',
          timeZone: 'US/Eastern',
          companyCurrency: 'USD',
          additionalCurrencies: [],
          utcOffset: '-05:00',
          utcOffsetMilliseconds: -18_000_000,
          uiDomain: 'app.hubspot.com',
          dataHostingLocation: 'na1',
        },
      };
    }
    if ((m = /^\/crm\/v3\/objects\/([^/]+)\/batch\/upsert$/.exec(path)) && OBJECT_TYPES[m[1]] && method === 'POST') {
      const outcome = store.upsert(OBJECT_TYPES[m[1]], readJsonBody(ctx));
      return { status: outcome.errors.length > 0 ? 207 : 200, body: batchBody(outcome.results, outcome.errors, startedAt) };
    }
    if ((m = /^\/crm\/v3\/objects\/([^/]+)\/merge$/.exec(path)) && OBJECT_TYPES[m[1]] === 'deals' && method === 'POST') {
      return { status: 200, body: mergeDeals(store, readJsonBody(ctx), notFound) };
    }
    if ((m = /^\/crm\/v3\/objects\/([^/]+)\/search$/.exec(path)) && OBJECT_TYPES[m[1]] && method === 'POST') {
      return { status: 200, body: store.search(OBJECT_TYPES[m[1]], readJsonBody(ctx)) };
    }
    if ((m = /^\/crm\/v3\/objects\/([^/]+)\/([^/]+)$/.exec(path)) && OBJECT_TYPES[m[1]] && method === 'GET') {
      const type = OBJECT_TYPES[m[1]];
      const id = decodeURIComponent(m[2]);
      const idProperty = ctx.url.searchParams.get('idProperty');
      const record =
        idProperty && idProperty !== 'hs_object_id'
          ? idProperty === store.idPropertyOf(type)
            ? store.findByUniqueValue(type, id)
            : undefined
          : store.objects(type).get(type === 'deals' ? mergedDealId(store, id) : id);
      if (!record) throw notFound(id);
      const wanted = ctx.url.searchParams.getAll('properties').flatMap((p) => p.split(',')).filter(Boolean);
      return { status: 200, body: publicObject(record, pickProperties(type, record.properties, wanted)) };
    }
    const activity = /^\/crm\/v3\/objects\/([^/]+)(?:\/([^/]+))?$/.exec(path);
    const activityType = activity && (ACTIVITY_TYPES as readonly string[]).includes(activity[1]) ? (activity[1] as HubSpotActivityType) : null;
    if (activity && activityType && activity[2] === undefined && method === 'POST') {
      const created = store.createActivity(activityType, readJsonBody(ctx));
      return { status: 201, body: { id: created.id, properties: { ...created.properties }, createdAt: created.createdAt, updatedAt: created.updatedAt, archived: false } };
    }
    if (activity && activityType && activity[2] === 'search' && method === 'POST') {
      return { status: 200, body: store.searchActivities(activityType, readJsonBody(ctx)) };
    }
    if (activity && activityType && activity[2] !== undefined && method === 'GET') {
      const found = store.activities.get(decodeURIComponent(activity[2]));
      if (!found || found.objectType !== activityType) throw notFound(activity[2]);
      const wanted = ctx.url.searchParams.getAll('properties').flatMap((p) => p.split(',')).filter(Boolean);
      const properties = wanted.length === 0 ? { ...found.properties } : Object.fromEntries(wanted.filter((p) => p in found.properties).map((p) => [p, found.properties[p]]));
      return { status: 200, body: { id: found.id, properties, createdAt: found.createdAt, updatedAt: found.updatedAt, archived: false } };
    }
    m = /^\/crm\/v4\/associations\/([^/]+)\/([^/]+)\/batch\/associate\/default$/.exec(path);
    if (m && OBJECT_TYPES[m[1]] && OBJECT_TYPES[m[2]] && method === 'POST') {
      const { results, errors } = store.associate(OBJECT_TYPES[m[1]], OBJECT_TYPES[m[2]], readJsonBody(ctx));
      return { status: errors.length > 0 ? 207 : 200, body: batchBody(results, errors, startedAt) };
    }
    m = /^\/crm\/v4\/objects\/([^/]+)\/([^/]+)\/associations\/([^/]+)$/.exec(path);
    if (m && OBJECT_TYPES[m[1]] && OBJECT_TYPES[m[3]] && method === 'GET') {
      const fromType = OBJECT_TYPES[m[1]];
      const fromId = decodeURIComponent(m[2]);
      if (!store.objects(fromType).has(fromId)) throw notFound(fromId);
      const typeId = fromType === 'deals' ? ASSOCIATION_TYPE_ID.dealsToContacts : ASSOCIATION_TYPE_ID.contactsToDeals;
      const results = store
        .associatedIds(fromType, fromId)
        .map((toId) => ({ toObjectId: Number(toId), associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId, label: null }] }));
      return { status: 200, body: { results } };
    }
    throw new HubSpotRequestError(404, errorBody('OBJECT_NOT_FOUND', `The fake HubSpot has no route for ${method} ${path}`));
  };

  const server = await listenOnLoopback(handler, requests, options.port ?? 0);

  return {
    url: server.url,
    accessToken,
    portalId,
    state: {
      get contacts() {
        return store.contacts;
      },
      get deals() {
        return store.deals;
      },
      get associations() {
        return store.associations;
      },
      get activities() {
        return store.activities;
      },
      get duplicateCreates() {
        return store.duplicateCreates;
      },
      requests,
      stats,
    },
    failNextRequests: (n, status = 502) => failures.add(n, status),
    loseNextAnswers: (n) => {
      lostAnswers += n;
    },
    setLatency: (ms) => {
      latencyMs = ms;
    },
    rejectProperty: (name, value = '*') => {
      const values = rejectValues.get(name) ?? new Set<string>();
      values.add(value);
      rejectValues.set(name, values);
    },
    clearRejections: () => rejectValues.clear(),
    setRateLimit: (n) => {
      limit = n;
    },
    resetRateLimit: () => {
      windowHits = [];
    },
    countDealsWith: (property, value) => store.countDealsWith(property, value),
    findContactByEmail: (email) => store.findByUniqueValue('contacts', email),
    findDeal: (uniqueValue) => store.findByUniqueValue('deals', uniqueValue),
    hasAssociation: (dealId, contactId) => store.associations.has(`${dealId}:${contactId}`),
    activitiesOn: (toType, toId, type) => store.activitiesOn(toType, toId, type),
    reset: () => {
      store = newStore();
      requests.length = 0;
      Object.assign(stats, { requests: 0, rateLimited: 0, unauthorized: 0, injectedFailures: 0 });
      failures.clear();
      lostAnswers = 0;
      windowHits = [];
    },
    close: () => server.close(),
  };
}

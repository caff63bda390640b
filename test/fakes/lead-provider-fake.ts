// Local fake of our lead provider's lookup API, on 127.0.0.1 with node:http only.
//
// ---- Lead provider lookup API: the contract (copy into the README) ---------------------------------------
//
//   GET /leads/{tracking_number}
//     Header  X-API-Key: <key>            required; missing or wrong -> 401
//     200     {
//               "tracking_number": "Q2G-123456",
//               "customer": { "name": "Jane Doe", "email": "jane@example.com", "phone": "+15555550123" },
//               "move": {
//                 "date": "2025-07-01",                       // YYYY-MM-DD
//                 "size": "2 bedroom",
//                 "origin":      { "street": "1 Main St", "city": "Austin", "state": "TX", "zip": "78701" },
//                 "destination": { "street": "9 Elm St",  "city": "Denver", "state": "CO", "zip": "80202" }
//               },
//               "estimated_revenue": 2450.5                   // number (USD), may be null when unknown
//             }
//     401     { "error": "unauthorized", "message": "Invalid API key" }
//     404     { "error": "not_found", "message": "Lead not found" }
//     5xx     { "error": "service_unavailable" | "internal_error" | "bad_gateway" | "gateway_timeout", "message": "..." }
//             503 carries `Retry-After: <seconds>`. Clients retry 5xx with backoff; 4xx are final.
//
//   GET /health                            no key needed
//     200     { "status": "ok" }
//
//   The tracking number is matched exactly (after percent-decoding the path segment). Bodies are JSON
//   (`content-type: application/json`). Unknown routes -> 404 { "error": "not_found", "message": "Route not found" }.
// ------------------------------------------------------------------------------------------------------------
import type { IncomingMessage, ServerResponse } from 'node:http';
import { header, InjectedFailures, listenOnLoopback, sendJson, sleep, type RecordedRequest, type RequestContext } from './http-helpers';

export interface LeadAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface LeadRecord {
  tracking_number: string;
  customer: { name: string; email: string; phone: string };
  move: { date: string; size: string; origin: LeadAddress; destination: LeadAddress };
  estimated_revenue: number | null;
}

export interface FakeLeadProviderOptions {
  port?: number;
  /** Default 'fake-lead-provider-key'. */
  apiKey?: string;
  leads?: LeadRecord[];
  latencyMs?: number;
}

export interface FakeLeadProviderState {
  /** By tracking number. */
  readonly leads: Map<string, LeadRecord>;
  readonly requests: RecordedRequest[];
  readonly stats: { requests: number; unauthorized: number; notFound: number; injectedFailures: number };
}

export interface FakeLeadProvider {
  url: string;
  apiKey: string;
  state: FakeLeadProviderState;
  addLead(record: LeadRecord): void;
  removeLead(trackingNumber: string): boolean;
  /** The next n lookups (not /health) answer `status`. */
  failNextRequests(n: number, status?: number): void;
  setLatency(ms: number): void;
  close(): Promise<void>;
}

const FAILURES: Record<number, [string, string]> = {
  500: ['internal_error', 'Internal server error'],
  502: ['bad_gateway', 'Bad gateway'],
  503: ['service_unavailable', 'Service temporarily unavailable'],
  504: ['gateway_timeout', 'Gateway timeout'],
};

/** A complete, valid lead for tests; override any part. */
export function sampleLead(trackingNumber: string, overrides: Partial<LeadRecord> = {}): LeadRecord {
  return {
    tracking_number: trackingNumber,
    customer: { name: 'Jane Doe', email: 'jane.doe@example.com', phone: '+15555550123' },
    move: {
      date: '2025-07-01',
      size: '2 bedroom',
      origin: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      destination: { street: '9 Elm St', city: 'Denver', state: 'CO', zip: '80202' },
    },
    estimated_revenue: 2450.5,
    ...overrides,
  };
}

export async function startFakeLeadProvider(options: FakeLeadProviderOptions = {}): Promise<FakeLeadProvider> {
  const apiKey = options.apiKey ?? 'fake-lead-provider-key';
  const leads = new Map<string, LeadRecord>();
  for (const lead of options.leads ?? []) leads.set(lead.tracking_number, structuredClone(lead));
  const requests: RecordedRequest[] = [];
  const stats = { requests: 0, unauthorized: 0, notFound: 0, injectedFailures: 0 };
  const failures = new InjectedFailures<number>();
  let latencyMs = options.latencyMs ?? 0;

  const handler = async (req: IncomingMessage, res: ServerResponse, ctx: RequestContext): Promise<void> => {
    stats.requests++;
    await sleep(latencyMs);
    const path = ctx.url.pathname;
    if (req.method === 'GET' && path === '/health') return sendJson(res, 200, { status: 'ok' });
    const match = /^\/leads\/([^/]+)$/.exec(path);
    if (req.method !== 'GET' || !match) {
      stats.notFound++;
      return sendJson(res, 404, { error: 'not_found', message: 'Route not found' });
    }
    const injected = failures.take();
    if (injected !== undefined) {
      stats.injectedFailures++;
      const [error, message] = FAILURES[injected] ?? ['error', `Injected failure ${injected}`];
      return sendJson(res, injected, { error, message }, injected === 503 ? { 'retry-after': '1' } : {});
    }
    if (header(req, 'x-api-key') !== apiKey) {
      stats.unauthorized++;
      return sendJson(res, 401, { error: 'unauthorized', message: 'Invalid API key' });
    }
    let tracking: string;
    try {
      tracking = decodeURIComponent(match[1]);
    } catch {
      tracking = match[1];
    }
    const lead = leads.get(tracking);
    if (!lead) {
      stats.notFound++;
      return sendJson(res, 404, { error: 'not_found', message: 'Lead not found' });
    }
    sendJson(res, 200, lead);
  };

  const server = await listenOnLoopback(handler, requests, options.port ?? 0);
  return {
    url: server.url,
    apiKey,
    state: { leads, requests, stats },
    addLead: (record) => {
      leads.set(record.tracking_number, structuredClone(record));
    },
    removeLead: (trackingNumber) => leads.delete(trackingNumber),
    failNextRequests: (n, status = 503) => failures.add(n, status),
    setLatency: (ms) => {
      latencyMs = ms;
    },
    close: () => server.close(),
  };
}

// Shared plumbing for the local fake servers in this folder (node:http only, loopback only, no side effects
// at import time so both jest and the dev launcher can import them).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake saw it; `status` is filled in once the response has been sent. */
export interface RecordedRequest {
  method: string;
  /** Path without the query string, as sent (not percent-decoded). */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON, the raw text for other content types, or undefined for an empty body. */
  body: unknown;
  status?: number;
  at: string;
}

export type RequestHandler = (req: IncomingMessage, res: ServerResponse, ctx: RequestContext) => Promise<void>;

export interface RequestContext {
  url: URL;
  rawBody: Buffer;
  record: RecordedRequest;
}

export interface LoopbackServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 10 * 1024 * 1024;

export function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

export function newCorrelationId(): string {
  return randomUUID();
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export type JsonParseResult = { ok: true; value: unknown } | { ok: false; error: string };

export function parseJson(raw: Buffer): JsonParseResult {
  try {
    return { ok: true, value: JSON.parse(raw.toString('utf8')) as unknown };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json;charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

export function sendText(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  contentType = 'text/plain',
  headers: Record<string, string> = {},
): void {
  const buf = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  res.writeHead(status, { 'content-type': contentType, 'content-length': String(buf.length), ...headers });
  res.end(buf);
}

/** Case-insensitive single header value (first one when repeated). */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(header(req, 'authorization') ?? '');
  return match ? match[1].trim() : undefined;
}

/** A queue of canned failures: `add(3, 502)` makes the next three requests take 502. */
export class InjectedFailures<T> {
  private readonly queue: T[] = [];

  add(count: number, value: T): void {
    for (let i = 0; i < count; i++) this.queue.push(value);
  }

  take(): T | undefined {
    return this.queue.shift();
  }

  get pending(): number {
    return this.queue.length;
  }

  clear(): void {
    this.queue.length = 0;
  }
}

function recordBody(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0) return undefined;
  if (contentType?.includes('json')) {
    const parsed = parseJson(raw);
    if (parsed.ok) return parsed.value;
  }
  return raw.toString('utf8');
}

function flatHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/**
 * Starts an HTTP server on 127.0.0.1 (port 0 = random). Every request is read in full, recorded into `log`
 * (its status is filled in when the response finishes) and handed to `handler`; a handler that throws
 * answers 500 `{error:'fake_internal_error'}` so a bug in a fake never hangs a test.
 */
export function listenOnLoopback(handler: RequestHandler, log: RecordedRequest[], port = 0): Promise<LoopbackServer> {
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const rawBody = await readBody(req);
      const record: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams.entries()),
        headers: flatHeaders(req),
        body: recordBody(rawBody, header(req, 'content-type')),
        at: new Date().toISOString(),
      };
      log.push(record);
      res.on('finish', () => {
        record.status = res.statusCode;
      });
      await handler(req, res, { url, rawBody, record });
    })().catch((err: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJson(res, 500, { error: 'fake_internal_error', message: err instanceof Error ? err.message : String(err) });
    });
  });
  server.keepAliveTimeout = 1000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const actual = (server.address() as AddressInfo).port;
      resolve({
        url: `http://127.0.0.1:${actual}`,
        port: actual,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((err) => (err ? fail(err) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}

import { type Server, type Socket, connect, createServer } from 'node:net';
import { freeTestPort } from '../utils/test-port';
import { HttpBrowser, signIn } from '../utils/browser-session';
import { startTestApp, type TestApp } from '../utils/test-app';
import { waitFor } from '../utils/wait-for';

/** A TCP proxy in front of the machine's PostgreSQL: closing it (and its sockets) is an outage, reopening recovers. */
class CuttableProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(readonly port: number) {}

  async open(): Promise<void> {
    if (this.server) return;
    this.server = createServer((client) => {
      const upstream = connect(5432, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async cut(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server?.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
    this.server = null;
  }
}

interface Envelope {
  success?: boolean;
  authenticated?: boolean;
  error_code?: string;
  message?: string;
}

describe('PostgreSQL outage: 503 DATABASE_UNAVAILABLE, sessions are not reported as signed out', () => {
  let t: TestApp;
  let proxy: CuttableProxy;
  let browser: HttpBrowser;

  beforeAll(async () => {
    proxy = new CuttableProxy(await freeTestPort());
    await proxy.open();
    t = await startTestApp({ APP_ROLES: 'api' }, { databasePort: proxy.port });
    browser = new HttpBrowser(t.url);
    await signIn(browser, 'sam.staff@movingco.example');
  });
  afterAll(async () => {
    await proxy.open();
    await t.close();
    await proxy.cut();
  });

  async function timed(path: string): Promise<{ status: number; body: Envelope; ms: number }> {
    const started = performance.now();
    const { status, body } = await browser.json<Envelope>(path);
    return { status, body, ms: performance.now() - started };
  }

  it('should answer 503 fast while PostgreSQL is unreachable and recover when it returns', async () => {
    expect((await timed('/auth/status')).body.authenticated).toBe(true);

    await proxy.cut();
    const status = await timed('/auth/status');
    expect(status.status).toBe(503);
    expect(status.body).toMatchObject({ success: false, error_code: 'DATABASE_UNAVAILABLE' });
    expect(status.body.authenticated).toBeUndefined();
    expect(status.ms).toBeLessThan(6000);
    const list = await timed('/api/opportunities');
    expect([list.status, list.body.error_code]).toEqual([503, 'DATABASE_UNAVAILABLE']);
    expect(JSON.stringify(list.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at .*\.js/);
    const dashboard = await timed('/api/dashboard/summary?range=7d');
    expect([dashboard.status, dashboard.body.error_code]).toEqual([503, 'DATABASE_UNAVAILABLE']);

    await proxy.open();
    const back = await waitFor('the session to be readable again', async () => {
      const again = await timed('/auth/status');
      return again.status === 200 ? again : undefined;
    }, 20_000);
    expect(back.body.authenticated).toBe(true);
    // Another pooled connection may still be one the outage broke: it is dropped on its first use (one more 503),
    // and the list answers again within seconds.
    const listBack = await waitFor('the list to answer again', async () => {
      const again = await timed('/api/opportunities');
      return again.status === 200 ? again : undefined;
    }, 10_000);
    expect(listBack.status).toBe(200);
  });
});

/** A proxy in front of PostgreSQL that can go silent: connections stay open (new ones are accepted) but nothing is forwarded. */
class FreezableProxy {
  private readonly server: Server;
  private readonly pairs = new Set<[Socket, Socket | null]>();
  private frozen = false;

  constructor(readonly port: number) {
    this.server = createServer((client) => {
      client.on('error', () => undefined);
      if (this.frozen) {
        this.pairs.add([client, null]);
        return;
      }
      const upstream = connect(5432, '127.0.0.1');
      upstream.on('error', () => undefined);
      const pair: [Socket, Socket | null] = [client, upstream];
      this.pairs.add(pair);
      client.on('close', () => this.pairs.delete(pair));
      client.pipe(upstream).pipe(client);
    });
  }

  listen(): Promise<void> {
    return new Promise((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }

  /** Nothing forwarded any more; the sockets stay open, as with a server that hangs. */
  freeze(): void {
    this.frozen = true;
    for (const [client, upstream] of this.pairs) {
      client.unpipe();
      upstream?.unpipe();
      client.pause();
      upstream?.pause();
    }
  }

  /** The hung server is restarted: every connection is reset, new ones are forwarded again. */
  thaw(): void {
    this.frozen = false;
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream?.destroy();
    }
    this.pairs.clear();
  }

  close(): Promise<void> {
    this.thaw();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('PostgreSQL accepting connections but never answering: 503 within a second', () => {
  let t: TestApp;
  let proxy: FreezableProxy;
  let browser: HttpBrowser;

  beforeAll(async () => {
    proxy = new FreezableProxy(await freeTestPort());
    await proxy.listen();
    t = await startTestApp({ APP_ROLES: 'api', HEALTH_PROBE_TIMEOUT_MS: '900', DATABASE_LIVENESS_TIMEOUT_MS: '300' }, { databasePort: proxy.port });
    browser = new HttpBrowser(t.url);
    await signIn(browser, 'sam.staff@movingco.example');
  });
  afterAll(async () => {
    proxy.thaw();
    await t.close();
    await proxy.close();
  });

  async function timed(path: string): Promise<{ status: number; body: Envelope; ms: number }> {
    const started = performance.now();
    const { status, body } = await browser.json<Envelope>(path);
    return { status, body, ms: performance.now() - started };
  }

  it('should answer the API, sign-in state and /api-health with 503 at once, and recover when it answers again', async () => {
    expect((await timed('/auth/status')).body.authenticated).toBe(true);
    proxy.freeze();
    // Asked the moment it hangs (waiting on hung connections and on the pool): each answers 503 within a second, when
    // the liveness question is judged unanswered (at most 0.2 s to the next question, then 0.3 s and one more tick).
    const inFlight = await Promise.all(['/auth/status', '/api/opportunities', '/api/dashboard/summary?range=7d', '/api/sequences'].map((path) => timed(path)));
    for (const [index, answer] of inFlight.entries()) {
      expect([index, answer.status, answer.body.error_code]).toEqual([index, 503, 'DATABASE_UNAVAILABLE']);
      expect(answer.ms).toBeLessThan(1_000);
    }
    for (const path of ['/auth/status', '/api/opportunities', '/api/dashboard/summary?range=7d']) {
      const answer = await timed(path);
      expect([path, answer.status, answer.body.error_code]).toEqual([path, 503, 'DATABASE_UNAVAILABLE']);
      expect(answer.ms).toBeLessThan(1_000);
    }
    const started = performance.now();
    const health = await fetch(`${t.url}/api-health`);
    expect(health.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(1_000);
    const report = (await health.json()) as { data: { endpoints: { name: string; status: string }[] } };
    expect(report.data.endpoints.find((endpoint) => endpoint.name === 'Database')?.status).not.toBe('healthy');

    proxy.thaw();
    const back = await waitFor('the session to be readable again', async () => {
      const again = await timed('/auth/status');
      return again.status === 200 ? again : undefined;
    }, 20_000);
    expect(back.body.authenticated).toBe(true);
    expect((await timed('/api/opportunities')).status).toBe(200);
  });
});

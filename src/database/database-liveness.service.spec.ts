import type { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { AppConfigService } from '../config/app-config.service';
import { DatabaseLiveness, LIVENESS_INTERVAL_MS } from './database-liveness.service';

type Answer = 'ok' | 'hang' | Error;

/** A connection whose connect and query answer as the test says (hang: never). */
function fakeClient(answer: () => Answer): Client {
  const reply = (): Promise<unknown> => {
    const next = answer();
    if (next === 'hang') return new Promise(() => undefined);
    return next === 'ok' ? Promise.resolve({ rows: [] }) : Promise.reject(next);
  };
  return { on: () => undefined, connect: reply, query: reply, end: () => Promise.resolve() } as unknown as Client;
}

class TestLiveness extends DatabaseLiveness {
  answer: Answer = 'ok';
  clients = 0;

  protected override newClient(): Client {
    this.clients += 1;
    return fakeClient(() => this.answer);
  }
}

const withCode = (code: string): Error => Object.assign(new Error(`error ${code}`), { code });

describe('DatabaseLiveness', () => {
  let liveness: TestLiveness;
  const dataSource = { query: jest.fn(async () => [{ '?column?': 1 }]) };

  beforeEach(() => {
    jest.useFakeTimers();
    dataSource.query.mockClear();
    liveness = new TestLiveness({ database: { url: 'postgres://db.example/la', livenessTimeoutMs: 300 } } as unknown as AppConfigService, dataSource as unknown as DataSource);
    liveness.onApplicationBootstrap();
  });
  afterEach(async () => {
    await liveness.onApplicationShutdown();
    jest.useRealTimers();
  });

  const ticks = async (n: number): Promise<void> => {
    for (let i = 0; i < n; i++) await jest.advanceTimersByTimeAsync(LIVENESS_INTERVAL_MS);
  };

  it('should stay available while every question is answered, on one connection', async () => {
    await ticks(6);
    expect(liveness.available).toBe(true);
    expect(liveness.clients).toBe(1);
    await liveness.probe();
    expect(dataSource.query).toHaveBeenCalledWith('SELECT 1');
  });

  it('should count a server that never answers as unavailable only after two overdue ticks, and refuse the probe at once', async () => {
    const heard: number[] = [];
    liveness.onUnavailable(() => heard.push(Date.now()));
    await ticks(1);
    liveness.answer = 'hang';
    const hung = Date.now();
    await ticks(3);
    // asked at 0.4 s; 0.6 s: not overdue yet (0.2 s); 0.8 s: overdue once; the next tick judges it.
    expect(liveness.available).toBe(true);
    expect(heard).toEqual([]);
    await ticks(1);
    expect(liveness.available).toBe(false);
    // Listeners (the requests in flight) hear it once, within 0.8 s of the hang.
    expect(heard).toHaveLength(1);
    expect(heard[0] - hung).toBeLessThanOrEqual(800);
    await ticks(3);
    expect(heard).toHaveLength(1);
    await expect(liveness.probe()).rejects.toThrow('Not answering (no answer within 300 ms)');
    expect(dataSource.query).not.toHaveBeenCalled();
  });

  it('should wait for its configured limit (DATABASE_LIVENESS_TIMEOUT_MS) before a slow answer counts as none', async () => {
    await liveness.onApplicationShutdown();
    liveness = new TestLiveness({ database: { url: 'postgres://db.example/la', livenessTimeoutMs: 1500 } } as unknown as AppConfigService, dataSource as unknown as DataSource);
    liveness.onApplicationBootstrap();
    await ticks(1);
    liveness.answer = 'hang';
    // Asked at 0.4 s: 1.2 s later (past the default 300 ms twice over) it is still only slow.
    await ticks(7);
    expect(liveness.available).toBe(true);
    await ticks(4);
    expect(liveness.available).toBe(false);
    await expect(liveness.probe()).rejects.toThrow('Not answering (no answer within 1500 ms)');
  });

  it('should count a refused or dropped connection as unavailable at once, and available again at the next answer', async () => {
    liveness.answer = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    await ticks(1);
    expect(liveness.available).toBe(false);
    liveness.answer = withCode('57P03');
    await ticks(1);
    expect(liveness.available).toBe(false);
    liveness.answer = 'ok';
    await ticks(1);
    expect(liveness.available).toBe(true);
    expect(liveness.clients).toBe(3);
  });

  it('should take a refusal the server itself sends (too many clients, a password) as the server answering', async () => {
    liveness.answer = withCode('53300');
    await ticks(2);
    expect(liveness.available).toBe(true);
    liveness.answer = withCode('28P01');
    await ticks(2);
    expect(liveness.available).toBe(true);
  });
});

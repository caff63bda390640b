import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { AppConfigService } from '../config/app-config.service';

/** How often PostgreSQL is asked (how long one question may take is `DATABASE_LIVENESS_TIMEOUT_MS`, 300 ms by default). */
export const LIVENESS_INTERVAL_MS = 200;

/**
 * Whether PostgreSQL answers right now, known ahead of any request: one connection of its own (not the pool's) asks
 * `SELECT 1` five times a second, and a question refused, dropped, or unanswered after the limit (300 ms by default: a
 * server that accepts connections and never answers; judged at two ticks, so within 0.8 s of the hang) marks the database unavailable
 * until a later question is answered. Listeners hear the change at once (requests in flight get their 503 then);
 * later requests get theirs at once instead of waiting on the pool for seconds; the health report says the same
 * without waiting.
 */
@Injectable()
export class DatabaseLiveness implements OnApplicationBootstrap, OnApplicationShutdown {
  private client: Client | null = null;
  private askedAt: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private answering = true;
  private overdue = false;
  private lastError = '';
  private readonly listeners = new Set<() => void>();
  private readonly timeoutMs: number;

  constructor(
    private readonly config: AppConfigService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.timeoutMs = config.database.livenessTimeoutMs;
  }

  /** False from the first unanswered question until the next answered one. */
  get available(): boolean {
    return this.answering;
  }

  /** Calls `listener` each time the database stops answering; returns the call that stops listening. */
  onUnavailable(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The health probe: refused at once while the database is known not to answer, else `SELECT 1` through the app's own pool. */
  async probe(): Promise<void> {
    if (!this.answering) throw new Error(`Not answering (${this.lastError})`);
    await this.dataSource.query('SELECT 1');
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), LIVENESS_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.drop();
  }

  /**
   * One question at a time: a question still open past the limit at two ticks in a row marks the database down and
   * its connection is dropped. Two ticks, because between them the process reads its sockets: an answer that arrived
   * while this process itself was busy (a long synchronous task, a pause) is read before it is judged missing.
   */
  private tick(): void {
    if (this.askedAt !== null) {
      if (Date.now() - this.askedAt <= this.timeoutMs) return;
      if (this.overdue) this.fail(`no answer within ${this.timeoutMs} ms`);
      else this.overdue = true;
      return;
    }
    void this.ask();
  }

  private async ask(): Promise<void> {
    const asked = Date.now();
    this.askedAt = asked;
    this.overdue = false;
    try {
      if (!this.client) {
        const client = this.newClient();
        client.on('error', () => undefined);
        this.client = client;
        await client.connect();
      }
      await this.client.query('SELECT 1');
      if (this.askedAt === asked) {
        this.answering = true;
        this.askedAt = null;
      }
    } catch (error) {
      if (this.askedAt !== asked) return;
      // The server answered, with a refusal of this one connection (too many clients, a password): it is there.
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !code.startsWith('57P')) {
        this.answering = true;
        this.askedAt = null;
        this.drop();
        return;
      }
      this.fail(error instanceof Error ? error.message : String(error));
    }
  }

  /** The connection the questions go over (a test gives its own). */
  protected newClient(): Client {
    return new Client({ connectionString: this.config.database.url, connectionTimeoutMillis: this.timeoutMs, application_name: 'lead-automation-liveness' });
  }

  private fail(reason: string): void {
    const wasAnswering = this.answering;
    this.answering = false;
    this.lastError = reason;
    this.askedAt = null;
    this.drop();
    if (wasAnswering) for (const listener of this.listeners) listener();
  }

  /** Forgets the connection without waiting for a server that may never answer a goodbye. */
  private drop(): void {
    const client = this.client;
    this.client = null;
    client?.end().catch(() => undefined);
  }
}

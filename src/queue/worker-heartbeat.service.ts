import { Injectable } from '@nestjs/common';
import { hostname } from 'node:os';
import { HEARTBEAT_STALE_MS } from './queue.constants';
import { RedisClient } from './redis-client.provider';

export interface HeartbeatState {
  ok: boolean;
  lastBeatAt: Date | null;
  worker: string | null;
}

/** Records that a worker processed its heartbeat job; read by health checks and the dashboard. */
@Injectable()
export class WorkerHeartbeatService {
  constructor(private readonly client: RedisClient) {}

  async beat(at = new Date()): Promise<void> {
    const value = JSON.stringify({ at: at.toISOString(), worker: `${hostname()}:${process.pid}` });
    await this.client.redis.set(this.client.key('worker', 'heartbeat'), value, 'PX', HEARTBEAT_STALE_MS * 10);
  }

  async state(now = Date.now()): Promise<HeartbeatState> {
    const raw = await this.client.redis.get(this.client.key('worker', 'heartbeat'));
    if (!raw) return { ok: false, lastBeatAt: null, worker: null };
    const parsed = JSON.parse(raw) as { at: string; worker: string };
    const lastBeatAt = new Date(parsed.at);
    return { ok: now - lastBeatAt.getTime() <= HEARTBEAT_STALE_MS, lastBeatAt, worker: parsed.worker };
  }
}

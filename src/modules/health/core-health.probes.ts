import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { DatabaseLiveness } from 'src/database/database-liveness.service';
import { JobQueue } from 'src/queue/job-queue.service';
import { RedisClient } from 'src/queue/redis-client.provider';
import { WorkerHeartbeatService } from 'src/queue/worker-heartbeat.service';
import { OidcClient } from '../auth/oidc.client';
import { HealthRegistry } from './health-registry.service';

const withoutCredentials = (raw: string): string => {
  const url = new URL(raw);
  url.username = '';
  url.password = '';
  return url.toString();
};

/** Probes for the platform itself: Postgres, Redis, the queues (with a live worker) and the identity provider. */
@Injectable()
export class CoreHealthProbes implements OnModuleInit {
  constructor(
    private readonly registry: HealthRegistry,
    private readonly config: AppConfigService,
    private readonly redis: RedisClient,
    private readonly jobs: JobQueue,
    private readonly heartbeat: WorkerHeartbeatService,
    private readonly oidc: OidcClient,
    private readonly liveness: DatabaseLiveness,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      name: 'Database',
      method: 'SQL',
      url: withoutCredentials(this.config.database.url),
      // Known not to answer: said at once, not after the probe's timeout.
      check: () => this.liveness.probe(),
    });
    this.registry.register({
      name: 'Redis',
      method: 'PING',
      url: withoutCredentials(this.config.redis.url),
      check: async () => {
        if ((await this.redis.redis.ping()) !== 'PONG') throw new Error('Unexpected PING answer');
      },
    });
    this.registry.register({
      name: 'Job queues',
      method: 'BullMQ',
      url: '/admin/queues',
      check: async () => {
        if (!this.jobs.isAvailable()) throw new Error('Redis is not answering');
        await Promise.all(this.jobs.allQueues().map((queue) => queue.getJobCounts('waiting')));
        const state = await this.heartbeat.state();
        if (!state.ok) {
          throw new Error(state.lastBeatAt ? `No worker heartbeat since ${state.lastBeatAt.toISOString()}` : 'No worker is running');
        }
      },
    });
    const oidc = this.config.oidc;
    if (oidc.enabled && oidc.issuerUrl) {
      this.registry.register({
        name: oidc.provider === 'dev-idp' ? 'Sign-in provider (development)' : 'Sign-in provider (Entra ID)',
        method: 'GET',
        url: `${oidc.issuerUrl}/.well-known/openid-configuration`,
        check: () => this.oidc.probe(),
      });
    }
  }
}

import { Injectable } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService, type HealthCheckResult, type HealthIndicatorResult } from '@nestjs/terminus';
import type { AuthUser } from 'src/common/decorators/auth.decorators';
import { AppConfigService } from 'src/config/app-config.service';
import { HealthRegistry, type HealthProbe } from './health-registry.service';

export type EndpointStatus = 'healthy' | 'timeout' | 'error' | 'connection_error';

export interface EndpointHealth {
  name: string;
  method: string;
  url: string;
  status: EndpointStatus;
  response_time: number;
  error: string | null;
}

/** What anyone may see of an endpoint: no address and no error text (either can name internal hosts). */
export type PublicEndpointHealth = Pick<EndpointHealth, 'name' | 'method' | 'status' | 'response_time'>;

export interface HealthReport<E extends PublicEndpointHealth = EndpointHealth> {
  summary: { healthy: number; timeouts: number; errors: number; average_response_time_ms: number };
  endpoints: E[];
}

class ProbeTimeout extends Error {}

const CONNECTION_ERRORS = ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT', 'Connection is closed', 'connect'];

const classify = (error: unknown): EndpointStatus => {
  if (error instanceof ProbeTimeout) return 'timeout';
  const text = error instanceof Error ? `${(error as { code?: string }).code ?? ''} ${error.message}` : String(error);
  return CONNECTION_ERRORS.some((marker) => text.includes(marker)) ? 'connection_error' : 'error';
};

const withTimeout = async <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ProbeTimeout(`No answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
};

/** The health report, computed through @nestjs/terminus with a timeout per probe. */
@Injectable()
export class HealthReportService {
  constructor(
    private readonly terminus: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly registry: HealthRegistry,
    private readonly config: AppConfigService,
  ) {}

  /** The report for a caller: admins get every detail, everyone else (staff, anonymous) names, statuses, timings. */
  async reportFor(viewer: AuthUser | null): Promise<{ healthy: boolean; report: HealthReport<PublicEndpointHealth> }> {
    const outcome = await this.report();
    if (viewer?.role === 'admin') return outcome;
    const endpoints = outcome.report.endpoints.map(({ name, method, status, response_time }) => ({ name, method, status, response_time }));
    return { healthy: outcome.healthy, report: { summary: outcome.report.summary, endpoints } };
  }

  async report(): Promise<{ healthy: boolean; report: HealthReport }> {
    const probes = this.registry.all();
    const results = new Map<string, EndpointHealth>();
    const checks = probes.map((probe) => () => this.run(probe, results));
    let healthy: boolean;
    try {
      const outcome: HealthCheckResult = await this.terminus.check(checks);
      healthy = outcome.status === 'ok';
    } catch {
      healthy = false;
    }
    const endpoints = probes.map((probe) => results.get(probe.name)).filter((e): e is EndpointHealth => e !== undefined);
    const count = (status: EndpointStatus) => endpoints.filter((e) => e.status === status).length;
    const total = endpoints.reduce((sum, e) => sum + e.response_time, 0);
    return {
      healthy: healthy && endpoints.every((e) => e.status === 'healthy'),
      report: {
        summary: {
          healthy: count('healthy'),
          timeouts: count('timeout'),
          errors: count('error') + count('connection_error'),
          average_response_time_ms: endpoints.length ? Math.round(total / endpoints.length) : 0,
        },
        endpoints,
      },
    };
  }

  private async run(probe: HealthProbe, results: Map<string, EndpointHealth>): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check(probe.name);
    const started = performance.now();
    try {
      await withTimeout(probe.check(), this.config.health.probeTimeoutMs);
      const entry = this.entry(probe, 'healthy', started, null);
      results.set(probe.name, entry);
      return indicator.up({ response_time: entry.response_time });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const entry = this.entry(probe, classify(error), started, message);
      results.set(probe.name, entry);
      return indicator.down({ state: entry.status, error: message });
    }
  }

  private entry(probe: HealthProbe, status: EndpointStatus, started: number, error: string | null): EndpointHealth {
    return {
      name: probe.name,
      method: probe.method,
      url: probe.url,
      status,
      response_time: Math.round(performance.now() - started),
      error,
    };
  }
}

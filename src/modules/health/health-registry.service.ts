import { Injectable } from '@nestjs/common';

/** One dependency the health report probes; modules register theirs at start-up. */
export interface HealthProbe {
  name: string;
  /** What kind of call the probe makes (HTTP method, 'SQL', 'PING', ...). */
  method: string;
  /** Where it goes, without credentials. */
  url: string;
  check(): Promise<void>;
}

@Injectable()
export class HealthRegistry {
  private readonly probes = new Map<string, HealthProbe>();

  register(probe: HealthProbe): void {
    this.probes.set(probe.name, probe);
  }

  all(): HealthProbe[] {
    return [...this.probes.values()];
  }
}

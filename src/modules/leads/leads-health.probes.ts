import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HealthRegistry } from '../health/health-registry.service';
import { LeadProviderClient } from './lead-provider.client';

/** Registers the lead-provider API probe when the provider is configured. */
@Injectable()
export class LeadsHealthProbes implements OnModuleInit {
  constructor(
    private readonly registry: HealthRegistry,
    private readonly provider: LeadProviderClient,
  ) {}

  onModuleInit(): void {
    if (!this.provider.configured) return;
    this.registry.register({ name: 'Lead provider API', method: 'GET', url: `${this.provider.baseUrl}/health`, check: () => this.provider.probe() });
  }
}

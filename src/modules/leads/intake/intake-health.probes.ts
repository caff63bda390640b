import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HealthRegistry } from 'src/modules/health/health-registry.service';
import { AppConfigService } from 'src/config/app-config.service';
import { LeadProviderClient } from './lead-provider.client';
import { GraphMailboxClient } from './mailbox/graph-mailbox.client';

/** Registers the lead mailbox and lead-provider API probes when they are configured. */
@Injectable()
export class LeadsHealthProbes implements OnModuleInit {
  constructor(
    private readonly registry: HealthRegistry,
    private readonly provider: LeadProviderClient,
    private readonly graph: GraphMailboxClient,
    private readonly config: AppConfigService,
  ) {}

  onModuleInit(): void {
    if (this.graph.configured) {
      const { graphUrl, mailbox, folder } = this.config.graph;
      this.registry.register({
        name: 'Lead mailbox (Microsoft Graph)',
        method: 'GET',
        url: `${graphUrl}/v1.0/users/${mailbox}/mailFolders/${folder}`,
        check: () => this.graph.probe(),
      });
    }
    if (!this.provider.configured) return;
    this.registry.register({ name: 'Lead provider API', method: 'GET', url: `${this.provider.baseUrl}/health`, check: () => this.provider.probe() });
  }
}

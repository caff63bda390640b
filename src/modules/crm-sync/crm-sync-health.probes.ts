import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { HealthRegistry } from '../health/health-registry.service';
import { HubspotClient } from './hubspot.client';

/** Registers the HubSpot probe (account-info with our token) when the CRM is configured. */
@Injectable()
export class CrmSyncHealthProbes implements OnModuleInit {
  constructor(
    private readonly registry: HealthRegistry,
    private readonly hubspot: HubspotClient,
    private readonly config: AppConfigService,
  ) {}

  onModuleInit(): void {
    if (!this.hubspot.configured) return;
    this.registry.register({
      name: 'HubSpot CRM',
      method: 'GET',
      url: `${this.config.hubspot.baseUrl}/account-info/v3/details`,
      check: () => this.hubspot.probe(),
    });
  }
}

import { Injectable } from '@nestjs/common';
import { AppConfigService } from '../../config/app-config.service';
import { LeadError, LeadErrorCode } from './leads.errors';

/** The lead provider's lookup answer (contract in README, "Lead provider API"). */
export interface ProviderLead {
  tracking_number: string;
  customer?: { name?: string | null; email?: string | null; phone?: string | null };
  move?: {
    date?: string | null;
    size?: string | null;
    origin?: ProviderAddress | null;
    destination?: ProviderAddress | null;
  };
  estimated_revenue?: number | null;
}

export interface ProviderAddress {
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

/** Adapter for `GET {LEAD_PROVIDER_API_URL}/leads/{tracking}` (X-API-Key). 404 → null; other failures throw. */
@Injectable()
export class LeadProviderClient {
  constructor(private readonly config: AppConfigService) {}

  get configured(): boolean {
    return this.config.leads.providerApiUrl !== undefined;
  }

  get baseUrl(): string | undefined {
    return this.config.leads.providerApiUrl;
  }

  async lookup(trackingNumber: string): Promise<ProviderLead | null> {
    const { providerApiUrl, providerApiKey, providerTimeoutMs } = this.config.leads;
    if (!providerApiUrl) return null;
    let response: Response;
    try {
      response = await fetch(`${providerApiUrl}/leads/${encodeURIComponent(trackingNumber)}`, {
        headers: { 'X-API-Key': providerApiKey ?? '', accept: 'application/json' },
        signal: AbortSignal.timeout(providerTimeoutMs),
      });
    } catch (error) {
      throw new LeadError(LeadErrorCode.ProviderUnavailable, `Lead provider unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new LeadError(LeadErrorCode.ProviderUnavailable, `Lead provider answered HTTP ${response.status}`);
    return (await response.json()) as ProviderLead;
  }

  /** Health probe: the provider answers its health endpoint. */
  async probe(): Promise<void> {
    const { providerApiUrl, providerApiKey, providerTimeoutMs } = this.config.leads;
    const response = await fetch(`${providerApiUrl}/health`, {
      headers: { 'X-API-Key': providerApiKey ?? '' },
      signal: AbortSignal.timeout(providerTimeoutMs),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  }
}

import { Injectable } from '@nestjs/common';
import { storableText } from 'src/common/text/unsafe-text';
import { AppConfigService } from 'src/config/app-config.service';
import { LeadError, LeadErrorCode } from '../leads.errors';
import { MAX_FIELD_CHARS } from './parsing/text-limits';

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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string from the answer as storable text (no NUL, no unpaired surrogate), at most MAX_FIELD_CHARS like an email field; anything else is null. */
const answerText = (value: unknown): string | null => (typeof value === 'string' ? storableText(value.slice(0, MAX_FIELD_CHARS)) : null);

const answerAddress = (value: unknown): ProviderAddress | null =>
  isObject(value) ? { street: answerText(value.street), city: answerText(value.city), state: answerText(value.state), zip: answerText(value.zip) } : null;

/**
 * The answer as the contract types it, whatever arrived: text that PostgreSQL could not store is cleaned, values of
 * the wrong type are null (an amount must be a finite number), and an answer that is not a JSON object is no lead.
 * Whether a value fits its column is the intake's rule (column-fit.policy), applied when it is used.
 */
export function readProviderLead(body: unknown): ProviderLead | null {
  if (!isObject(body)) return null;
  const customer = isObject(body.customer) ? body.customer : {};
  const move = isObject(body.move) ? body.move : {};
  const revenue = body.estimated_revenue;
  return {
    tracking_number: answerText(body.tracking_number) ?? '',
    customer: { name: answerText(customer.name), email: answerText(customer.email), phone: answerText(customer.phone) },
    move: { date: answerText(move.date), size: answerText(move.size), origin: answerAddress(move.origin), destination: answerAddress(move.destination) },
    estimated_revenue: typeof revenue === 'number' && Number.isFinite(revenue) ? revenue : null,
  };
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
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      const reason = error instanceof SyntaxError ? 'a body that is not JSON' : `a body that could not be read (${error instanceof Error ? error.message : String(error)})`;
      throw new LeadError(LeadErrorCode.ProviderUnavailable, `Lead provider answered with ${reason}`);
    }
    return readProviderLead(body);
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

import { Client } from '@hubspot/api-client';
import { AssociationSpecAssociationCategoryEnum, FilterOperatorEnum } from '@hubspot/api-client/lib/codegen/crm/objects';
import { Injectable, Logger } from '@nestjs/common';
import { MAX_INLINE_RETRY_AFTER_MS, RetryLaterError, retryAfterMs } from 'src/common/errors/retry-later.error';
import { AppConfigService } from 'src/config/app-config.service';
import { CrmSyncError, CrmSyncErrorCode } from './crm-sync.errors';
import type { ActivityObjectType } from './hubspot-activity.mapper';
import { RedisRateLimiter } from './redis-rate.limiter';

export interface UpsertInput {
  /** The id-property value (email for contacts, tracking number for deals). */
  key: string;
  properties: Record<string, string>;
}

export interface UpsertOutcome {
  ids: Map<string, string>;
  errors: Map<string, string>;
}

interface HubspotFailure {
  code?: number;
  body?: unknown;
  headers?: Record<string, string>;
  message?: string;
}

const messageOf = (body: unknown, fallback: string): string =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : fallback;

/**
 * Adapter around the official @hubspot/api-client (base path configurable, so tests and the demo use the local
 * fake). Every call goes through the shared rate limiter and is tried once: retries belong to the job (BullMQ
 * attempts and backoff), so a call never sleeps in a worker slot beyond one short Retry-After. A 429 pauses every
 * process for its Retry-After; a longer pause comes back as RetryLaterError (the job is delayed, no attempt used);
 * 5xx and network errors throw CRM_UNAVAILABLE (the job retries with backoff); per-record validation errors of a
 * batch come back per key, not as a failure.
 */
@Injectable()
export class HubspotClient {
  private readonly logger = new Logger(HubspotClient.name);
  private client?: Client;
  private portal?: Promise<string>;

  constructor(
    private readonly config: AppConfigService,
    private readonly limiter: RedisRateLimiter,
  ) {}

  get configured(): boolean {
    return this.config.hubspot.configured;
  }

  private sdk(): Client {
    const settings = this.config.hubspot;
    if (!settings.accessToken) throw new CrmSyncError(CrmSyncErrorCode.NotConfigured, 'HubSpot is not configured (HUBSPOT_ACCESS_TOKEN)');
    this.client ??= new Client({ accessToken: settings.accessToken, basePath: settings.baseUrl, numberOfApiCallRetries: 0 });
    return this.client;
  }

  upsertContacts(inputs: UpsertInput[]): Promise<UpsertOutcome> {
    return this.upsert('contacts', 'email', inputs);
  }

  upsertDeals(inputs: UpsertInput[]): Promise<UpsertOutcome> {
    return this.upsert('deals', this.config.hubspot.trackingProperty, inputs);
  }

  /** Associates each deal with its contact (default association type; idempotent at HubSpot). */
  async associateDealsWithContacts(pairs: { dealId: string; contactId: string }[]): Promise<void> {
    if (pairs.length === 0) return;
    await this.call(() =>
      this.sdk().crm.associations.v4.batchApi.createDefault('deals', 'contacts', {
        inputs: pairs.map((pair) => ({ _from: { id: pair.dealId }, to: { id: pair.contactId } })),
      }),
    );
  }

  /**
   * Merges one deal into another (`POST /crm/v3/objects/deals/merge`). HubSpot makes one deal of the two, which may
   * carry a new id: the answer's id is the deal to keep using. Cannot be undone.
   */
  async mergeDeals(primaryDealId: string, mergedDealId: string): Promise<string> {
    const merged = await this.call(() => this.sdk().crm.deals.basicApi.merge({ primaryObjectId: primaryDealId, objectIdToMerge: mergedDealId }));
    return merged.id;
  }

  /**
   * Creates one activity (`POST /crm/v3/objects/{emails|calls|tasks|notes}`) with its associations in the same call
   * (HubSpot-defined types); answers its object id. Not idempotent at HubSpot: the caller records the id.
   */
  async createActivity(objectType: ActivityObjectType, properties: Record<string, string>, associations: { toId: string; typeId: number }[]): Promise<string> {
    const created = await this.call(() =>
      this.sdk().crm.objects.basicApi.create(objectType, {
        properties,
        associations: associations.map((association) => ({
          to: { id: association.toId },
          types: [{ associationCategory: AssociationSpecAssociationCategoryEnum.HubspotDefined, associationTypeId: association.typeId }],
        })),
      }),
    );
    return created.id;
  }

  /**
   * An activity of this type at exactly `timestamp` (`hs_timestamp`, ms) on the record, whose `titleProperty` is
   * `title` once markup and spacing are set aside: the one an earlier create made when its answer was lost. HubSpot's
   * search index lags writes by seconds, so a lookup right after a create may miss it.
   */
  async findActivity(
    objectType: ActivityObjectType,
    lookup: { timestamp: string; on: { objectType: 'contact' | 'deal'; id: string }; titleProperty: string; title: string },
  ): Promise<string | null> {
    const found = await this.call(() =>
      this.sdk().crm.objects.searchApi.doSearch(objectType, {
        filterGroups: [{
          filters: [
            { propertyName: 'hs_timestamp', operator: FilterOperatorEnum.Eq, value: lookup.timestamp },
            { propertyName: `associations.${lookup.on.objectType}`, operator: FilterOperatorEnum.Eq, value: lookup.on.id },
          ],
        }],
        properties: [lookup.titleProperty],
        limit: 10,
      }),
    );
    const plain = (text: string | null | undefined): string => (text ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    return found.results.find((result) => plain(result.properties[lookup.titleProperty]) === plain(lookup.title))?.id ?? null;
  }

  /** The deal's owner (`hubspot_owner_id`): null when it has none or HubSpot no longer has the deal. */
  async dealOwnerId(dealId: string): Promise<string | null> {
    try {
      const deal = await this.call(() => this.sdk().crm.deals.basicApi.getById(dealId, ['hubspot_owner_id']));
      return deal.properties?.hubspot_owner_id || null;
    } catch (error) {
      if (error instanceof CrmSyncError && error.details?.status === 404) return null;
      throw error;
    }
  }

  /** The portal (hub) id for deal links: configured, or read once from the account-info API. */
  async portalId(): Promise<string> {
    if (this.config.hubspot.portalId) return this.config.hubspot.portalId;
    this.portal ??= this.call(() => this.sdk().apiRequest({ method: 'GET', path: '/account-info/v3/details' }))
      .then(async (details) => String(((await details.json()) as { portalId?: number | string }).portalId ?? ''))
      .catch((error: unknown) => {
        this.portal = undefined;
        throw error;
      });
    return this.portal;
  }

  /** Health probe: the account-info endpoint answers with our token. */
  async probe(): Promise<void> {
    const response = await this.sdk().apiRequest({ method: 'GET', path: '/account-info/v3/details' });
    if (!response.ok) throw new Error(`HubSpot answered HTTP ${response.status}`);
  }

  private async upsert(objectType: 'contacts' | 'deals', idProperty: string, inputs: UpsertInput[]): Promise<UpsertOutcome> {
    const outcome: UpsertOutcome = { ids: new Map(), errors: new Map() };
    if (inputs.length === 0) return outcome;
    const api = objectType === 'contacts' ? this.sdk().crm.contacts.batchApi : this.sdk().crm.deals.batchApi;
    const response = await this.call(() =>
      api.upsert({ inputs: inputs.map((input) => ({ idProperty, id: input.key, properties: input.properties })) }),
    );
    const byKey = new Map(inputs.map((input) => [input.key.toLowerCase(), input.key]));
    for (const result of response.results ?? []) {
      const value = String(result.properties?.[idProperty] ?? '').toLowerCase();
      const key = byKey.get(value);
      if (key) outcome.ids.set(key, result.id);
    }
    const errors = (response as { errors?: { message?: string; context?: Record<string, string[]> }[] }).errors ?? [];
    for (const error of errors) {
      for (const id of error.context?.ids ?? []) {
        const key = byKey.get(id.toLowerCase());
        if (key) outcome.errors.set(key, error.message ?? 'Rejected by HubSpot');
      }
    }
    for (const input of inputs) {
      if (!outcome.ids.has(input.key) && !outcome.errors.has(input.key)) outcome.errors.set(input.key, 'HubSpot returned no result for this record');
    }
    return outcome;
  }

  /** One HubSpot call under the shared budget: one try, plus one more after a 429 whose Retry-After is short. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    const { ratePer10s } = this.config.hubspot;
    for (let throttled = false; ; throttled = true) {
      const pausedFor = await this.limiter.pausedFor('hubspot');
      if (pausedFor > MAX_INLINE_RETRY_AFTER_MS) throw new RetryLaterError('HubSpot rate limit: paused', pausedFor);
      await this.limiter.acquire('hubspot', ratePer10s, 10_000);
      try {
        return await request();
      } catch (error) {
        const failure = error as HubspotFailure;
        if (failure.code === 429) {
          const waitMs = retryAfterMs(failure.headers?.['retry-after'], 1000);
          this.logger.warn({ retryAfterMs: waitMs }, 'HubSpot rate limit hit; pausing');
          // Every process holds off for the Retry-After (the budget is per app, not per process).
          await this.limiter.pause('hubspot', waitMs);
          if (!throttled && waitMs <= MAX_INLINE_RETRY_AFTER_MS) continue;
          throw new RetryLaterError('HubSpot rate limit hit', Math.max(waitMs, 1000));
        }
        throw new CrmSyncError(
          CrmSyncErrorCode.Unavailable,
          failure.code ? `HubSpot answered HTTP ${failure.code}: ${messageOf(failure.body, failure.message ?? 'error')}` : `HubSpot unreachable: ${failure.message ?? 'error'}`,
          { status: failure.code ?? null },
        );
      }
    }
  }
}

import { nextDate, startOfCompanyDay } from 'src/common/time/company-time';
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppConfigService } from 'src/config/app-config.service';
import { RedisClient } from 'src/queue/redis-client.provider';
import type { ListOpportunitiesQueryDto } from './dto/list-opportunities-query.dto';
import type { OpportunityListRawResponseDto } from './dto/opportunity-response.dto';
import { dealLink } from './deal-link.policy';
import { LeadError, LeadErrorCode } from '../leads.errors';
import { OpportunityCountersRepository } from '../reporting/opportunity-counters.repository';
import { type ListFilter, type ListSort, OpportunityListRepository, type ListRow } from './opportunity-list.repository';

type ListTotal = { total: number; exact: boolean };

export interface OpportunityListItemDto {
  id: string;
  customer: string | null;
  email: string | null;
  phone: string | null;
  q2g_tracking_number: string;
  status: string;
  move_date: string | null;
  synced: boolean;
  last_updated: string;
  raw: OpportunityListRawResponseDto;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TOTAL_CACHE_MS = 30_000;
/** A dense search's index walk gets this long before the fenced form takes over. */
const SEARCH_WALK_TIMEOUT_MS = 50;
/** From this offset on, a page past the middle is read from the end. */
const DEEP_OFFSET = 5_000;

function validDate(value: string): boolean {
  const parsed = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  return !Number.isNaN(parsed.getTime()) && (!DATE_ONLY.test(value) || parsed.toISOString().slice(0, 10) === value);
}

/** `GET /api/opportunities`: filters, search, sorts, page and total, timed. */
@Injectable()
export class OpportunityListService {
  constructor(
    private readonly list: OpportunityListRepository,
    private readonly config: AppConfigService,
    private readonly redis: RedisClient,
    private readonly counters: OpportunityCountersRepository,
  ) {}

  async find(query: ListOpportunitiesQueryDto) {
    const started = performance.now();
    const filter = this.filter(query);
    const offset = (query.page - 1) * query.per_page;
    const sort = { field: query.order_by, dir: query.order_dir };
    const countPromise = this.total(filter);
    const [rows, count] = await Promise.all([this.readPage(filter, sort, query.per_page, offset, countPromise), countPromise]);
    const items = rows.map((row) => this.map(row));
    const executionMs = performance.now() - started;
    return {
      success: true,
      opportunities: items,
      items,
      page: query.page,
      pageSize: query.per_page,
      total: count.total,
      total_exact: count.exact,
      execution_time_ms: Math.round(executionMs * 10) / 10,
      opportunities_per_second: executionMs > 0 ? Math.round(items.length / (executionMs / 1000)) : items.length,
    };
  }

  /**
   * Searches go through the search guard below. Deep pages (the "last page" button) past the middle are read from the
   * end: OFFSET cost grows with depth, so page 39,000 of 39,000 costs what page 1 does.
   */
  private async readPage(filter: ListFilter, sort: ListSort, perPage: number, offset: number, total: Promise<ListTotal>): Promise<ListRow[]> {
    if (filter.term || filter.phoneDigits) return this.searchPage(filter, sort, perPage, offset, await total);
    if (offset >= DEEP_OFFSET) {
      const count = await total;
      const remaining = count.total - offset;
      if (count.exact && offset > count.total / 2) {
        const limit = Math.max(0, Math.min(perPage, remaining));
        return limit === 0 ? [] : (await this.list.page(filter, sort, limit, remaining - limit, { fromEnd: true })).reverse();
      }
    }
    return this.list.page(filter, sort, perPage, offset);
  }

  /**
   * The search guard. Few matches (the capped count is exact): collect them all and sort (≤ ~25 ms). Many
   * matches: they are dense, so the planner's index walk finds a page fast — unless they cluster at the far end of
   * the sort order, which the 50 ms timeout catches, falling back to the fenced form.
   */
  private async searchPage(filter: ListFilter, sort: ListSort, perPage: number, offset: number, count: ListTotal): Promise<ListRow[]> {
    if (count.exact) return this.list.page(filter, sort, perPage, offset, { fenced: true });
    return (
      (await this.list.pageWithin(SEARCH_WALK_TIMEOUT_MS, filter, sort, perPage, offset)) ??
      this.list.page(filter, sort, perPage, offset, { fenced: true })
    );
  }

  /**
   * Equality filters (status, process status, noreply) read the trigger-maintained counters: exact, ~1 ms
   *. Search and date ranges use the cached capped/timed count below.
   */
  private async total(filter: ListFilter): Promise<ListTotal> {
    if (filter.term || filter.phoneDigits || filter.from || filter.to) return this.cachedCount(filter);
    return { total: await this.counters.total(filter), exact: true };
  }

  /**
   * Totals are cached per filter for 30 s: paging, sorting and re-visiting a
   * filter then cost ~1 ms, and a total may lag new leads by up to 30 s. Without Redis the count just runs.
   */
  private async cachedCount(filter: ListFilter): Promise<ListTotal> {
    const key = this.redis.key('opp-total', createHash('sha1').update(JSON.stringify(filter)).digest('hex'));
    const cached = await this.redis.redis.get(key).catch(() => null);
    if (cached) return JSON.parse(cached) as ListTotal;
    const counted = await this.list.cappedCount(filter);
    await this.redis.redis.set(key, JSON.stringify(counted), 'PX', TOTAL_CACHE_MS).catch(() => undefined);
    return counted;
  }

  private filter(query: ListOpportunitiesQueryDto): ListFilter {
    const errors: Record<string, string> = {};
    for (const key of ['date_from', 'date_to'] as const) {
      const value = query[key];
      if (value && !validDate(value)) errors[key] = `${key} is not a real date`;
    }
    if (Object.keys(errors).length > 0) throw new LeadError(LeadErrorCode.ValidationFailed, String(Object.values(errors)[0]), undefined, errors);
    const timezone = this.config.leads.timezone;
    const column = query.date_field === 'last_updated' ? 'updated_at' : query.date_field;
    const bound = (value: string | undefined, end: boolean): string | undefined => {
      if (!value) return undefined;
      if (!DATE_ONLY.test(value)) return value;
      const day = end ? nextDate(value) : value;
      return column === 'move_date' ? day : startOfCompanyDay(day, timezone).toISOString();
    };
    const from = bound(query.date_from, false);
    const to = bound(query.date_to, true);
    if (from && to && new Date(from) >= new Date(to)) {
      throw new LeadError(LeadErrorCode.ValidationFailed, 'date_from must be before date_to', undefined, { date_from: 'date_from must be before date_to' });
    }
    const term = query.q ? query.q.toLowerCase() : undefined;
    const digits = term && /^[\d\s().+-]+$/.test(term) ? term.replace(/\D/g, '') : '';
    return {
      includeNoreply: query.include_noreply,
      term,
      phoneDigits: digits.length >= 4 ? digits : undefined,
      dateColumn: column,
      from,
      to,
      status: query.status?.trim() || undefined,
      processStatus: query.process_status,
      duplicatesOnly: query.duplicates === 'only',
    };
  }

  private map(row: ListRow): OpportunityListItemDto {
    return {
      id: row.id,
      customer: row.customer_name,
      email: row.customer_email,
      phone: row.customer_phone,
      q2g_tracking_number: row.tracking_number,
      status: row.status,
      move_date: row.move_date,
      synced: row.hubspot_sync_status === 'succeeded',
      last_updated: row.updated_at.toISOString(),
      raw: {
        hubspot_sync_status: row.hubspot_sync_status,
        hubspot_deal_id: row.hubspot_deal_id,
        hubspot_deal_url: dealLink(row.hubspot_deal_url, row.hubspot_deal_id, this.config.hubspot),
        lead_source: row.lead_source,
        owner: row.owner,
        assignee: row.assignee,
        origin_address: row.origin_address,
        destination_address: row.destination_address,
        tracking_number: row.tracking_number,
        created_at: row.created_at.toISOString(),
        enriched: row.enriched,
        process_status: row.process_status,
        estimated_revenue: row.estimated_revenue === null ? null : Number(row.estimated_revenue),
        possible_duplicate: row.duplicate_state === 'possible',
        merged: row.duplicate_state === 'merged',
        lead_provider: row.lead_provider,
      },
    };
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { SORTS, type SortField } from './dto/list-opportunities-query.dto';
import type { HubspotSyncStatus, LeadSource, ProcessStatus } from './entities/opportunity.entity';

export interface ListFilter {
  includeNoreply: boolean;
  /** Lower-cased search term. */
  term?: string;
  /** Digits of the term when it looks like a phone number (≥ 4 digits). */
  phoneDigits?: string;
  dateColumn: 'created_at' | 'updated_at' | 'move_date';
  from?: string;
  /** Exclusive upper bound. */
  to?: string;
  status?: string;
  processStatus?: string;
  /** Only the leads marked as a possible duplicate (the partial index on duplicate_state). */
  duplicatesOnly?: boolean;
}

export interface ListSort {
  field: SortField;
  dir: 'asc' | 'desc';
}

export interface PageOptions {
  fromEnd?: boolean;
  fenced?: boolean;
  /** Run inside this transaction. */
  within?: EntityManager;
}

export interface ListRow {
  id: string;
  tracking_number: string;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  status: string;
  move_date: string | null;
  hubspot_sync_status: HubspotSyncStatus | null;
  hubspot_deal_id: string | null;
  hubspot_deal_url: string | null;
  lead_source: LeadSource;
  owner: string | null;
  assignee: string | null;
  origin_address: string | null;
  destination_address: string | null;
  enriched: boolean;
  process_status: ProcessStatus;
  duplicate_state: 'possible' | 'merged' | null;
  lead_provider: string | null;
  estimated_revenue: string | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * Beyond this many matches a total is reported as "N+". A date range counts from
 * its index alone (index-only scan: the date indexes carry is_noreply), so 10,000 is cheap; a search must read
 * every match from the heap, so it stops at 1,000 — 7–10× fewer page reads (84 → 12 ms for 'walker' at 1M, more
 * on a cold cache), and nobody pages through a thousand search results.
 */
export const COUNT_CAP = 10_000;
export const SEARCH_COUNT_CAP = 1_000;

const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The opportunities list queries, shaped for the indexes of migrations AddOpportunityListIndexes and
 * AddOpportunitySortAndSyncBacklogIndexes. Every sort's ORDER BY, NULL placement included, is the order of one
 * btree read forwards or backwards, so a page reads about its own rows (plus OFFSET) whatever the table size.
 * PostgreSQL's default (NULLS LAST ascending, NULLS FIRST descending) is exactly a backward read; move date keeps
 * blanks last both ways and so has one index per direction.
 */
@Injectable()
export class OpportunityListRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private where(filter: ListFilter): { sql: string; params: unknown[] } {
    const conditions: string[] = [];
    const params: unknown[] = [];
    const add = (condition: string, value: unknown): void => {
      params.push(value);
      conditions.push(condition.replace('?', `$${params.length}`));
    };
    if (!filter.includeNoreply) conditions.push('NOT o.is_noreply');
    if (filter.phoneDigits) add('(o.customer_phone LIKE ? )', `%${filter.phoneDigits}%`);
    else if (filter.term) add('o.search_text LIKE ?', `%${escapeLike(filter.term)}%`);
    if (filter.from) add(`o.${filter.dateColumn} >= ?`, filter.from);
    if (filter.to) add(`o.${filter.dateColumn} < ?`, filter.to);
    if (filter.status) add('o.status = ?', filter.status);
    if (filter.processStatus) add('o.process_status = ?', filter.processStatus);
    if (filter.duplicatesOnly) conditions.push(`o.duplicate_state = 'possible'`);
    return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
  }

  /**
   * One page in the requested order.
   * - `fromEnd` reads the same order backwards (offset counted from the last row), so the last pages of a million
   *   rows cost what the first ones do; the caller reverses the rows.
   * - `fenced` collects every match first (OFFSET 0 keeps the planner from walking a sort index) and sorts them:
   *   the search guard for searches with few matches, which a sort-index walk would look for through the
   *   whole table ('patricia' by name: 5.1 s walked, ~20 ms fenced at 1M).
   */
  async page(filter: ListFilter, sort: ListSort, limit: number, offset: number, options: PageOptions = {}): Promise<ListRow[]> {
    const { sql, params } = this.where(filter);
    const dir = (sort.dir === 'asc') !== Boolean(options.fromEnd) ? 'ASC' : 'DESC';
    const nulls = sort.field === 'move_date' ? (options.fromEnd ? ' NULLS FIRST' : ' NULLS LAST') : '';
    const select = `SELECT o.id, o.tracking_number, o.customer_name, o.customer_email, o.customer_phone, o.status, o.move_date::text AS move_date,
              o.hubspot_sync_status, o.hubspot_deal_id, o.hubspot_deal_url, o.lead_source, o.owner, o.assignee, o.origin_address, o.destination_address,
              o.enriched, o.process_status, o.estimated_revenue::text AS estimated_revenue, o.created_at, o.updated_at, o.duplicate_state, o.lead_provider
       FROM opportunities o ${sql}`;
    const query = `${options.fenced ? `SELECT * FROM (${select} OFFSET 0) o` : select}
       ORDER BY ${SORTS[sort.field].replace('{dir}', dir)} ${dir}${nulls}, o.id ${dir}
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
    return (options.within ?? this.dataSource).query(query, [...params, limit, offset]);
  }

  /** The planner's own plan under a statement timeout; null when it trips (PostgreSQL query_canceled). */
  async pageWithin(timeoutMs: number, filter: ListFilter, sort: ListSort, limit: number, offset: number): Promise<ListRow[] | null> {
    try {
      return await this.dataSource.transaction(async (tx) => {
        await tx.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(timeoutMs))}`);
        return this.page(filter, sort, limit, offset, { within: tx });
      });
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '57014') return null;
      throw error;
    }
  }

  /**
   * Counts up to the cap; `exact` is false beyond it. A date range without a search term walks its date index
   * (ORDER BY the column): left to itself the planner seq-scans, expecting the LIMIT to stop early, and reads
   * most of the table when the range's rows sit at its end (220–300 ms at 1M, measured).
   */
  async cappedCount(filter: ListFilter): Promise<{ total: number; exact: boolean }> {
    const { sql, params } = this.where(filter);
    const search = Boolean(filter.term || filter.phoneDigits);
    const cap = search ? SEARCH_COUNT_CAP : COUNT_CAP;
    const walk = !search && (filter.from || filter.to) ? `ORDER BY o.${filter.dateColumn} DESC` : '';
    const rows: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM opportunities o ${sql} ${walk} LIMIT ${cap + 1}) capped`,
      params,
    );
    return rows[0].n > cap ? { total: cap, exact: false } : { total: rows[0].n, exact: true };
  }
}

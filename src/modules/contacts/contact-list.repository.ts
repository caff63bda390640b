import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { CONTACT_SORTS, type ContactListFilter, type ContactListRow, type ContactSort, searchPatterns } from './contact-list.policy';

/** Contacts the list shows: with an email whose domain is not the placeholder `invalid` (or a name under it). */
const LISTABLE = `c.email IS NOT NULL AND c.email <> '' AND lower(c.email) NOT LIKE '%.invalid' AND lower(c.email) NOT LIKE '%@invalid'`;

/**
 * The contacts list queries, shaped for the indexes of AddContactSearchIndexes (all partial on `email IS NOT NULL`):
 * the search is a LIKE on the lower-cased `search_text` (trigram index), each sort is one btree read forwards or
 * backwards.
 */
@Injectable()
export class ContactListRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private where(filter: ContactListFilter): { sql: string; params: unknown[] } {
    const conditions = [LISTABLE];
    const params: unknown[] = [];
    const add = (condition: string, value: unknown): void => {
      params.push(value);
      conditions.push(condition.replace('?', `$${params.length}`));
    };
    if (filter.term) {
      const patterns = searchPatterns(filter.term).map((pattern) => {
        params.push(pattern);
        return `c.search_text LIKE $${params.length}`;
      });
      conditions.push(patterns.length === 1 ? patterns[0] : `(${patterns.join(' OR ')})`);
    }
    if (filter.lifecycleStage) add('c.lifecycle_stage = ?', filter.lifecycleStage);
    if (filter.consentStatus === 'not_opted_out') conditions.push(`c.consent_status IN ('opted_in', 'unknown')`);
    else if (filter.consentStatus) add('c.consent_status = ?', filter.consentStatus);
    if (filter.minLeadScore !== undefined) add('c.lead_score >= ?', filter.minLeadScore);
    if (filter.notEnrolledInSequence) {
      add(`NOT EXISTS (SELECT 1 FROM sequence_enrollments e WHERE e.sequence_id = ? AND e.contact_id = c.id AND e.status IN ('pending', 'active', 'paused'))`, filter.notEnrolledInSequence);
    }
    return { sql: `WHERE ${conditions.join(' AND ')}`, params };
  }

  /**
   * One page in the requested order, with the route and tracking number of each contact's latest opportunity
   * (falling back to the contact's own route) and its enrollment counts. The page's ids are chosen first, reading
   * only the sort index where it can (the name index carries the search column, so a search sorted by name walks it
   * without reading the table); the rest of each row is read for those ids only. `fenced` collects every match first
   * (OFFSET 0 keeps the planner from walking a sort index looking for rare matches) and sorts them: for searches with
   * few matches.
   */
  async page(filter: ContactListFilter, sort: ContactSort, limit: number, offset: number, fenced: boolean, within?: EntityManager): Promise<ContactListRow[]> {
    const { sql, params } = this.where(filter);
    const dir = sort.dir === 'asc' ? 'ASC' : 'DESC';
    const columns = [...CONTACT_SORTS[sort.field], 'c.id'];
    const orderBy = (alias: string): string => columns.map((column) => `${column.replace(/\bc\./g, `${alias}.`)} ${dir}`).join(', ');
    const paging = `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
    const keys = fenced
      ? `SELECT k.id FROM (SELECT c.id, ${columns.map((column, i) => `${column} AS s${i}`).join(', ')} FROM contacts c ${sql} OFFSET 0) k
         ORDER BY ${columns.map((_, i) => `k.s${i} ${dir}`).join(', ')} ${paging}`
      : `SELECT c.id FROM contacts c ${sql} ORDER BY ${orderBy('c')} ${paging}`;
    return (within ?? this.dataSource).query(
      `SELECT p.id, p.contact_uuid, p.first_name, p.last_name, p.email, p.company, p.phone, p.source, p.lifecycle_stage, p.consent_status,
              p.lead_score, p.timezone, p.created_at, p.updated_at, o.tracking_number, n.enrollment_count, n.previous_enrollments,
              coalesce(o.origin_city, p.origin_city) AS origin_city, coalesce(o.origin_state, p.origin_state) AS origin_state,
              coalesce(o.destination_city, p.destination_city) AS destination_city,
              coalesce(o.destination_state, p.destination_state) AS destination_state
       FROM (${keys}) k
       JOIN contacts p ON p.id = k.id
       LEFT JOIN LATERAL (
         SELECT op.tracking_number, op.origin_city, op.origin_state, op.destination_city, op.destination_state
         FROM opportunities op WHERE op.contact_id = p.id ORDER BY op.created_at DESC, op.id DESC LIMIT 1) o ON true
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS enrollment_count, (count(*) FILTER (WHERE e.status IN ('completed', 'canceled', 'failed')))::int AS previous_enrollments
         FROM sequence_enrollments e WHERE e.contact_id = p.id) n
       ORDER BY ${orderBy('p')}`,
      [...params, limit, offset],
    );
  }

  /**
   * The planner's own plan (a sort-index walk) under a statement timeout; null when it trips. Many matches are
   * usually dense along the sort order and a walk finds a page in a few ms, unless they cluster at its far end.
   */
  async walkWithin(timeoutMs: number, filter: ContactListFilter, sort: ContactSort, limit: number, offset: number): Promise<ContactListRow[] | null> {
    try {
      return await this.dataSource.transaction(async (tx) => {
        await tx.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(timeoutMs))}`);
        return this.page(filter, sort, limit, offset, false, tx);
      });
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '57014') return null;
      throw error;
    }
  }

  /** Counts up to the cap; `exact` is false beyond it. */
  async cappedCount(filter: ContactListFilter, cap: number): Promise<{ total: number; exact: boolean }> {
    const { sql, params } = this.where(filter);
    const rows: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM contacts c ${sql} LIMIT ${cap + 1}) capped`,
      params,
    );
    return rows[0].n > cap ? { total: cap, exact: false } : { total: rows[0].n, exact: true };
  }
}

import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import type { DuplicateReason } from './duplicate-keys.policy';
import type { StoredMatchKeys } from './stored-match-keys.policy';

/** A lead's stored match keys and when it came in. */
export interface KeyedLead extends StoredMatchKeys {
  id: string;
  moveDate: string | null;
  createdAt: Date;
}

/** A lead reached through a pair of a lead just matched: which one (`viaId`) and that pair's score. */
export interface ChainedLead extends KeyedLead {
  viaId: string;
  linkScore: number;
}

/** One pair found: the newer lead, the earlier one it may duplicate, why and how sure. */
export interface DuplicatePair {
  opportunityId: string;
  duplicateOfId: string;
  reasons: DuplicateReason[];
  score: number;
}

/** Another lead as the duplicates list shows it beside the one open. */
export interface RelatedLeadRow {
  pair_id: string;
  opportunity_id: string;
  tracking_number: string;
  customer_name: string | null;
  lead_source: string;
  lead_provider: string | null;
  lead_status: string | null;
  assignee: string | null;
  created_at: Date;
  reasons: DuplicateReason[];
  score: string;
  status: 'open' | 'merged' | 'dismissed';
  /** Whether that lead is the earlier of the two. */
  earlier: boolean;
  /** A merged pair: the merge, whether this lead is its primary, and until when it can be undone. */
  merge_id: string | null;
  merged_here: boolean | null;
  undo_until: Date | null;
  crm_state: string | null;
}

/** The columns of a KeyedLead, of the table aliased `alias`. */
const keyed = (alias: string): string =>
  `${alias}.id, ${alias}.email_key AS "emailKey", ${alias}.phone_key AS "phoneKey", ${alias}.name_key AS "nameKey", ${alias}.zip_key AS "zipKey",
  ${alias}.city_key AS "cityKey", ${alias}.move_date::text AS "moveDate", ${alias}.created_at AS "createdAt"`;

/** The reasons of a pair found through contact data, the only pairs a contact chain passes through (isContactLink). */
const CONTACT_REASONS = `ARRAY['email', 'phone']::varchar[]`;

/** Most leads a new one is compared with (a shared key beyond this is a feed's junk value, not one family). */
export const MAX_CANDIDATES = 20;

/** SQL of duplicate detection: the candidates sharing a key (each key its own partial index), the pairs, the state. */
@Injectable()
export class DuplicatesRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  /**
   * The lead's keys and, in the same statement, the leads of the last `windowDays` that share its email key, its
   * phone key, or its name key with a move date within ±3 days, and that are not yet paired with it either way (a
   * pair dismissed as "not a duplicate" stays so). Null when there is no such lead.
   */
  async keyedWithCandidates(opportunityId: string, windowDays: number): Promise<{ lead: KeyedLead; candidates: KeyedLead[] } | null> {
    const rows: (KeyedLead & { candidate: boolean })[] = await this.db.tx.query(
      `WITH l AS (SELECT ${keyed('o')} FROM opportunities o WHERE id = $1)
       SELECT false AS candidate, l.* FROM l
       UNION ALL
       SELECT true, c.* FROM l CROSS JOIN LATERAL (
         SELECT ${keyed('o')} FROM opportunities o
          WHERE o.id <> l.id AND o.created_at >= l."createdAt" - make_interval(days => $2)
            AND (o.email_key = l."emailKey" OR o.phone_key = l."phoneKey"
                 OR (o.name_key = l."nameKey" AND o.move_date BETWEEN l."moveDate"::date - 3 AND l."moveDate"::date + 3))
            AND NOT EXISTS (SELECT 1 FROM opportunity_duplicates d
                             WHERE (d.opportunity_id = l.id AND d.duplicate_of_id = o.id) OR (d.opportunity_id = o.id AND d.duplicate_of_id = l.id))
          ORDER BY o.created_at LIMIT ${MAX_CANDIDATES}) c`,
      [opportunityId, windowDays],
    );
    const lead = rows.find((row) => !row.candidate);
    if (!lead) return null;
    const strip = ({ candidate: _candidate, ...row }: KeyedLead & { candidate: boolean }): KeyedLead => row;
    return { lead: strip(lead), candidates: rows.filter((row) => row.candidate).map(strip) };
  }

  /**
   * The leads one step further along the family's contact data: paired (not dismissed) by email or phone with one of
   * `viaIds` (the leads this one just matched that way), from the last `windowDays`, neither this lead nor a via lead,
   * and not yet paired with this lead either way. Each with the via lead and that pair's score.
   */
  async chainCandidates(opportunityId: string, viaIds: readonly string[], windowDays: number): Promise<ChainedLead[]> {
    if (viaIds.length === 0) return [];
    return this.db.tx.query(
      `SELECT ${keyed('x')},
              v.id AS "viaId", d.score::float8 AS "linkScore"
         FROM unnest($2::uuid[]) AS v(id)
         JOIN opportunity_duplicates d ON d.opportunity_id = v.id OR d.duplicate_of_id = v.id
         JOIN opportunities x ON x.id = CASE WHEN d.opportunity_id = v.id THEN d.duplicate_of_id ELSE d.opportunity_id END
         CROSS JOIN (SELECT created_at FROM opportunities WHERE id = $1) l
        WHERE d.status <> 'dismissed' AND d.reasons && ${CONTACT_REASONS}
          AND x.id <> $1 AND x.id <> ALL($2::uuid[]) AND x.created_at >= l.created_at - make_interval(days => $3)
          AND NOT EXISTS (SELECT 1 FROM opportunity_duplicates e
                           WHERE (e.opportunity_id = $1 AND e.duplicate_of_id = x.id) OR (e.opportunity_id = x.id AND e.duplicate_of_id = $1))
        ORDER BY x.created_at LIMIT ${MAX_CANDIDATES}`,
      [opportunityId, viaIds, windowDays],
    );
  }

  /** Records the pairs (a pair already there is left as it is) and marks their newer leads as possible duplicates. */
  async record(pairs: readonly DuplicatePair[]): Promise<void> {
    if (pairs.length === 0) return;
    // One statement: the update cannot see the rows the insert adds (one snapshot), so it also reads what it returned.
    // A lead merged into another keeps its 'merged' mark.
    await this.db.tx.query(
      `WITH added AS (
         INSERT INTO opportunity_duplicates (opportunity_id, duplicate_of_id, reasons, score)
         SELECT p.opportunity_id, p.duplicate_of_id, string_to_array(p.reasons, ','), p.score
           FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::numeric[]) AS p(opportunity_id, duplicate_of_id, reasons, score)
         ON CONFLICT ON CONSTRAINT opportunity_duplicates_pair_key DO NOTHING
         RETURNING opportunity_id)
       UPDATE opportunities o SET duplicate_state = 'possible'
        WHERE o.id = ANY($1::uuid[]) AND o.duplicate_state IS NULL AND o.merged_into_id IS NULL
          AND (EXISTS (SELECT 1 FROM added a WHERE a.opportunity_id = o.id)
               OR EXISTS (SELECT 1 FROM opportunity_duplicates d WHERE d.opportunity_id = o.id AND d.status = 'open'))`,
      [pairs.map((p) => p.opportunityId), pairs.map((p) => p.duplicateOfId), pairs.map((p) => p.reasons.join(',')), pairs.map((p) => p.score)],
    );
  }

  /**
   * Marks an open pair "not a duplicate" (who, when), and with it the open contact chains that ran through it (a chain
   * A–C through B rests on A–B and B–C both holding: staff saying A is not B takes A–C away too); each newer lead loses
   * its mark when no open pair is left. Answers the pair's status after (a pair already decided is left as it is), or
   * null when there is no such pair.
   */
  async dismiss(pairId: string, decidedBy: string): Promise<{ status: 'open' | 'merged' | 'dismissed'; changed: boolean } | null> {
    const rows: { status: 'open' | 'merged' | 'dismissed'; opportunity_id: string; changed: boolean }[] = await this.db.tx.query(
      `WITH decided AS (
         UPDATE opportunity_duplicates SET status = 'dismissed', decided_at = now(), decided_by = left($2, 320)
          WHERE id = $1 AND status = 'open' RETURNING status, opportunity_id)
       SELECT status, opportunity_id, true AS changed FROM decided
       UNION ALL SELECT status, opportunity_id, false FROM opportunity_duplicates WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM decided)`,
      [pairId, decidedBy],
    );
    const pair = rows[0];
    if (!pair) return null;
    const chained = pair.changed ? await this.dismissChainsThrough(pairId, decidedBy) : [];
    await this.db.tx.query(
      `UPDATE opportunities o SET duplicate_state = NULL
        WHERE o.id = ANY($1::uuid[]) AND o.duplicate_state IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM opportunity_duplicates d WHERE d.opportunity_id = o.id AND d.status = 'open')`,
      [[pair.opportunity_id, ...chained]],
    );
    return { status: pair.status, changed: pair.changed };
  }

  /**
   * The open `contact_chain` pairs one of whose links is this (email or phone) pair P–Q: a chain P–X whose X is linked to
   * Q by email or phone, or Q–X with X linked to P. Dismissed as decided with it; answers their newer leads.
   */
  private async dismissChainsThrough(pairId: string, decidedBy: string): Promise<string[]> {
    const rows: { opportunity_id: string }[] = await this.db.tx.query(
      `WITH link AS (
         SELECT opportunity_id AS p, duplicate_of_id AS q FROM opportunity_duplicates
          WHERE id = $1 AND reasons && ${CONTACT_REASONS}),
       ends AS (SELECT p AS this_end, q AS far_end FROM link UNION ALL SELECT q, p FROM link)
       UPDATE opportunity_duplicates c SET status = 'dismissed', decided_at = now(), decided_by = left($2, 320)
         FROM ends e
        WHERE c.status = 'open' AND c.reasons = ARRAY['contact_chain']::varchar[]
          AND e.this_end IN (c.opportunity_id, c.duplicate_of_id)
          AND EXISTS (SELECT 1 FROM opportunity_duplicates x
                       WHERE x.status <> 'dismissed' AND x.reasons && ${CONTACT_REASONS}
                         AND ((x.opportunity_id = e.far_end AND x.duplicate_of_id = CASE WHEN c.opportunity_id = e.this_end THEN c.duplicate_of_id ELSE c.opportunity_id END)
                           OR (x.duplicate_of_id = e.far_end AND x.opportunity_id = CASE WHEN c.opportunity_id = e.this_end THEN c.duplicate_of_id ELSE c.opportunity_id END)))
        RETURNING c.opportunity_id`,
      [pairId, decidedBy],
    );
    return rows.map((row) => row.opportunity_id);
  }

  /** The earliest of these leads (the one a duplicate is routed to): its tracking number and assignee. */
  async earliest(ids: readonly string[]): Promise<{ id: string; tracking_number: string; assignee: string | null } | null> {
    const rows: { id: string; tracking_number: string; assignee: string | null }[] = await this.db.tx.query(
      `SELECT id, tracking_number, assignee FROM opportunities WHERE id = ANY($1::uuid[]) ORDER BY created_at, id LIMIT 1`,
      [ids],
    );
    return rows[0] ?? null;
  }

  async assign(opportunityId: string, assignee: string): Promise<void> {
    await this.db.tx.query(`UPDATE opportunities SET assignee = $2, updated_at = now() WHERE id = $1`, [opportunityId, assignee]);
  }

  /** The two leads of a pair: the newer and the earlier one's tracking number. */
  async pairLeads(pairId: string): Promise<{ opportunity_id: string; earlier_tracking: string; newer_tracking: string } | null> {
    const rows: { opportunity_id: string; earlier_tracking: string; newer_tracking: string }[] = await this.db.tx.query(
      `SELECT d.opportunity_id, e.tracking_number AS earlier_tracking, n.tracking_number AS newer_tracking
         FROM opportunity_duplicates d JOIN opportunities e ON e.id = d.duplicate_of_id JOIN opportunities n ON n.id = d.opportunity_id
        WHERE d.id = $1`,
      [pairId],
    );
    return rows[0] ?? null;
  }

  /** The other leads paired with this one, newest pair first. */
  async related(opportunityId: string): Promise<RelatedLeadRow[]> {
    return this.db.tx.query(
      `SELECT d.id AS pair_id, o.id AS opportunity_id, o.tracking_number, o.customer_name, o.lead_source, o.lead_provider, o.status AS lead_status, o.assignee, o.created_at,
              d.reasons, d.score::text AS score, d.status, d.duplicate_of_id = o.id AS earlier,
              g.id AS merge_id, g.primary_id = $1 AS merged_here, g.merged_at + interval '1 day' AS undo_until, g.crm_state
         FROM opportunity_duplicates d
         JOIN opportunities o ON o.id = CASE WHEN d.opportunity_id = $1 THEN d.duplicate_of_id ELSE d.opportunity_id END
         LEFT JOIN opportunity_merges g ON g.pair_id = d.id AND g.undone_at IS NULL
        WHERE d.opportunity_id = $1 OR d.duplicate_of_id = $1
        ORDER BY d.created_at DESC, d.id
        LIMIT 50`,
      [opportunityId],
    );
  }
}

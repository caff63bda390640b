import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { MERGE_UNDO_MS } from './merges.service';

/** A merge whose undo window has passed and whose CRM deals are still two. */
export interface DueDealMerge {
  mergeId: string;
  primaryId: string;
  primaryDealId: string | null;
  mergedDealId: string | null;
}

/**
 * The CRM side of merged leads, for the crm-sync module: which merges are final and still wait for HubSpot, and
 * what came of merging their deals. HubSpot's deal merge cannot be undone, so it waits for the undo window.
 */
@Injectable()
export class MergeCrmStateService {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  /** Final merges (past the undo window, not undone) still waiting for their deals to be merged, oldest first. */
  async due(limit: number, now = new Date()): Promise<DueDealMerge[]> {
    return this.db.tx.query(
      `SELECT g.id AS "mergeId", g.primary_id AS "primaryId", p.hubspot_deal_id AS "primaryDealId", m.hubspot_deal_id AS "mergedDealId"
         FROM opportunity_merges g JOIN opportunities p ON p.id = g.primary_id JOIN opportunities m ON m.id = g.merged_id
        WHERE g.crm_state = 'waiting' AND g.undone_at IS NULL AND g.merged_at < $1::timestamptz
        ORDER BY g.merged_at LIMIT $2`,
      [new Date(now.getTime() - MERGE_UNDO_MS), limit],
    );
  }

  /**
   * Records what came of it: `merged` (HubSpot made one deal of the two: its id becomes the primary's deal),
   * `not_needed` (the merged lead had no deal), or `failed` (HubSpot refused; kept with why). Only a waiting merge
   * changes.
   */
  async record(merge: DueDealMerge, outcome: { state: 'merged'; dealId: string } | { state: 'not_needed' } | { state: 'failed'; error: string }): Promise<void> {
    await this.db.withTransaction(async () => {
      const rows: unknown[] = await this.db.tx.query(
        `UPDATE opportunity_merges SET crm_state = $2, crm_done_at = now(), crm_error = $3 WHERE id = $1 AND crm_state = 'waiting' RETURNING id`,
        [merge.mergeId, outcome.state, outcome.state === 'failed' ? outcome.error.slice(0, 2000) : null],
      );
      if (rows.length > 0 && outcome.state === 'merged') {
        await this.db.tx.query(`UPDATE opportunities SET hubspot_deal_id = $2, hubspot_deal_url = NULL WHERE id = $1`, [merge.primaryId, outcome.dealId]);
      }
    });
  }
}

import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import type { FilledFields } from './merge-fill.policy';

export interface LockedPair {
  id: string;
  opportunity_id: string;
  duplicate_of_id: string;
  status: 'open' | 'merged' | 'dismissed';
}

export interface MergeRow {
  id: string;
  pair_id: string;
  primary_id: string;
  merged_id: string;
  filled: FilledFields;
  merged_at: Date;
  undone_at: Date | null;
  crm_state: 'waiting' | 'merged' | 'not_needed' | 'failed' | 'undone';
}

/** SQL of merging duplicate leads: the pair, the merged lead's link, the merge record and its undo. */
@Injectable()
export class MergesRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  async lockPair(pairId: string): Promise<LockedPair | null> {
    const rows: LockedPair[] = await this.db.tx.query(
      `SELECT id, opportunity_id, duplicate_of_id, status FROM opportunity_duplicates WHERE id = $1 FOR UPDATE`, [pairId],
    );
    return rows[0] ?? null;
  }

  /** The live (not undone) merge of a pair, if any. */
  async liveMergeOfPair(pairId: string): Promise<MergeRow | null> {
    const rows: MergeRow[] = await this.db.tx.query(`SELECT * FROM opportunity_merges WHERE pair_id = $1 AND undone_at IS NULL`, [pairId]);
    return rows[0] ?? null;
  }

  async lockMerge(mergeId: string): Promise<MergeRow | null> {
    const rows: MergeRow[] = await this.db.tx.query(`SELECT * FROM opportunity_merges WHERE id = $1 FOR UPDATE`, [mergeId]);
    return rows[0] ?? null;
  }

  /** Records the merge: the merged lead points at its primary, the pair is decided, the merge row kept for the undo. */
  async merge(pair: LockedPair, primaryId: string, mergedId: string, filled: FilledFields, by: string): Promise<MergeRow> {
    await this.db.tx.query(`UPDATE opportunities SET merged_into_id = $2, updated_at = now() WHERE id = $1`, [mergedId, primaryId]);
    await this.db.tx.query(
      `UPDATE opportunity_duplicates SET status = 'merged', decided_at = now(), decided_by = left($2, 320) WHERE id = $1`, [pair.id, by],
    );
    const rows: MergeRow[] = await this.db.tx.query(
      `INSERT INTO opportunity_merges (pair_id, primary_id, merged_id, filled, merged_by) VALUES ($1, $2, $3, $4::jsonb, left($5, 320)) RETURNING *`,
      [pair.id, primaryId, mergedId, JSON.stringify(filled), by],
    );
    await this.refreshStates([primaryId, mergedId]);
    return rows[0];
  }

  /** Undoes a merge: the merged lead stands alone again, the pair is open again, the merge row says who undid it. */
  async undo(merge: MergeRow, by: string): Promise<void> {
    await this.db.tx.query(`UPDATE opportunities SET merged_into_id = NULL, updated_at = now() WHERE id = $1`, [merge.merged_id]);
    await this.db.tx.query(`UPDATE opportunity_duplicates SET status = 'open', decided_at = NULL, decided_by = NULL WHERE id = $1`, [merge.pair_id]);
    await this.db.tx.query(
      `UPDATE opportunity_merges SET undone_at = now(), undone_by = left($2, 320), crm_state = 'undone' WHERE id = $1`, [merge.id, by],
    );
    await this.refreshStates([merge.primary_id, merge.merged_id]);
  }

  /** Each lead's mark from its links: merged into another, the newer lead of an open pair, or none. */
  async refreshStates(ids: readonly string[]): Promise<void> {
    await this.db.tx.query(
      `UPDATE opportunities o SET duplicate_state = s.state
         FROM (SELECT x.id, CASE WHEN x.merged_into_id IS NOT NULL THEN 'merged'
                                 WHEN EXISTS (SELECT 1 FROM opportunity_duplicates d WHERE d.opportunity_id = x.id AND d.status = 'open') THEN 'possible'
                            END AS state
                 FROM opportunities x WHERE x.id = ANY($1::uuid[])) s
        WHERE o.id = s.id AND o.duplicate_state IS DISTINCT FROM s.state`,
      [ids],
    );
  }
}

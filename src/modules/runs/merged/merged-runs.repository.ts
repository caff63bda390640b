import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { returnedRows } from 'src/database/returned-rows';

/** A run ended because its contact's lead was merged into another lead whose contact runs the same sequence. */
export interface CollapsedRun {
  id: string;
  current_step: number;
  contact_id: string;
  sequence_name: string;
}

/** The runs a merge of duplicate leads collapses. Joins the caller's transaction. */
@Injectable()
export class MergedRunsRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  /**
   * Ends, as canceled with `merged_duplicate`, each live run of the merged lead's contact in a sequence the primary
   * lead's contact also runs live (one run per sequence for the family). Nothing when the two leads share a contact,
   * or the merge was undone. A run a worker holds is ended too: its lease-guarded writes then change nothing.
   */
  async collapse(mergeId: string): Promise<CollapsedRun[]> {
    const result: unknown = await this.db.tx.query(
      `WITH pair AS (
         SELECT p.contact_id AS kept, m.contact_id AS merged
           FROM opportunity_merges g
           JOIN opportunities p ON p.id = g.primary_id
           JOIN opportunities m ON m.id = g.merged_id
          WHERE g.id = $1 AND g.undone_at IS NULL AND p.contact_id IS NOT NULL AND m.contact_id IS NOT NULL AND p.contact_id <> m.contact_id)
       UPDATE sequence_enrollments e
          SET status = 'canceled', ended_at = now(), end_reason = 'merged_duplicate', next_run_at = NULL,
              hold_reason = NULL, hold_detail = NULL, hold_until = NULL, locked_until = NULL, locked_by = NULL, updated_at = now()
         FROM pair, sequences s
        WHERE e.contact_id = pair.merged AND s.id = e.sequence_id AND e.status IN ('pending', 'active', 'paused')
          AND EXISTS (SELECT 1 FROM sequence_enrollments k
                       WHERE k.contact_id = pair.kept AND k.sequence_id = e.sequence_id AND k.status IN ('pending', 'active', 'paused'))
       RETURNING e.id, e.current_step, e.contact_id, s.name AS sequence_name`,
      [mergeId],
    );
    return returnedRows<CollapsedRun>(result);
  }
}

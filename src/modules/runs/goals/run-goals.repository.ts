import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { returnedRows } from 'src/database/returned-rows';

/** A run its sequence's goal ended. */
export interface GoalReachedRun {
  id: string;
  current_step: number;
  contact_id: string;
  sequence_name: string;
  /** The status that reached the goal. */
  status: string;
}

/** The live runs a reached goal ends. Joins the caller's transaction. */
@Injectable()
export class RunGoalsRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  /**
   * Ends, as completed with `goal_reached`, every live run of the opportunity's contact whose sequence counts the
   * status of the contact's newest opportunity among its goal statuses (the opportunity the timeline and the advancer
   * read). A run a worker holds is ended too: the worker's lease-guarded writes then change nothing.
   */
  async endReached(opportunityId: string): Promise<GoalReachedRun[]> {
    const result: unknown = await this.db.tx.query(
      `WITH newest AS (
         SELECT n.contact_id, n.status FROM opportunities o
           CROSS JOIN LATERAL (SELECT x.contact_id, x.status FROM opportunities x WHERE x.contact_id = o.contact_id
                                ORDER BY x.created_at DESC, x.id DESC LIMIT 1) n
          WHERE o.id = $1 AND o.contact_id IS NOT NULL)
       UPDATE sequence_enrollments e
          SET status = 'completed', ended_at = now(), end_reason = 'goal_reached', next_run_at = NULL,
              hold_reason = NULL, hold_detail = NULL, hold_until = NULL, locked_until = NULL, locked_by = NULL, updated_at = now()
         FROM newest, sequences s
        WHERE e.contact_id = newest.contact_id AND s.id = e.sequence_id AND e.status IN ('pending', 'active', 'paused')
          AND newest.status = ANY(s.goal_statuses)
       RETURNING e.id, e.current_step, e.contact_id, s.name AS sequence_name, newest.status`,
      [opportunityId],
    );
    return returnedRows<GoalReachedRun>(result);
  }
}

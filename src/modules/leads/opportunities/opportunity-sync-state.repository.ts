import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, QueryFailedError } from 'typeorm';
import { OpportunityEntity } from './entities/opportunity.entity';

export interface StuckSyncRow {
  id: string;
  tracking: string;
  status: string;
  last_error: string | null;
  attempts: number;
  age_minutes: number;
}

/** A lead staff asked to sync: its id, and the lead it was merged into (its CRM record follows that one's). */
export interface SyncTarget {
  id: string;
  mergedIntoId: string | null;
}

/** CRM sync state columns of opportunities (queued → in_progress → succeeded | failed). */
@Injectable()
export class OpportunitySyncStateRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Marks the given rows as waiting for the CRM. `requeuedBy` (a staff re-queue) also logs a sync_requeued event
   * for each row, in the same statement.
   */
  async markQueued(where: { ids: string[]; requeuedBy?: string }): Promise<number> {
    const update = `UPDATE opportunities SET hubspot_sync_status = 'queued', sync_state_changed_at = now(), sync_last_error = NULL
       WHERE id = ANY($1::uuid[])`;
    if (where.requeuedBy !== undefined) {
      const rows: { n: number }[] = await this.dataSource.query(
        `WITH q AS (${update} RETURNING id),
         logged AS (INSERT INTO opportunity_activity (opportunity_id, kind, title, actor)
                    SELECT id, 'sync_requeued', 'CRM sync re-queued', $2 FROM q)
         SELECT count(*)::int AS n FROM q`,
        [where.ids, where.requeuedBy || null],
      );
      return rows[0].n;
    }
    const result: [unknown[], number] = await this.dataSource.query(update, [where.ids]);
    return result[1];
  }

  /**
   * One chunk of "sync all": queues up to `limit` rows that are pending (never queued) or failed, with ids after
   * `afterId`, walking the partial index opp_sync_backlog_idx in id order. Rows are locked in id order (FOR
   * UPDATE), so two walks at once never deadlock; a row that changed meanwhile is re-checked and left alone.
   * Returns how many rows the chunk saw and queued and the last id it saw, or null when the statement ran into
   * the statement timeout (nothing changed; the caller tries a smaller chunk).
   */
  async queueBacklogChunk(afterId: string | null, limit: number): Promise<{ seen: number; queued: number; lastId: string | null } | null> {
    const backlog = `(hubspot_sync_status IS NULL OR hubspot_sync_status = 'failed')`;
    try {
      const rows: { seen: number; queued: number; last_id: string | null }[] = await this.dataSource.query(
        `WITH chunk AS (
           SELECT id FROM opportunities WHERE ${backlog} ${afterId === null ? '' : 'AND id > $2::uuid'}
           ORDER BY id LIMIT $1 FOR UPDATE),
         queued AS (
           UPDATE opportunities o SET hubspot_sync_status = 'queued', sync_state_changed_at = now(), sync_last_error = NULL
           FROM chunk WHERE o.id = chunk.id AND ${backlog.replace(/hubspot_sync_status/g, 'o.hubspot_sync_status')}
           RETURNING o.id)
         SELECT (SELECT count(*) FROM chunk)::int AS seen, (SELECT count(*) FROM queued)::int AS queued,
                (SELECT id FROM chunk ORDER BY id DESC LIMIT 1) AS last_id`,
        afterId === null ? [limit] : [limit, afterId],
      );
      return { seen: rows[0].seen, queued: rows[0].queued, lastId: rows[0].last_id };
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '57014') return null;
      throw error;
    }
  }

  /** Claims up to `limit` queued rows for one batch (safe with any number of workers: SKIP LOCKED). */
  async claimQueued(limit: number): Promise<string[]> {
    const rows: [{ id: string }[], number] = await this.dataSource.query(
      `UPDATE opportunities o SET hubspot_sync_status = 'in_progress', sync_attempts = o.sync_attempts + 1, sync_state_changed_at = now()
       WHERE o.id IN (
         SELECT id FROM opportunities WHERE hubspot_sync_status = 'queued'
         ORDER BY sync_state_changed_at NULLS FIRST, id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING o.id`,
      [limit],
    );
    return rows[0].map((row) => row.id);
  }

  findMany(ids: string[]): Promise<OpportunityEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(OpportunityEntity).createQueryBuilder('o').where('o.id IN (:...ids)', { ids }).getMany();
  }

  /**
   * Records HubSpot's ids. The status settles only if the row is still in progress: a lead that changed while its
   * batch was in flight was queued again, and stays queued so the newer data goes out too.
   */
  async markSucceeded(id: string, contactId: string | null, dealId: string, dealUrl: string | null): Promise<void> {
    await this.dataSource.query(
      `WITH done AS (
       UPDATE opportunities SET hubspot_contact_id = coalesce($2, hubspot_contact_id), hubspot_deal_id = $3, synced_at = now(),
         hubspot_deal_url = coalesce($4, hubspot_deal_url),
         process_status = 'synced',
         sync_last_error = CASE WHEN hubspot_sync_status = 'in_progress' THEN NULL ELSE sync_last_error END,
         sync_state_changed_at = CASE WHEN hubspot_sync_status = 'in_progress' THEN now() ELSE sync_state_changed_at END,
         hubspot_sync_status = CASE WHEN hubspot_sync_status = 'in_progress' THEN 'succeeded' ELSE hubspot_sync_status END
       WHERE id = $1 RETURNING id, sync_attempts)
       INSERT INTO opportunity_activity (opportunity_id, kind, title, detail)
       SELECT id, 'sync_succeeded', 'Synced to HubSpot', 'Deal ' || $3 || ' (attempt ' || sync_attempts || ')' FROM done`,
      [id, contactId, dealId, dealUrl],
    );
  }

  /**
   * Settles a merged lead without writing to the CRM: its record there is the primary's deal (HubSpot's merge folds
   * its own deal in once the merge is final), so pushing it would write the duplicate's facts over the family's deal.
   * Like markSucceeded, only a row still in progress settles.
   */
  async markFollowsPrimary(id: string): Promise<void> {
    await this.dataSource.query(
      `WITH done AS (
       UPDATE opportunities o SET hubspot_sync_status = 'succeeded', sync_last_error = NULL, sync_state_changed_at = now()
       WHERE o.id = $1 AND o.hubspot_sync_status = 'in_progress' AND o.merged_into_id IS NOT NULL
       RETURNING o.id, o.merged_into_id)
       INSERT INTO opportunity_activity (opportunity_id, kind, title, detail)
       SELECT done.id, 'sync_succeeded', 'Synced through the primary lead',
              'Merged into ' || p.tracking_number || ': its HubSpot deal is the record of both' FROM done JOIN opportunities p ON p.id = done.merged_into_id`,
      [id],
    );
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.dataSource.query(
      `WITH failed AS (
       UPDATE opportunities SET hubspot_sync_status = 'failed', sync_last_error = $2, sync_state_changed_at = now()
       WHERE id = $1 AND hubspot_sync_status = 'in_progress' RETURNING id, sync_attempts)
       INSERT INTO opportunity_activity (opportunity_id, kind, title, detail)
       SELECT id, 'sync_failed', 'HubSpot sync failed (attempt ' || sync_attempts || ')', $2 FROM failed`,
      [id, error.slice(0, 2000)],
    );
  }

  /**
   * Failed, or queued / in progress for longer than the threshold (the dashboard's "Stuck or Failing Jobs"),
   * oldest first. One index-ordered branch per state (opportunities_sync_attention_idx), merged: an OR over the
   * states would read every matching row at 1M leads.
   */
  stuck(thresholdMinutes: number, limit = 100): Promise<StuckSyncRow[]> {
    const branch = (condition: string) => `(SELECT id, tracking_number, hubspot_sync_status, sync_last_error, sync_attempts, sync_state_changed_at, updated_at
       FROM opportunities WHERE ${condition} ORDER BY sync_state_changed_at ASC LIMIT $2)`;
    const stale = `sync_state_changed_at < now() - make_interval(mins => $1)`;
    return this.dataSource.query(
      `SELECT id, tracking_number AS tracking, hubspot_sync_status AS status, sync_last_error AS last_error, sync_attempts AS attempts,
              floor(extract(epoch FROM now() - coalesce(sync_state_changed_at, updated_at)) / 60)::int AS age_minutes
       FROM (${branch(`hubspot_sync_status = 'failed'`)}
             UNION ALL ${branch(`hubspot_sync_status = 'queued' AND ${stale}`)}
             UNION ALL ${branch(`hubspot_sync_status = 'in_progress' AND ${stale}`)}) s
       ORDER BY sync_state_changed_at ASC
       LIMIT $2`,
      [thresholdMinutes, limit],
    );
  }

  async findIdByTrackingOrId(tracking: string | undefined, id: string | undefined): Promise<SyncTarget | null> {
    const rows: SyncTarget[] = await this.dataSource.query(
      `SELECT id, merged_into_id AS "mergedIntoId" FROM opportunities
        WHERE ($1::uuid IS NOT NULL AND id = $1::uuid) OR ($2::text IS NOT NULL AND tracking_number = $2) LIMIT 1`,
      [id ?? null, tracking ?? null],
    );
    return rows[0] ?? null;
  }
}

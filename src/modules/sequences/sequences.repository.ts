import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { SequenceEntity } from './entities/sequence.entity';
import type { ListSort, ListStatus, StoredSequenceState } from './sequences.constants';

/** The open transaction a service hands back to the repositories (it only passes it along). */
export type Transaction = EntityManager;

/** One sequence with every card count, as the card query returns it. */
export interface SequenceCardRow {
  id: string;
  name: string;
  description: string;
  is_active: boolean;
  state: StoredSequenceState;
  stop_on_reply: boolean;
  stop_on_ooo: boolean;
  stop_on_bounce: boolean;
  reply_lookback_hours: number;
  goal_statuses: string[];
  goal_move_date_passed: boolean;
  on_reply_next_step_id: string | null;
  on_no_reply_next_step_id: string | null;
  owner_user_id: string | null;
  paused_at: Date | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  step_count: number;
  active_enrollments: number;
  total_enrollments: number;
  completed_enrollments: number;
  canceled_enrollments: number;
  enrollments_24h: number;
  enrollment_rules: { id: string; status: string }[];
  /** Sum of the latest preview totals of the draft, active and paused rules (stored figures; nothing is counted). */
  eligible_count: number;
  /** Live sequences in all (the Y of 'Showing X of Y'). */
  all_count: number;
}

export interface CardSearch {
  term?: string;
  status: ListStatus;
  sort: ListSort;
}

export type SequenceWrite = Pick<
  SequenceEntity,
  'name' | 'description' | 'isActive' | 'stopOnReply' | 'stopOnOoo' | 'stopOnBounce' | 'replyLookbackHours' | 'goalStatuses' | 'goalMoveDatePassed' | 'onReplyNextStepId' | 'onNoReplyNextStepId'
>;

const ORDER: Record<ListSort, string> = {
  updated_desc: 'c.updated_at DESC, c.id DESC',
  created_desc: 'c.created_at DESC, c.id DESC',
  name_asc: 'lower(c.name) ASC, c.id ASC',
  name_desc: 'lower(c.name) DESC, c.id DESC',
  steps_desc: 'c.step_count DESC, c.updated_at DESC, c.id DESC',
};

/** The list filter's meaning: draft = no steps; ready = steps, not archived, no live enrollments; active = live enrollments. */
const STATUS_FILTER: Record<ListStatus, string> = {
  all: 'true',
  draft: 'c.step_count = 0',
  ready: 'c.step_count > 0 AND c.is_active AND c.active_enrollments = 0',
  active: 'c.active_enrollments > 0',
  paused: `c.state = 'paused'`,
  archived: 'NOT c.is_active',
};

/** '50%_off' → '50\%\_off' for ILIKE. */
const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Every card field in one statement, without counting enrollments: the status counts come from the stored
 * sequence_enrollment_counts (kept exact by triggers, see migration AddSequenceEnrollmentCounters), and the last
 * 24 hours from the stored whole UTC hours since the edge plus the partial hour at the edge counted from the
 * (sequence_id, created_at) index. Steps and rules come from lateral subqueries per sequence (indexed by sequence_id),
 * so the list never issues a query per card.
 */
const CARD_SQL = (where: string, order: string): string => `
  WITH w AS (SELECT now() - interval '24 hours' AS since, date_trunc('hour', now() - interval '24 hours', 'UTC') + interval '1 hour' AS edge),
  c AS (
    SELECT s.id, s.name, s.description, s.is_active, s.state, s.stop_on_reply, s.stop_on_ooo, s.stop_on_bounce,
           s.reply_lookback_hours, s.goal_statuses, s.goal_move_date_passed, s.on_reply_next_step_id, s.on_no_reply_next_step_id, s.owner_user_id, s.paused_at,
           s.created_at, s.updated_at, s.deleted_at,
           st.step_count, e.active_enrollments, e.total_enrollments, e.completed_enrollments, e.canceled_enrollments,
           (d.whole_hours + d.edge_hour)::int AS enrollments_24h, r.enrollment_rules, r.eligible_count
    FROM sequences s CROSS JOIN w
    CROSS JOIN LATERAL (SELECT count(*)::int AS step_count FROM sequence_steps WHERE sequence_id = s.id) st
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(n) FILTER (WHERE status IN ('pending', 'active', 'paused')), 0)::int AS active_enrollments,
             coalesce(sum(n), 0)::int AS total_enrollments,
             coalesce(sum(n) FILTER (WHERE status = 'completed'), 0)::int AS completed_enrollments,
             coalesce(sum(n) FILTER (WHERE status = 'canceled'), 0)::int AS canceled_enrollments
      FROM sequence_enrollment_counts WHERE sequence_id = s.id) e
    CROSS JOIN LATERAL (
      SELECT coalesce((SELECT sum(n) FROM sequence_enrollment_hourly WHERE sequence_id = s.id AND bucket >= w.edge), 0) AS whole_hours,
             (SELECT count(*) FROM sequence_enrollments WHERE sequence_id = s.id AND created_at >= w.since AND created_at < w.edge) AS edge_hour) d
    CROSS JOIN LATERAL (
      SELECT coalesce(json_agg(json_build_object('id', id, 'status', status) ORDER BY created_at DESC, id), '[]'::json) AS enrollment_rules,
             coalesce(sum(preview_total) FILTER (WHERE status IN ('draft', 'active', 'paused')), 0)::int AS eligible_count
      FROM enrollment_rules WHERE sequence_id = s.id AND deleted_at IS NULL) r
    WHERE ${where}
  )
  SELECT c.*, (SELECT count(*)::int FROM sequences WHERE deleted_at IS NULL) AS all_count
  FROM c WHERE %FILTER% ORDER BY ${order}`;

/** The only place that touches the sequences table. Deleted sequences are left out unless asked for. */
@Injectable()
export class SequencesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repo(manager?: EntityManager): Repository<SequenceEntity> {
    return (manager ?? this.dataSource.manager).getRepository(SequenceEntity);
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Live sequence cards matching the search, in the asked order: one query. */
  cards({ term, status, sort }: CardSearch): Promise<SequenceCardRow[]> {
    const params: unknown[] = [];
    let where = 's.deleted_at IS NULL';
    if (term) {
      params.push(`%${escapeLike(term)}%`);
      where += ` AND (s.name ILIKE $1 OR s.description ILIKE $1)`;
    }
    return this.dataSource.query(CARD_SQL(where, ORDER[sort]).replace('%FILTER%', STATUS_FILTER[status]), params);
  }

  /** Live sequences in all. */
  async countLive(): Promise<number> {
    const rows: { n: number }[] = await this.dataSource.query(`SELECT count(*)::int AS n FROM sequences WHERE deleted_at IS NULL`);
    return rows[0]?.n ?? 0;
  }

  /** One live sequence's card, or null. */
  async card(id: string, manager?: EntityManager): Promise<SequenceCardRow | null> {
    const rows: SequenceCardRow[] = await (manager ?? this.dataSource.manager).query(
      CARD_SQL('s.id = $1 AND s.deleted_at IS NULL', 'c.id').replace('%FILTER%', 'true'),
      [id],
    );
    return rows[0] ?? null;
  }

  findLive(id: string, manager?: EntityManager): Promise<SequenceEntity | null> {
    return this.repo(manager).findOneBy({ id });
  }

  /** Locks a live sequence row for the rest of the transaction. */
  lockLive(manager: EntityManager, id: string): Promise<SequenceEntity | null> {
    return this.repo(manager).createQueryBuilder('s').setLock('pessimistic_write').where('s.id = :id', { id }).getOne();
  }

  /** The live sequence with this name (case-insensitive), other than `exceptId`. */
  async liveNamed(name: string, exceptId?: string, manager?: EntityManager): Promise<{ id: string } | null> {
    const rows: { id: string }[] = await (manager ?? this.dataSource.manager).query(
      `SELECT id FROM sequences WHERE lower(name) = lower($1) AND deleted_at IS NULL AND ($2::uuid IS NULL OR id <> $2) LIMIT 1`,
      [name, exceptId ?? null],
    );
    return rows[0] ?? null;
  }

  /** Lower-cased live names starting with `prefix` (for choosing a copy name). */
  async liveNamesStartingWith(prefix: string, manager?: EntityManager): Promise<Set<string>> {
    const rows: { name: string }[] = await (manager ?? this.dataSource.manager).query(
      `SELECT lower(name) AS name FROM sequences WHERE deleted_at IS NULL AND lower(name) LIKE lower($1) || '%'`,
      [escapeLike(prefix)],
    );
    return new Set(rows.map((row) => row.name));
  }

  insert(values: SequenceWrite & { ownerUserId: string | null }, manager?: EntityManager): Promise<SequenceEntity> {
    const repo = this.repo(manager);
    return repo.save(repo.create(values));
  }

  update(sequence: SequenceEntity, changes: Partial<SequenceWrite>, manager?: EntityManager): Promise<SequenceEntity> {
    const repo = this.repo(manager);
    return repo.save(repo.merge(sequence, changes));
  }

  /** Sets the switch; updated_at moves. */
  async setState(manager: EntityManager, id: string, state: StoredSequenceState): Promise<void> {
    await manager.query(
      `UPDATE sequences SET state = $2::varchar, paused_at = CASE WHEN $2::varchar = 'paused' THEN now() ELSE NULL END, updated_at = now() WHERE id = $1`,
      [id, state],
    );
  }

  /** Clears a reply branch whose step is no longer one of the sequence's steps after step 1. */
  async clearStaleBranches(manager: EntityManager, id: string): Promise<void> {
    const held = (column: string) => `EXISTS (SELECT 1 FROM sequence_steps st WHERE st.sequence_id = s.id AND st.id = s.${column} AND st.step_order > 1)`;
    await manager.query(
      `UPDATE sequences s
          SET on_reply_next_step_id = CASE WHEN ${held('on_reply_next_step_id')} THEN on_reply_next_step_id END,
              on_no_reply_next_step_id = CASE WHEN ${held('on_no_reply_next_step_id')} THEN on_no_reply_next_step_id END
        WHERE s.id = $1 AND (on_reply_next_step_id IS NOT NULL OR on_no_reply_next_step_id IS NOT NULL)`,
      [id],
    );
  }

  async softDelete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE sequences SET deleted_at = now(), updated_at = now() WHERE id = $1`, [id]);
  }

  /** Per live sequence: total, active (not ended), completed and canceled enrollments (the stored counts). */
  summary(): Promise<{ sequence_id: string; total: number; active: number; completed: number; canceled: number }[]> {
    return this.dataSource.query(`
      SELECT s.id AS sequence_id, coalesce(sum(c.n), 0)::int AS total,
             coalesce(sum(c.n) FILTER (WHERE c.status IN ('pending', 'active', 'paused')), 0)::int AS active,
             coalesce(sum(c.n) FILTER (WHERE c.status = 'completed'), 0)::int AS completed,
             coalesce(sum(c.n) FILTER (WHERE c.status = 'canceled'), 0)::int AS canceled
      FROM sequences s LEFT JOIN sequence_enrollment_counts c ON c.sequence_id = s.id
      WHERE s.deleted_at IS NULL GROUP BY s.id ORDER BY max(s.updated_at) DESC, s.id`);
  }
}

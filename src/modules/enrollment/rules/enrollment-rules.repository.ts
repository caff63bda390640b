import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StepConfig } from 'src/modules/sequences/step-types.types';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import type { RuleStatus } from 'src/modules/sequences/sequences.constants';
import type { DateField } from './enrollment-rules.constants';
import type { RuleLastRun } from '../runner/rule-run-report.policy';

/** One rule as the API answers it, with its enrollment counts. Dates are yyyy-MM-dd. */
export interface RuleRow {
  id: string;
  sequence_id: string;
  name: string;
  description: string;
  status: RuleStatus;
  date_field: DateField;
  start_date: string;
  end_date: string | null;
  include_future: boolean;
  criteria_json: { filters: unknown[]; exclusions: unknown[] };
  caps_json: { daily_org_limit: number; daily_sequence_limit: number };
  send_window_json: { days: number[]; start_hour: number; end_hour: number };
  timezone: string;
  owner_user_id: string | null;
  preview_total: number | null;
  previewed_at: Date | null;
  /** Why the runner paused the rule (it could not run it); null otherwise. Cleared when it is started again. */
  run_error: string | null;
  run_error_at: Date | null;
  /** What the runner's last run of the rule did and why it passed contacts over; null before any run. */
  last_run_json: RuleLastRun | null;
  created_at: Date;
  updated_at: Date;
  total_enrollments: number;
  active_enrollments: number;
}

export interface RuleInsert {
  sequenceId: string;
  name: string;
  description: string;
  dateField: DateField;
  startDate: string;
  endDate: string | null;
  includeFuture: boolean;
  criteria: unknown;
  caps: unknown;
  sendWindow: unknown;
  timezone: string;
  ownerUserId: string | null;
}

/** An edit's new fields, and the sequence History line that says what changed. */
export interface RuleEdit {
  /** Forget the stored preview total (the dates, criteria or zone changed, so it no longer holds). */
  resetPreview: boolean;
  /** Written in the edit's transaction when the rule was edited (the sequence's history line). */
  alongside: (manager: EntityManager) => Promise<void>;
}

/** What starting a rule depends on: the sequence switch and its first step. */
export interface SequenceReadiness {
  is_active: boolean;
  step_count: number;
  /** Step 1 names a template that is not deleted. */
  first_step_has_template: boolean;
}

export interface PreviewContact {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  created_at: Date;
}

/** The preview statement's inputs; `criteriaSql` uses $5 onwards (the compiled criteria's parameters). */
export interface PreviewQuery {
  sequenceId: string;
  dateField: DateField;
  /** Inclusive lower bound of the date field (an instant). */
  from: string;
  /** Exclusive upper bound, or null for an open end. */
  until: string | null;
  limit: number;
  criteriaSql: string;
  criteriaParams: unknown[];
}

/** Up to this many live runs in the sequence, the preview counts the rule's contacts and takes the live ones off. */
const MAX_LIVE_RUNS_TO_SUBTRACT = 20_000;

/** How long the preview's sample may walk the date order before it collects and sorts every match instead. */
const PREVIEW_WALK_TIMEOUT_MS = 50;

/** Placeholders the preview statement takes before the criteria's own. */
export const PREVIEW_FIRST_CRITERIA_PARAM = 5;

/**
 * A usable address: present, not blank, not on the placeholder .invalid domain. Written exactly like the partial
 * index predicate of the rule preview indexes so the planner can use them (index-only counts).
 */
export const USABLE_EMAIL_SQL = (c: string): string =>
  `${c}.email IS NOT NULL AND btrim(${c}.email) <> '' AND lower(btrim(${c}.email)) NOT LIKE '%.invalid' AND lower(btrim(${c}.email)) NOT LIKE '%@invalid'`;

/** Column of each date field; fixed text, never from input. */
const DATE_COLUMN: Record<DateField, string> = { created_at: 'c.created_at', first_seen_at: 'c.first_seen_at' };

const RULE_COLUMNS = `
  r.id, r.sequence_id, r.name, r.description, r.status, r.date_field, to_char(r.start_date, 'YYYY-MM-DD') AS start_date,
  to_char(r.end_date, 'YYYY-MM-DD') AS end_date, r.include_future, r.criteria_json, r.caps_json, r.send_window_json, r.timezone,
  r.owner_user_id, r.preview_total, r.previewed_at, r.run_error, r.run_error_at, r.last_run_json, r.created_at, r.updated_at`;

/** Rules with their enrollment counts in one statement (a lateral count per rule over the rule_id index). */
const RULES_SQL = (where: string): string => `
  SELECT ${RULE_COLUMNS}, e.total_enrollments, e.active_enrollments
  FROM enrollment_rules r
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS total_enrollments,
           count(*) FILTER (WHERE status IN ('pending', 'active', 'paused'))::int AS active_enrollments
    FROM sequence_enrollments WHERE rule_id = r.id) e
  WHERE r.deleted_at IS NULL AND ${where}
  ORDER BY r.created_at DESC, r.id DESC`;

/** The only place that touches enrollment_rules (besides the sequence cards reading ids, statuses and totals). */
@Injectable()
export class EnrollmentRulesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async liveSequenceExists(id: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM sequences WHERE id = $1 AND deleted_at IS NULL`, [id]);
    return rows.length > 0;
  }

  /** A live sequence's rules, newest first. */
  listForSequence(sequenceId: string): Promise<RuleRow[]> {
    return this.dataSource.query(RULES_SQL('r.sequence_id = $1'), [sequenceId]);
  }

  async find(id: string): Promise<RuleRow | null> {
    const rows: RuleRow[] = await this.dataSource.query(RULES_SQL('r.id = $1'), [id]);
    return rows[0] ?? null;
  }

  async insert(rule: RuleInsert): Promise<string> {
    const rows: { id: string }[] = await this.dataSource.query(
      `INSERT INTO enrollment_rules (sequence_id, name, description, date_field, start_date, end_date, include_future, criteria_json,
                                     caps_json, send_window_json, timezone, owner_user_id)
       VALUES ($1, $2, $3, $4, $5::date, $6::date, $7, $8::jsonb, $9::jsonb, $10::jsonb, $11, $12) RETURNING id`,
      [
        rule.sequenceId, rule.name, rule.description, rule.dateField, rule.startDate, rule.endDate, rule.includeFuture,
        JSON.stringify(rule.criteria), JSON.stringify(rule.caps), JSON.stringify(rule.sendWindow), rule.timezone, rule.ownerUserId,
      ],
    );
    return rows[0].id;
  }

  /**
   * Writes an edit while the rule's status is still one of `editable`, with its History line (type `updated` in
   * sequence_events) in the same transaction; false when the status moved meanwhile (nothing written).
   */
  async update(id: string, editable: readonly RuleStatus[], rule: Omit<RuleInsert, 'sequenceId' | 'ownerUserId'>, edit: RuleEdit): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      const rows: unknown[] = await tx.query(
        `WITH edited AS (
           UPDATE enrollment_rules SET name = $3, description = $4, date_field = $5, start_date = $6::date, end_date = $7::date,
             include_future = $8, criteria_json = $9::jsonb, caps_json = $10::jsonb, send_window_json = $11::jsonb, timezone = $12,
             preview_total = CASE WHEN $13::boolean THEN NULL ELSE preview_total END,
             previewed_at = CASE WHEN $13::boolean THEN NULL ELSE previewed_at END, updated_at = now()
           WHERE id = $1 AND deleted_at IS NULL AND status = ANY($2::varchar[]) RETURNING id)
         SELECT id FROM edited`,
        [
          id, [...editable], rule.name, rule.description, rule.dateField, rule.startDate, rule.endDate, rule.includeFuture,
          JSON.stringify(rule.criteria), JSON.stringify(rule.caps), JSON.stringify(rule.sendWindow), rule.timezone, edit.resetPreview,
        ],
      );
      if (rows.length === 0) return false;
      await edit.alongside(tx);
      return true;
    });
  }

  /** Moves the rule only while its status is still one of `from` (safe against concurrent moves); true when it moved. */
  async transition(id: string, from: readonly RuleStatus[], to: RuleStatus): Promise<boolean> {
    // Wrapped in a SELECT: the driver answers a bare UPDATE with [rows, count] rather than the rows.
    const rows: unknown[] = await this.dataSource.query(
      `WITH moved AS (
         UPDATE enrollment_rules SET status = $2::varchar, updated_at = now(),
           run_error = CASE WHEN $2::varchar = 'active' THEN NULL ELSE run_error END,
           run_error_at = CASE WHEN $2::varchar = 'active' THEN NULL ELSE run_error_at END
         WHERE id = $1 AND deleted_at IS NULL AND status = ANY($3::varchar[]) RETURNING id)
       SELECT id FROM moved`,
      [id, to, [...from]],
    );
    return rows.length > 0;
  }

  /** The rule's live sequence: its switch, step count and whether step 1 has a (live) template, when it is an email step; null when deleted. */
  async readiness(sequenceId: string): Promise<SequenceReadiness | null> {
    const rows: SequenceReadiness[] = await this.dataSource.query(
      `SELECT s.is_active,
              (SELECT count(*)::int FROM sequence_steps WHERE sequence_id = s.id) AS step_count,
              coalesce((SELECT st.type <> 'email' OR (t.id IS NOT NULL AND t.deleted_at IS NULL)
                        FROM sequence_steps st LEFT JOIN email_templates t ON t.id = st.template_id
                        WHERE st.sequence_id = s.id ORDER BY st.step_order LIMIT 1), false) AS first_step_has_template
       FROM sequences s WHERE s.id = $1 AND s.deleted_at IS NULL`,
      [sequenceId],
    );
    return rows[0] ?? null;
  }

  /** The sequence's steps as a send reads them: order, template and subject override. */
  async steps(sequenceId: string): Promise<StepConfig[]> {
    return this.dataSource.query(
      `SELECT step_order AS "stepOrder", type, template_id AS "templateId", subject_override AS "subjectOverride", from_override AS "fromOverride"
       FROM sequence_steps WHERE sequence_id = $1 ORDER BY step_order`,
      [sequenceId],
    );
  }

  /**
   * Eligible contacts: a usable email, the date field in [from, until), no live enrollment in this sequence, and
   * the compiled criteria (all on the contact's own columns, its latest lead's included: each contact once). Counted
   * in full with one index-only scan of a rule preview index. The sample (the first `limit` by the date field, then
   * id) is chosen from the same index alone (each preview index carries both date fields) before their names are
   * read, after the count: by walking the index in date order for at most 50 ms, which finds dense matches at once;
   * matches that lie far along that order (a filter on the other date field that runs against it) are collected in
   * full and sorted instead.
   */
  async preview(q: PreviewQuery): Promise<{ total: number; contacts: PreviewContact[] }> {
    // One statement after the other: the count already takes both cores (parallel workers), and a walk that finds its
    // sample takes a few ms. Every statement names each placeholder ($4, the sample size, too), as PostgreSQL requires.
    const total = await this.countEligible(q, (await this.liveRuns(q.sequenceId)) > MAX_LIVE_RUNS_TO_SUBTRACT ? 'anti-join' : 'subtract');
    const walked = await this.sample(q, 'walk', PREVIEW_WALK_TIMEOUT_MS);
    return { total, contacts: walked ?? (await this.sample(q, 'collect')) ?? [] };
  }

  /**
   * The eligible total. Most sequences have few live runs: the contacts matching the rule are counted without asking
   * each one about this sequence (an anti-join per contact costs about a fifth of the count at 1M), and those of them
   * live in the sequence (at most one run each) are counted from the runs' side and taken off. A sequence with many
   * live runs is counted with the anti-join. The two give the same total.
   */
  async countEligible(q: PreviewQuery, strategy: 'anti-join' | 'subtract'): Promise<number> {
    const params = [q.sequenceId, q.from, q.until, q.limit, ...q.criteriaParams];
    if (strategy === 'anti-join') {
      return (await this.previewStatement<{ total: number }>(`SELECT count(*)::int AS total, $4::int AS sample_size FROM contacts c WHERE ${this.eligibleWhere(q)}`, params))?.total ?? 0;
    }
    const matching = this.eligibleWhere(q, false);
    const counted = await this.previewStatement<{ total: number; live: number }>(
      `SELECT (SELECT count(*)::int FROM contacts c WHERE ${matching}) AS total,
              (SELECT count(*)::int FROM sequence_enrollments se JOIN contacts c ON c.id = se.contact_id
               WHERE se.sequence_id = $1::uuid AND se.status IN ('pending', 'active', 'paused') AND ${matching}) AS live,
              $4::int AS sample_size`,
      params,
    );
    return counted ? counted.total - counted.live : 0;
  }

  /** The sequence's live runs, counted up to just past the subtraction limit. */
  private async liveRuns(sequenceId: string): Promise<number> {
    const rows: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM sequence_enrollments WHERE sequence_id = $1 AND status IN ('pending', 'active', 'paused') LIMIT ${MAX_LIVE_RUNS_TO_SUBTRACT + 1}) l`,
      [sequenceId],
    );
    return rows[0].n;
  }

  /** The preview's sample by one strategy; null when a walk runs out of time. The two give the same contacts. */
  async sample(q: PreviewQuery, strategy: 'walk' | 'collect', timeoutMs?: number): Promise<PreviewContact[] | null> {
    const params = [q.sequenceId, q.from, q.until, q.limit, ...q.criteriaParams];
    const row = await this.previewStatement<{ contacts: PreviewContact[] | null }>(this.sampleSql(q.dateField, this.eligibleWhere(q), strategy === 'collect'), params, timeoutMs);
    return row ? row.contacts ?? [] : null;
  }

  /** The rule's conditions on a contact `c`; without `notLive`, whether it is live in this sequence is left out. */
  private eligibleWhere(q: PreviewQuery, notLive = true): string {
    const column = DATE_COLUMN[q.dateField];
    const liveHere = notLive
      ? `AND NOT EXISTS (SELECT 1 FROM sequence_enrollments se
                      WHERE se.sequence_id = $1::uuid AND se.contact_id = c.id AND se.status IN ('pending', 'active', 'paused'))`
      : '';
    return `${USABLE_EMAIL_SQL('c')}
      AND ${column} >= $2::timestamptz AND ($3::timestamptz IS NULL OR ${column} < $3::timestamptz)
      ${liveHere}
      AND (${q.criteriaSql})`;
  }

  /** The sample's statement: the ids by walking the date order, or (`collect`) every match gathered and sorted. */
  private sampleSql(dateField: DateField, where: string, collect: boolean): string {
    const column = DATE_COLUMN[dateField];
    const ids = collect
      ? `SELECT m.id FROM (SELECT c.id, ${column} AS d FROM contacts c WHERE ${where} OFFSET 0) m ORDER BY m.d, m.id LIMIT $4::int`
      : `SELECT c.id FROM contacts c WHERE ${where} ORDER BY ${column}, c.id LIMIT $4::int`;
    return `SELECT json_agg(json_build_object('id', s.id, 'first_name', s.first_name, 'last_name', s.last_name, 'email', s.email, 'created_at', s.created_at)
                            ORDER BY ${column.replace('c.', 's.')}, s.id) AS contacts
            FROM (${ids}) k JOIN contacts s ON s.id = k.id`;
  }

  /** One preview statement in its own transaction; with a timeout, null when it trips. */
  private async previewStatement<T>(sql: string, params: unknown[], timeoutMs?: number): Promise<T | null> {
    try {
      return await this.dataSource.transaction(async (tx) => {
        // Page reads cost about the same as sequential ones on SSD storage; with the default estimate the planner
        // prefers reading the whole table over the covering index (about 5x slower at 1M contacts). This statement only.
        await tx.query(`SET LOCAL random_page_cost = 1.1`);
        if (timeoutMs) await tx.query(`SET LOCAL statement_timeout = ${Math.round(timeoutMs)}`);
        const rows: T[] = await tx.query(sql, params);
        return rows[0] ?? null;
      });
    } catch (error) {
      if (timeoutMs && error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '57014') return null;
      throw error;
    }
  }

  /** Keeps the latest preview total on the rule (the sequence card's eligible_count sums them). */
  async savePreviewTotal(id: string, total: number): Promise<void> {
    await this.dataSource.query(`UPDATE enrollment_rules SET preview_total = $2, previewed_at = now() WHERE id = $1`, [id, total]);
  }
}

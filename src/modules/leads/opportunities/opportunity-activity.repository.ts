import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';

export type ActivityKind =
  | 'created'
  | 'updated_by_email'
  | 'enriched'
  | 'sync_succeeded'
  | 'sync_failed'
  | 'sync_requeued'
  | 'call_outcome'
  | 'edited'
  /** A lead's values did not fit their columns: what was cut or left out. */
  | 'values_fitted'
  /** Found to be a possible duplicate of an earlier lead at intake (and given to that lead's assignee). */
  | 'duplicate_found'
  /** Staff decided a possible duplicate pair: "not a duplicate". */
  | 'duplicate_dismissed'
  /** Staff merged a duplicate into this lead (on both leads), or undid that merge. */
  | 'duplicate_merged'
  | 'duplicate_merge_undone'
  /** Written by the sequence engine (runs module, through ContactTimelineService) on the contact's newest opportunity. */
  | 'sequence_email_sent'
  | 'sequence_run_completed'
  | 'sequence_run_ended'
  | 'sequence_run_paused'
  /** Written by inbound mail on the contact's newest opportunity. */
  | 'inbound_reply' | 'inbound_auto_reply' | 'inbound_bounce' | 'inbound_unsubscribe' | 'inbound_complaint';

/** Kinds written to opportunity_activity (created and enriched are facts on the row; calls have their own table). */
export type LoggedActivityKind = Extract<ActivityKind, 'updated_by_email' | 'sync_succeeded' | 'sync_failed' | 'sync_requeued' | 'edited' | 'values_fitted' | 'duplicate_found' | 'duplicate_dismissed' | 'duplicate_merged' | 'duplicate_merge_undone'>;

export interface ActivityItem {
  id: string;
  kind: ActivityKind;
  occurred_at: string;
  title: string;
  detail: string | null;
  actor: string | null;
  /**
   * The staff user's display name when the actor is a user's email address (merges and "not a duplicate" decisions
   * record the signed-in user's email), else null.
   */
  actor_name: string | null;
}

export interface NewActivity {
  opportunityId: string;
  kind: LoggedActivityKind;
  title: string;
  detail?: string | null;
  actor?: string | null;
}

const FIELD_LABELS: Record<string, string> = {
  customerName: 'customer name',
  customerEmail: 'email',
  customerPhone: 'phone',
  moveDate: 'move date',
  originAddress: 'origin address',
  destinationAddress: 'destination address',
  moveSize: 'move size',
  estimatedRevenue: 'estimated revenue',
  status: 'status',
};

/** "customer name, phone" for an activity detail line. */
export const describeFields = (fields: readonly string[]): string => fields.map((f) => FIELD_LABELS[f] ?? f).join(', ');

const OUTCOME_LABELS: Record<string, string> = {
  answered: 'Answered',
  no_answer: 'No answer',
  voicemail: 'Voicemail',
  wrong_number: 'Wrong number',
  not_interested: 'Not interested',
  booked: 'Booked',
  rescheduled: 'Rescheduled',
};

/** The detail page's Activity Timeline: logged events, plus creation, enrichment and call outcomes read in place. */
@Injectable()
export class OpportunityActivityRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly db: TransactionHost<TypeOrmTransactions>,
  ) {}

  /** Appends an event (inside the current transaction, if any). */
  async append(event: NewActivity): Promise<void> {
    await this.db.tx.query(
      `INSERT INTO opportunity_activity (opportunity_id, kind, title, detail, actor) VALUES ($1, $2, $3, $4, $5)`,
      [event.opportunityId, event.kind, event.title, event.detail ?? null, event.actor ?? null],
    );
  }

  /**
   * Newest first; at most `limit` events. A primary lead's timeline holds the events and calls of the leads merged
   * into it, each titled with the lead it came from.
   */
  async list(opportunityId: string, limit = 200): Promise<ActivityItem[]> {
    const rows: (Omit<ActivityItem, 'occurred_at'> & { occurred_at: Date; from_tracking: string | null })[] = await this.dataSource.query(
      // The page of events first, then the users its actors' emails name (users_email_key is on lower(email)).
      `WITH leads AS (
         SELECT id, NULL::text AS from_tracking FROM opportunities WHERE id = $1
         UNION ALL SELECT id, tracking_number FROM opportunities WHERE merged_into_id = $1),
       page AS (SELECT * FROM (
         SELECT 'a' || a.id AS id, a.kind, a.occurred_at, a.title, a.detail, a.actor, l.from_tracking
         FROM leads l JOIN opportunity_activity a ON a.opportunity_id = l.id
         UNION ALL
         SELECT 'created' || coalesce('-' || l.from_tracking, ''), 'created', o.created_at, 'Lead created',
                'Source: ' || replace(o.lead_source, '_', ' '), NULL, l.from_tracking
         FROM leads l JOIN opportunities o ON o.id = l.id
         UNION ALL
         SELECT 'enriched' || coalesce('-' || l.from_tracking, ''), 'enriched', o.enriched_at, 'Enriched with phone and move date', NULL, NULL, l.from_tracking
         FROM leads l JOIN opportunities o ON o.id = l.id WHERE o.enriched_at IS NOT NULL
         UNION ALL
         SELECT 'c' || c.id, 'call_outcome', c.call_date, 'Call: ' || c.outcome, c.notes, c.customer_service_agent, l.from_tracking
         FROM leads l JOIN call_outcomes c ON c.opportunity_id = l.id
       ) events
       ORDER BY occurred_at DESC, id DESC
       LIMIT $2)
       SELECT p.*, nullif(btrim(u.display_name), '') AS actor_name
         FROM page p LEFT JOIN users u ON p.actor LIKE '%@%' AND lower(u.email) = lower(p.actor)
        ORDER BY p.occurred_at DESC, p.id DESC`,
      [opportunityId, limit],
    );
    return rows.map(({ from_tracking, ...row }) => {
      const title = row.kind === 'call_outcome' ? `Call: ${OUTCOME_LABELS[row.title.slice(6)] ?? row.title.slice(6)}` : row.title;
      return { ...row, title: from_tracking ? `${title} (merged lead ${from_tracking})` : title, occurred_at: row.occurred_at.toISOString() };
    });
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ActivityObjectType } from './hubspot-activity.mapper';

/** Where an activity goes: an opportunity and its synced HubSpot contact and deal (null until the sync set them). */
export interface ActivityTargetRow {
  opportunity_id: string;
  customer_name: string | null;
  tracking_number: string;
  hubspot_contact_id: string | null;
  hubspot_deal_id: string | null;
}

/** A call outcome with its opportunity. */
export interface CallActivityRow extends ActivityTargetRow {
  agent: string;
  phone_number: string;
  outcome: string;
  notes: string | null;
  call_date: Date;
}

/** A run with its sequence's name and its contact's newest opportunity (the one the timeline shows; none: nulls). */
export type RunActivityRow = { sequence_name: string; ended_at: Date | null } & ({ [K in keyof ActivityTargetRow]: ActivityTargetRow[K] | null });

export interface DeliveryActivityRow {
  subject: string;
  to_email: string;
  from_email: string;
  sent_at: Date | null;
}

export type CrmActivityStatus = 'waiting' | 'creating' | 'created' | 'skipped' | 'failed';

export interface CrmActivityRow {
  status: CrmActivityStatus;
  hubspot_object_type: ActivityObjectType | null;
  hubspot_object_id: string | null;
  waits: number;
  reason: string | null;
}

/** How an event settled: the object it created, or why it was skipped or failed. */
export type CrmActivitySettlement =
  | { status: 'created'; objectType: ActivityObjectType; objectId: string }
  | { status: 'skipped' | 'failed'; reason: string };

const TARGET_COLUMNS = 'o.id AS opportunity_id, o.customer_name, o.tracking_number, o.hubspot_contact_id, o.hubspot_deal_id';

/**
 * crm_activities (owned: one row per outbox event the activity sync acted on) and the declared reads of the rows an
 * activity is made of: call outcomes and opportunities (leads), runs (runs), sequences, deliveries, users.
 */
@Injectable()
export class CrmActivityRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(outboxEventId: string): Promise<CrmActivityRow | null> {
    const rows: CrmActivityRow[] = await this.dataSource.query(
      `SELECT status, hubspot_object_type, hubspot_object_id, waits, reason FROM crm_activities WHERE outbox_event_id = $1`,
      [outboxEventId],
    );
    return rows[0] ?? null;
  }

  /**
   * Counts one more look that found the opportunity not yet in HubSpot; answers the looks so far. A row that has
   * settled meanwhile is left as it is (0).
   */
  async recordWait(outboxEventId: string, eventType: string, opportunityId: string | null, reason: string): Promise<number> {
    const rows: { waits: number }[] = await this.dataSource.query(
      `INSERT INTO crm_activities (outbox_event_id, event_type, opportunity_id, status, waits, reason) VALUES ($1, $2, $3, 'waiting', 1, $4)
       ON CONFLICT (outbox_event_id) DO UPDATE
         SET waits = crm_activities.waits + 1, reason = EXCLUDED.reason, opportunity_id = EXCLUDED.opportunity_id, status = 'waiting', updated_at = now()
         WHERE crm_activities.status IN ('waiting', 'creating', 'failed')
       RETURNING waits`,
      [outboxEventId, eventType, opportunityId, reason],
    );
    return rows[0]?.waits ?? 0;
  }

  /**
   * Notes that a create call is about to go out (committed before it is made): a retry that finds this cannot know
   * whether HubSpot made the activity, and looks it up first. Answers false when the event has settled meanwhile.
   */
  async markCreating(outboxEventId: string, eventType: string, opportunityId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO crm_activities (outbox_event_id, event_type, opportunity_id, status) VALUES ($1, $2, $3, 'creating')
       ON CONFLICT (outbox_event_id) DO UPDATE SET status = 'creating', opportunity_id = EXCLUDED.opportunity_id, reason = NULL, updated_at = now()
         WHERE crm_activities.status IN ('waiting', 'creating', 'failed')
       RETURNING 1`,
      [outboxEventId, eventType, opportunityId],
    );
    return rows.length > 0;
  }

  /** Records how the event settled; a row that already records a created object is never changed. */
  async settle(outboxEventId: string, eventType: string, opportunityId: string | null, settlement: CrmActivitySettlement): Promise<void> {
    const created = settlement.status === 'created';
    await this.dataSource.query(
      `INSERT INTO crm_activities (outbox_event_id, event_type, opportunity_id, status, hubspot_object_type, hubspot_object_id, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (outbox_event_id) DO UPDATE
         SET status = EXCLUDED.status, hubspot_object_type = EXCLUDED.hubspot_object_type, hubspot_object_id = EXCLUDED.hubspot_object_id,
             reason = EXCLUDED.reason, opportunity_id = coalesce(EXCLUDED.opportunity_id, crm_activities.opportunity_id), updated_at = now()
         WHERE crm_activities.status <> 'created'`,
      [
        outboxEventId,
        eventType,
        opportunityId,
        settlement.status,
        created ? settlement.objectType : null,
        created ? settlement.objectId : null,
        created ? null : settlement.reason,
      ],
    );
  }

  async opportunity(id: string): Promise<ActivityTargetRow | null> {
    const rows: ActivityTargetRow[] = await this.dataSource.query(`SELECT ${TARGET_COLUMNS} FROM opportunities o WHERE o.id = $1`, [id]);
    return rows[0] ?? null;
  }

  async call(callOutcomeId: string): Promise<CallActivityRow | null> {
    const rows: CallActivityRow[] = await this.dataSource.query(
      `SELECT ${TARGET_COLUMNS}, c.customer_service_agent AS agent, c.phone_number, c.outcome, c.notes, c.call_date
         FROM call_outcomes c JOIN opportunities o ON o.id = c.opportunity_id
        WHERE c.id = $1`,
      [callOutcomeId],
    );
    return rows[0] ?? null;
  }

  async run(enrollmentId: string): Promise<RunActivityRow | null> {
    const rows: RunActivityRow[] = await this.dataSource.query(
      `SELECT s.name AS sequence_name, e.ended_at, ${TARGET_COLUMNS}
         FROM sequence_enrollments e
         JOIN sequences s ON s.id = e.sequence_id
         LEFT JOIN LATERAL (SELECT id, customer_name, tracking_number, hubspot_contact_id, hubspot_deal_id FROM opportunities
                             WHERE contact_id = e.contact_id ORDER BY created_at DESC, id DESC LIMIT 1) o ON true
        WHERE e.id = $1`,
      [enrollmentId],
    );
    return rows[0] ?? null;
  }

  async delivery(id: string): Promise<DeliveryActivityRow | null> {
    const rows: DeliveryActivityRow[] = await this.dataSource.query(`SELECT subject, to_email, from_email, sent_at FROM deliveries WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** A user's name as the app shows it (display name, else email); null once the user is gone. */
  async userName(id: string): Promise<string | null> {
    const rows: { name: string }[] = await this.dataSource.query(`SELECT coalesce(nullif(btrim(display_name), ''), email) AS name FROM users WHERE id = $1`, [id]);
    return rows[0]?.name ?? null;
  }
}

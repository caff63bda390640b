import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface AssignSequenceRow {
  id: string;
  owner_user_id: string | null;
}

export interface AssignStepRow {
  step_order: number;
  type: string;
  template_id: string | null;
  subject_override: string | null;
  from_override: string | null;
  delay_seconds: number;
  wait_until: unknown;
}

/** What the assignment checks need about a contact. */
export interface AssignContactRow {
  id: string;
  contact_uuid: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  consent_status: string;
  unsubscribed: boolean;
  bounced: boolean;
  /** The address has an active entry on the suppression list. */
  suppressed: boolean;
  move_date: string | null;
  /** The contact's own IANA timezone, when known. */
  timezone: string | null;
  already_enrolled: boolean;
}

export interface NewEnrollment {
  contactId: string;
  nextRunAt: Date;
}

export interface EnrollmentListRow {
  id: string;
  contact_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  state: string;
  rule_name: string | null;
  enrolled_at: Date;
  current_step: number;
  next_run_at: Date | null;
  end_reason: string | null;
  enrolled_by_user_id: string | null;
  owner_user_id: string | null;
  total: number;
}

export interface EnrollmentOwnership {
  id: string;
  sequence_id: string;
  status: string;
  enrolled_by_user_id: string | null;
  owner_user_id: string | null;
}

const LIVE = `('pending', 'active', 'paused')`;

@Injectable()
export class EnrollmentAssignmentRepository {
  constructor(private readonly db: DataSource) {}

  async sequence(id: string): Promise<AssignSequenceRow | null> {
    const rows: AssignSequenceRow[] = await this.db.query(`SELECT id, owner_user_id FROM sequences WHERE id = $1 AND deleted_at IS NULL`, [id]);
    return rows[0] ?? null;
  }

  async steps(sequenceId: string): Promise<AssignStepRow[]> {
    return this.db.query(
      `SELECT step_order, type, template_id, subject_override, from_override, delay_seconds, wait_until FROM sequence_steps WHERE sequence_id = $1 ORDER BY step_order`,
      [sequenceId],
    );
  }

  /** The asked contacts (by id or by contact_uuid) with their checks; the move date is the one of the contact's newest opportunity that has one. */
  async contacts(sequenceId: string, ids: string[]): Promise<AssignContactRow[]> {
    return this.db.query(
      `SELECT c.id, c.contact_uuid, c.email, c.first_name, c.last_name, c.consent_status,
              c.timezone,
              c.unsubscribed_at IS NOT NULL AS unsubscribed, c.bounced_at IS NOT NULL AS bounced,
              EXISTS (SELECT 1 FROM suppressions sp WHERE sp.email = lower(btrim(c.email)) AND sp.removed_at IS NULL) AS suppressed,
              (SELECT o.move_date::text FROM opportunities o WHERE o.contact_id = c.id AND o.move_date IS NOT NULL
                ORDER BY o.created_at DESC LIMIT 1) AS move_date,
              EXISTS (SELECT 1 FROM sequence_enrollments se WHERE se.sequence_id = $1 AND se.contact_id = c.id
                       AND se.status IN ${LIVE}) AS already_enrolled
         FROM contacts c WHERE c.id = ANY($2::uuid[]) OR c.contact_uuid = ANY($2::uuid[])`,
      [sequenceId, ids],
    );
  }

  async ownership(ids: string[]): Promise<EnrollmentOwnership[]> {
    return this.db.query(
      `SELECT se.id, se.sequence_id, se.status, se.enrolled_by_user_id, s.owner_user_id
         FROM sequence_enrollments se JOIN sequences s ON s.id = se.sequence_id WHERE se.id = ANY($1::uuid[])`,
      [ids],
    );
  }

  /** One page of a sequence's enrollments, newest first, with the total in the same query. */
  async list(sequenceId: string, status: string | null, limit: number, offset: number): Promise<EnrollmentListRow[]> {
    return this.db.query(
      `SELECT se.id, se.contact_id, c.first_name, c.last_name, c.email, se.status AS state, r.name AS rule_name,
              se.created_at AS enrolled_at, se.current_step, se.next_run_at, se.end_reason, se.enrolled_by_user_id,
              s.owner_user_id, count(*) OVER ()::int AS total
         FROM sequence_enrollments se
         JOIN contacts c ON c.id = se.contact_id
         JOIN sequences s ON s.id = se.sequence_id
         LEFT JOIN enrollment_rules r ON r.id = se.rule_id
        WHERE se.sequence_id = $1 AND ($2::text IS NULL OR se.status = $2::text)
        ORDER BY se.created_at DESC, se.id DESC
        LIMIT $3 OFFSET $4`,
      [sequenceId, status, limit, offset],
    );
  }

  async one(id: string): Promise<EnrollmentListRow | null> {
    const rows: EnrollmentListRow[] = await this.db.query(
      `SELECT se.id, se.contact_id, c.first_name, c.last_name, c.email, se.status AS state, r.name AS rule_name,
              se.created_at AS enrolled_at, se.current_step, se.next_run_at, se.end_reason, se.enrolled_by_user_id,
              s.owner_user_id, 1 AS total
         FROM sequence_enrollments se JOIN contacts c ON c.id = se.contact_id JOIN sequences s ON s.id = se.sequence_id
         LEFT JOIN enrollment_rules r ON r.id = se.rule_id WHERE se.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }
}

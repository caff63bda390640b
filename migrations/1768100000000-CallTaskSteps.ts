import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox event (OutboxEvent.CallTaskAnswered) and the channel appends NOTIFY (OUTBOX_CHANNEL); frozen copies. */
const EVENT = 'call_task.answered';
const CHANNEL = 'outbox_events';

/**
 * Call-task steps. `sequence_steps.config`: a step type's own settings (a call step: how long its task stays open and
 * where each call outcome leads). `call_tasks`: one task per run and call step ("Call Dana Whitfield — step 3 of New
 * lead follow-up"), open until a call outcome is recorded for the contact or it expires. And the signal that moves a
 * waiting run at once: a call outcome recorded while the opportunity's contact has an open task writes a
 * `call_task.answered` outbox event in the same transaction (statement-level trigger with a transition table). The
 * step type's check constraint goes: the handlers say which types exist.
 */
export class CallTaskSteps1768100000000 implements MigrationInterface {
  name = 'CallTaskSteps1768100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE sequence_steps ADD COLUMN config jsonb`);
    // Step types are the runs module's handlers, checked at save (an unknown stored type is shown read-only and fails
    // a run with step_unknown_type): a new type needs no migration, so the column takes any short name.
    await queryRunner.query(`ALTER TABLE sequence_steps DROP CONSTRAINT IF EXISTS sequence_steps_type_check`);
    await queryRunner.query(`
      CREATE TABLE call_tasks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        enrollment_id uuid NOT NULL REFERENCES sequence_enrollments(id) ON DELETE CASCADE,
        sequence_id uuid NOT NULL,
        step_order integer NOT NULL,
        contact_id uuid NOT NULL,
        opportunity_id uuid,
        assignee varchar(255),
        title varchar(500) NOT NULL,
        due_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done', 'expired')),
        outcome varchar(20),
        call_outcome_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        CONSTRAINT call_tasks_run_step_key UNIQUE (enrollment_id, step_order)
      )`);
    await queryRunner.query(`CREATE INDEX call_tasks_open_due_idx ON call_tasks (due_at) WHERE status = 'open'`);
    await queryRunner.query(`CREATE INDEX call_tasks_open_contact_idx ON call_tasks (contact_id) WHERE status = 'open'`);
    await queryRunner.query(`CREATE INDEX call_tasks_contact_idx ON call_tasks (contact_id, created_at DESC)`);
    await queryRunner.query(`
      CREATE FUNCTION call_task_events_on_call() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE recorded integer;
      BEGIN
        INSERT INTO outbox_events (event_type, idempotency_key, payload)
        SELECT '${EVENT}', '${EVENT}:' || n.id, jsonb_build_object('callOutcomeId', n.id)
        FROM new_rows n JOIN opportunities o ON o.id = n.opportunity_id
        WHERE o.contact_id IS NOT NULL
          AND EXISTS (SELECT 1 FROM call_tasks t WHERE t.contact_id = o.contact_id AND t.status = 'open');
        GET DIAGNOSTICS recorded = ROW_COUNT;
        IF recorded > 0 THEN PERFORM pg_notify('${CHANNEL}', ''); END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER call_task_events_insert AFTER INSERT ON call_outcomes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION call_task_events_on_call()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS call_task_events_insert ON call_outcomes`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS call_task_events_on_call()`);
    await queryRunner.query(`DROP TABLE IF EXISTS call_tasks`);
    await queryRunner.query(`ALTER TABLE sequence_steps DROP COLUMN IF EXISTS config`);
    await queryRunner.query(`ALTER TABLE sequence_steps ADD CONSTRAINT sequence_steps_type_check CHECK (type IN ('email')) NOT VALID`);
  }
}

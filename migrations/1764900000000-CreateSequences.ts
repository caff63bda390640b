import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sequences, their steps, enrollment rules and enrollments. A sequence's stored `state` is the operator's switch
 * (active or paused); the five-word state the API answers (draft, ready, active, paused, archived) is derived from it,
 * is_active, the step count and the live enrollments. One live enrollment per contact and sequence is enforced here.
 */
export class CreateSequences1764900000000 implements MigrationInterface {
  name = 'CreateSequences1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sequences (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(200) NOT NULL CHECK (btrim(name) <> ''),
        description text NOT NULL DEFAULT '',
        is_active boolean NOT NULL DEFAULT true,
        state varchar(10) NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'paused')),
        stop_on_reply boolean NOT NULL DEFAULT false,
        stop_on_ooo boolean NOT NULL DEFAULT false,
        stop_on_bounce boolean NOT NULL DEFAULT true,
        reply_lookback_hours integer NOT NULL DEFAULT 72 CHECK (reply_lookback_hours IN (24, 48, 72)),
        on_reply_next_step_id uuid,
        on_no_reply_next_step_id uuid,
        owner_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        paused_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX sequences_live_name_key ON sequences (lower(name)) WHERE deleted_at IS NULL`);
    await queryRunner.query(`CREATE INDEX sequences_live_updated_idx ON sequences (updated_at DESC, id) WHERE deleted_at IS NULL`);
    await queryRunner.query(`CREATE INDEX sequences_owner_user_id_idx ON sequences (owner_user_id)`);

    await queryRunner.query(`
      CREATE TABLE sequence_steps (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        sequence_id uuid NOT NULL REFERENCES sequences(id) ON DELETE CASCADE,
        step_order integer NOT NULL CHECK (step_order >= 1),
        type varchar(10) NOT NULL DEFAULT 'email' CHECK (type IN ('email')),
        template_id uuid REFERENCES email_templates(id) ON DELETE RESTRICT,
        subject_override varchar(998),
        from_override varchar(320),
        delay_seconds integer NOT NULL DEFAULT 0 CHECK (delay_seconds >= 0),
        quiet_hours jsonb,
        skip_if jsonb,
        stop_if jsonb,
        wait_until jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT sequence_steps_order_key UNIQUE (sequence_id, step_order) DEFERRABLE INITIALLY IMMEDIATE
      )`);
    await queryRunner.query(`CREATE INDEX sequence_steps_template_id_idx ON sequence_steps (template_id) WHERE template_id IS NOT NULL`);

    await queryRunner.query(`
      CREATE TABLE enrollment_rules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        sequence_id uuid NOT NULL REFERENCES sequences(id) ON DELETE CASCADE,
        name varchar(200) NOT NULL CHECK (btrim(name) <> ''),
        description text NOT NULL DEFAULT '',
        status varchar(10) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'active', 'paused', 'stopped', 'completed')),
        date_field varchar(20) NOT NULL DEFAULT 'created_at' CHECK (date_field IN ('created_at', 'first_seen_at')),
        start_date date NOT NULL,
        end_date date,
        include_future boolean NOT NULL DEFAULT false,
        criteria_json jsonb NOT NULL DEFAULT '{"filters": [], "exclusions": []}',
        caps_json jsonb NOT NULL DEFAULT '{"daily_org_limit": 1000, "daily_sequence_limit": 100}',
        send_window_json jsonb NOT NULL DEFAULT '{"days": [1, 2, 3, 4, 5], "start_hour": 8, "end_hour": 18}',
        timezone varchar(64) NOT NULL DEFAULT 'UTC',
        owner_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        CHECK (end_date IS NULL OR end_date >= start_date)
      )`);
    await queryRunner.query(`CREATE INDEX enrollment_rules_sequence_idx ON enrollment_rules (sequence_id, created_at DESC) WHERE deleted_at IS NULL`);
    await queryRunner.query(`CREATE INDEX enrollment_rules_active_idx ON enrollment_rules (id) WHERE status = 'active' AND deleted_at IS NULL`);

    await queryRunner.query(`
      CREATE TABLE sequence_enrollments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        sequence_id uuid NOT NULL REFERENCES sequences(id) ON DELETE CASCADE,
        contact_id uuid NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
        rule_id uuid REFERENCES enrollment_rules(id) ON DELETE SET NULL,
        status varchar(10) NOT NULL DEFAULT 'active' CHECK (status IN ('pending', 'active', 'paused', 'completed', 'canceled', 'failed')),
        current_step integer NOT NULL DEFAULT 1 CHECK (current_step >= 1),
        retry_count integer NOT NULL DEFAULT 0 CHECK (retry_count >= 0),
        next_run_at timestamptz,
        held_by_sequence_at timestamptz,
        started_at timestamptz NOT NULL DEFAULT now(),
        ended_at timestamptz,
        end_reason varchar(200),
        enrolled_by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status IN ('completed', 'canceled', 'failed')) = (ended_at IS NOT NULL))
      )`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX sequence_enrollments_one_live_key ON sequence_enrollments (sequence_id, contact_id)
      WHERE status IN ('pending', 'active', 'paused')`);
    await queryRunner.query(`CREATE INDEX sequence_enrollments_due_idx ON sequence_enrollments (next_run_at) WHERE status = 'active'`);
    await queryRunner.query(`CREATE INDEX sequence_enrollments_sequence_idx ON sequence_enrollments (sequence_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX sequence_enrollments_contact_idx ON sequence_enrollments (contact_id)`);
    await queryRunner.query(`CREATE INDEX sequence_enrollments_rule_idx ON sequence_enrollments (rule_id) WHERE rule_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sequence_enrollments`);
    await queryRunner.query(`DROP TABLE enrollment_rules`);
    await queryRunner.query(`DROP TABLE sequence_steps`);
    await queryRunner.query(`DROP TABLE sequences`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sequence step sends, exactly once:
 * - `deliveries.enrollment_id` / `step_order`: the run and step a send is for (its idempotency key is
 *   `seq:{enrollment}:{step}`), indexed so a run's sends are found without a scan.
 * - `mailbox`: the sending mailbox of the last attempt (where Sent Items is searched after a crash).
 * - `attempts`, `attempt_started_at`, `next_attempt_at`: the provider call is recorded as started (committed) before
 *   it is made, so a retry can tell "never tried" from "tried, outcome unknown"; transient failures back off.
 * - status `unknown`: a crashed attempt that could not be confirmed; an operator decides, nothing is resent.
 * - `mailbox_send_usage`: messages per sending mailbox per minute and per UTC day (the mailbox budget), one counter
 *   row per window, raised atomically by any number of processes.
 */
export class AddSequenceDeliveryTracking1766100000000 implements MigrationInterface {
  name = 'AddSequenceDeliveryTracking1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE deliveries
        ADD COLUMN enrollment_id uuid REFERENCES sequence_enrollments (id) ON DELETE SET NULL,
        ADD COLUMN step_order integer,
        ADD COLUMN mailbox varchar(320),
        ADD COLUMN attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN attempt_started_at timestamptz,
        ADD COLUMN next_attempt_at timestamptz`);
    await queryRunner.query(`ALTER TABLE deliveries DROP CONSTRAINT deliveries_status_check`);
    await queryRunner.query(`ALTER TABLE deliveries ADD CONSTRAINT deliveries_status_check CHECK (status IN ('pending', 'sent', 'delivered', 'failed', 'unknown'))`);
    await queryRunner.query(`CREATE INDEX deliveries_enrollment_idx ON deliveries (enrollment_id, step_order) WHERE enrollment_id IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE mailbox_send_usage (
        mailbox varchar(320) NOT NULL,
        period varchar(6) NOT NULL CHECK (period IN ('minute', 'day')),
        period_start timestamptz NOT NULL,
        used integer NOT NULL DEFAULT 0 CHECK (used >= 0),
        PRIMARY KEY (mailbox, period, period_start)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE mailbox_send_usage`);
    await queryRunner.query(`DROP INDEX deliveries_enrollment_idx`);
    await queryRunner.query(`UPDATE deliveries SET status = 'failed' WHERE status = 'unknown'`);
    await queryRunner.query(`ALTER TABLE deliveries DROP CONSTRAINT deliveries_status_check`);
    await queryRunner.query(`ALTER TABLE deliveries ADD CONSTRAINT deliveries_status_check CHECK (status IN ('pending', 'sent', 'delivered', 'failed'))`);
    await queryRunner.query(`
      ALTER TABLE deliveries DROP COLUMN enrollment_id, DROP COLUMN step_order, DROP COLUMN mailbox, DROP COLUMN attempts,
        DROP COLUMN attempt_started_at, DROP COLUMN next_attempt_at`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mailbox day budget counts a rolling 24 hours (as Microsoft 365 does), kept in hour rows: `period` may now be
 * 'hour'. Calendar-day rows written before are no longer read and go with the usual cleanup.
 */
export class RollingMailboxDayBudget1766400000001 implements MigrationInterface {
  name = 'RollingMailboxDayBudget1766400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mailbox_send_usage DROP CONSTRAINT mailbox_send_usage_period_check`);
    await queryRunner.query(`ALTER TABLE mailbox_send_usage ADD CONSTRAINT mailbox_send_usage_period_check CHECK (period IN ('minute', 'hour', 'day'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM mailbox_send_usage WHERE period = 'hour'`);
    await queryRunner.query(`ALTER TABLE mailbox_send_usage DROP CONSTRAINT mailbox_send_usage_period_check`);
    await queryRunner.query(`ALTER TABLE mailbox_send_usage ADD CONSTRAINT mailbox_send_usage_period_check CHECK (period IN ('minute', 'day'))`);
  }
}

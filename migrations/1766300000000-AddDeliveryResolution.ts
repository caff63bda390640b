import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An operator's decision on a delivery whose outcome was unknown (a crashed attempt the provider could not confirm):
 * `resolution` (`sent` or `not_sent`), who decided (`resolved_by_user_id`, kept as null when the user is deleted),
 * when (`resolved_at`) and their note. Only `unknown` deliveries are ever resolved, so the columns stay empty on
 * every other row.
 */
export class AddDeliveryResolution1766300000000 implements MigrationInterface {
  name = 'AddDeliveryResolution1766300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE deliveries
        ADD COLUMN resolution varchar(16) CHECK (resolution IN ('sent', 'not_sent')),
        ADD COLUMN resolved_at timestamptz,
        ADD COLUMN resolved_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN resolution_note text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE deliveries DROP COLUMN resolution, DROP COLUMN resolved_at, DROP COLUMN resolved_by_user_id, DROP COLUMN resolution_note`);
  }
}

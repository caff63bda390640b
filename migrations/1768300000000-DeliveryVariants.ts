import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A/B variants of email steps: the variant a sequence send went out as ('A' the step itself, 'B', 'C' from the
 * step's config), null for a step without variants and for every other kind of send. Per-variant results count it.
 */
export class DeliveryVariants1768300000000 implements MigrationInterface {
  name = 'DeliveryVariants1768300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE deliveries ADD COLUMN variant char(1) CHECK (variant IN ('A', 'B', 'C'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE deliveries DROP COLUMN IF EXISTS variant`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Images for email templates: one row per stored object (the bytes live on disk or in a bucket). */
export class CreateAssets1764500000000 implements MigrationInterface {
  name = 'CreateAssets1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE assets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        key varchar(200) NOT NULL,
        filename varchar(255) NOT NULL,
        content_type varchar(100) NOT NULL,
        size integer NOT NULL DEFAULT 0,
        status varchar(16) NOT NULL DEFAULT 'ready' CHECK (status IN ('pending', 'ready')),
        owner_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX assets_key_key ON assets (key)`);
    await queryRunner.query(`CREATE INDEX assets_ready_created_idx ON assets (created_at DESC) WHERE status = 'ready'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE assets`);
  }
}

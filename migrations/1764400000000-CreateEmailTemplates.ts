import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateEmailTemplates1764400000000 implements MigrationInterface {
  name = 'CreateEmailTemplates1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE email_templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(200) NOT NULL,
        subject varchar(998) NOT NULL DEFAULT '',
        html text NOT NULL DEFAULT '',
        text text NOT NULL DEFAULT '',
        tags text[] NOT NULL DEFAULT '{}',
        variables text[] NOT NULL DEFAULT '{}',
        folder_id uuid,
        owner_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX email_templates_live_updated_idx ON email_templates (updated_at DESC, id) WHERE deleted_at IS NULL`);
    await queryRunner.query(`CREATE INDEX email_templates_owner_user_id_idx ON email_templates (owner_user_id)`);
    await queryRunner.query(`CREATE INDEX email_templates_folder_id_idx ON email_templates (folder_id) WHERE folder_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX contacts_examples_idx ON contacts (created_at DESC, id) WHERE email IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX contacts_examples_idx`);
    await queryRunner.query(`DROP TABLE email_templates`);
  }
}

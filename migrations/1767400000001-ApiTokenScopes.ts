import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An API token may be limited to one job: `inbound` tokens (the mail gateway's) may post inbound mail and nothing
 * else. NULL keeps a token as it was: everything its role allows.
 */
export class ApiTokenScopes1767400000001 implements MigrationInterface {
  name = 'ApiTokenScopes1767400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE api_tokens ADD COLUMN scope varchar(16) CHECK (scope IN ('inbound'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE api_tokens DROP COLUMN scope`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAuthTables1763800000000 implements MigrationInterface {
  name = 'CreateAuthTables1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(320) NOT NULL,
        display_name varchar(200) NOT NULL DEFAULT '',
        user_principal_name varchar(320) NOT NULL DEFAULT '',
        role varchar(16) NOT NULL DEFAULT 'staff' CHECK (role IN ('admin', 'staff')),
        tenant_id varchar(64),
        oidc_subject varchar(255),
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);
    await queryRunner.query(`
      CREATE TABLE api_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name varchar(200) NOT NULL DEFAULT '',
        token_hash char(64) NOT NULL,
        token_prefix varchar(16) NOT NULL,
        role varchar(16) CHECK (role IN ('admin', 'staff')),
        expires_at timestamptz,
        revoked_at timestamptz,
        last_used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX api_tokens_token_hash_key ON api_tokens (token_hash)`);
    await queryRunner.query(`CREATE INDEX api_tokens_user_id_idx ON api_tokens (user_id)`);
    await queryRunner.query(`
      CREATE TABLE sessions (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX sessions_expire_idx ON sessions (expire)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sessions`);
    await queryRunner.query(`DROP TABLE api_tokens`);
    await queryRunner.query(`DROP TABLE users`);
  }
}

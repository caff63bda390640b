import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every email the app sends (template test sends now, sequence emails later), written before the provider call. */
export class CreateDeliveries1764600000000 implements MigrationInterface {
  name = 'CreateDeliveries1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(16) NOT NULL CHECK (kind IN ('test', 'sequence')),
        idempotency_key varchar(200) NOT NULL,
        template_id uuid REFERENCES email_templates(id) ON DELETE SET NULL,
        contact_id uuid REFERENCES contacts(id) ON DELETE SET NULL,
        to_email varchar(320) NOT NULL,
        from_email varchar(400) NOT NULL,
        subject varchar(998) NOT NULL DEFAULT '',
        provider varchar(16),
        message_id varchar(998),
        request_id varchar(200),
        status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'delivered', 'failed')),
        error text,
        saved_to_sent boolean NOT NULL DEFAULT false,
        created_by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        delivered_at timestamptz
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX deliveries_idempotency_key_key ON deliveries (idempotency_key)`);
    await queryRunner.query(`CREATE INDEX deliveries_created_at_idx ON deliveries (created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE deliveries`);
  }
}

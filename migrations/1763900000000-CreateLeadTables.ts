import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Contacts, opportunities (one move lead each), every ingested lead email, and call outcomes. */
export class CreateLeadTables1763900000000 implements MigrationInterface {
  name = 'CreateLeadTables1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contacts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        contact_uuid uuid NOT NULL DEFAULT gen_random_uuid(),
        first_name varchar(120),
        last_name varchar(120),
        email varchar(320),
        phone varchar(20),
        company varchar(200),
        origin_city varchar(120),
        origin_state char(2),
        destination_city varchar(120),
        destination_state char(2),
        source varchar(40) NOT NULL DEFAULT 'email',
        lifecycle_stage varchar(20) NOT NULL DEFAULT 'lead' CHECK (lifecycle_stage IN ('lead', 'mql', 'sql', 'customer')),
        consent_status varchar(20) NOT NULL DEFAULT 'unknown' CHECK (consent_status IN ('opted_in', 'opted_out', 'unknown')),
        lead_score integer NOT NULL DEFAULT 0,
        timezone varchar(64),
        unsubscribed_at timestamptz,
        bounced_at timestamptz,
        first_seen_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX contacts_contact_uuid_key ON contacts (contact_uuid)`);
    await queryRunner.query(`CREATE UNIQUE INDEX contacts_email_key ON contacts (lower(email)) WHERE email IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX contacts_phone_idx ON contacts (phone) WHERE phone IS NOT NULL`);

    await queryRunner.query(`
      CREATE TABLE opportunities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tracking_number varchar(64) NOT NULL,
        contact_id uuid REFERENCES contacts(id) ON DELETE SET NULL,
        customer_name varchar(200),
        customer_email varchar(320),
        customer_phone varchar(20),
        is_noreply boolean NOT NULL DEFAULT false,
        move_date date,
        origin_address text,
        origin_street varchar(200),
        origin_city varchar(120),
        origin_state char(2),
        origin_zip varchar(10),
        destination_address text,
        destination_street varchar(200),
        destination_city varchar(120),
        destination_state char(2),
        destination_zip varchar(10),
        move_size varchar(60),
        estimated_revenue numeric(12, 2),
        status varchar(40) NOT NULL DEFAULT 'new',
        process_status varchar(20) NOT NULL DEFAULT 'scraped' CHECK (process_status IN ('scraped', 'processing', 'synced')),
        lead_source varchar(20) NOT NULL DEFAULT 'email' CHECK (lead_source IN ('email', 'inbound_call', 'web_form', 'manual')),
        owner varchar(200),
        assignee varchar(200),
        enriched boolean NOT NULL DEFAULT false,
        enriched_at timestamptz,
        hubspot_sync_status varchar(20) CHECK (hubspot_sync_status IN ('queued', 'in_progress', 'succeeded', 'failed')),
        hubspot_contact_id varchar(40),
        hubspot_deal_id varchar(40),
        sync_attempts integer NOT NULL DEFAULT 0,
        sync_last_error text,
        sync_state_changed_at timestamptz,
        synced_at timestamptz,
        staff_edited_fields text[] NOT NULL DEFAULT '{}',
        raw jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX opportunities_tracking_number_key ON opportunities (tracking_number)`);
    await queryRunner.query(`CREATE INDEX opportunities_contact_id_idx ON opportunities (contact_id)`);
    await queryRunner.query(`CREATE INDEX opp_created_idx ON opportunities (created_at DESC, id DESC)`);
    await queryRunner.query(
      `CREATE INDEX opportunities_sync_attention_idx ON opportunities (hubspot_sync_status, sync_state_changed_at)
       WHERE hubspot_sync_status IN ('queued', 'in_progress', 'failed')`,
    );
    await queryRunner.query(`
      ALTER TABLE opportunities SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01,
                                     autovacuum_analyze_scale_factor = 0.02)`);

    await queryRunner.query(`
      CREATE TABLE lead_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        message_id varchar(512) NOT NULL,
        source varchar(20) NOT NULL CHECK (source IN ('graph', 'inbound_api', 'cli')),
        received_at timestamptz NOT NULL,
        from_address varchar(320) NOT NULL DEFAULT '',
        subject varchar(998) NOT NULL DEFAULT '',
        parser varchar(40),
        status varchar(20) NOT NULL CHECK (status IN ('parsed', 'failed', 'ignored')),
        error text,
        opportunity_id uuid REFERENCES opportunities(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX lead_messages_message_id_key ON lead_messages (message_id)`);
    await queryRunner.query(`CREATE INDEX lead_messages_opportunity_id_idx ON lead_messages (opportunity_id)`);

    await queryRunner.query(`
      CREATE TABLE call_outcomes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        opportunity_id uuid NOT NULL REFERENCES opportunities(id) ON DELETE CASCADE,
        customer_service_agent varchar(200) NOT NULL,
        phone_number varchar(40) NOT NULL,
        outcome varchar(20) NOT NULL CHECK (outcome IN ('answered', 'no_answer', 'voicemail', 'wrong_number', 'not_interested', 'booked', 'rescheduled')),
        notes text,
        call_date timestamptz NOT NULL DEFAULT now(),
        follow_up_triggered boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX call_outcomes_opportunity_idx ON call_outcomes (opportunity_id, call_date DESC)`);

    await queryRunner.query(`
      CREATE TABLE mailbox_sync_state (
        mailbox varchar(320) NOT NULL,
        folder varchar(200) NOT NULL,
        delta_link text,
        last_synced_at timestamptz,
        PRIMARY KEY (mailbox, folder)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['mailbox_sync_state', 'call_outcomes', 'lead_messages', 'opportunities', 'contacts']) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}

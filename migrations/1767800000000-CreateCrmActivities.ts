import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What became of each outbox event the CRM activity sync acts on (crm-sync's `SyncCrmActivity` job), one row per
 * event keyed by its id: the HubSpot activity it created (`emails`, `calls`, `tasks`, `notes` and the object id), so a
 * retried or re-delivered job creates nothing twice; `creating` while a create call is out (a retry that finds it
 * looks the activity up in HubSpot before making it again); how often it waited for an opportunity not yet synced
 * to HubSpot; or why it was skipped or failed. No foreign keys: the event and the opportunity may be purged or
 * deleted, the record of what HubSpot holds stays.
 */
export class CreateCrmActivities1767800000000 implements MigrationInterface {
  name = 'CreateCrmActivities1767800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE crm_activities (
        outbox_event_id uuid PRIMARY KEY,
        event_type varchar(100) NOT NULL,
        opportunity_id uuid,
        status varchar(10) NOT NULL CHECK (status IN ('waiting', 'creating', 'created', 'skipped', 'failed')),
        hubspot_object_type varchar(10) CHECK (hubspot_object_type IN ('emails', 'calls', 'tasks', 'notes')),
        hubspot_object_id varchar(40),
        waits integer NOT NULL DEFAULT 0 CHECK (waits >= 0),
        reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'created') = (hubspot_object_id IS NOT NULL AND hubspot_object_type IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX crm_activities_opportunity_idx ON crm_activities (opportunity_id, created_at DESC) WHERE opportunity_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE crm_activities`);
  }
}

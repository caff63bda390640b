import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Contacts with a usable address (present, not blank, not on the placeholder .invalid domain). */
const USABLE_EMAIL =
  `email IS NOT NULL AND btrim(email) <> '' AND lower(btrim(email)) NOT LIKE '%.invalid' AND lower(btrim(email)) NOT LIKE '%@invalid'`;
const CRITERIA_COLUMNS =
  'lifecycle_stage, consent_status, lead_score, origin_state, destination_state, unsubscribed_at, bounced_at, latest_lead_source, latest_lead_status, latest_move_date';

/**
 * Each contact keeps whether it "replied or booked" (an opportunity of its with status booked, or a run that ended
 * with end_reason reply_received), kept by row triggers on opportunities and sequence_enrollments that fire only when
 * a row enters or leaves one of those states (a WHEN clause, so the advancer's many run updates pay nothing). The
 * enrollment rules' replied_or_booked exclusion reads this column, carried by both rule preview indexes: at 1M
 * contacts the exclusion asked two other tables about every contact (about 300 ms a preview) and is now an
 * index-only count like every other filter.
 */
export class ContactRepliedOrBooked1767700000000 implements MigrationInterface {
  name = 'ContactRepliedOrBooked1767700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SET LOCAL statement_timeout = 0`);
    await queryRunner.query(`ALTER TABLE contacts ADD COLUMN replied_or_booked boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      CREATE FUNCTION refresh_contact_replied_or_booked(contact uuid) RETURNS void LANGUAGE sql AS $$
        UPDATE contacts c SET replied_or_booked = l.value
        FROM (SELECT EXISTS (SELECT 1 FROM opportunities WHERE contact_id = contact AND status = 'booked')
                  OR EXISTS (SELECT 1 FROM sequence_enrollments WHERE contact_id = contact AND end_reason = 'reply_received') AS value) l
        WHERE c.id = contact AND c.replied_or_booked IS DISTINCT FROM l.value
      $$`);
    // One function for both tables: TG_ARGV[0] names the column that holds the state, TG_ARGV[1] the state's value.
    await queryRunner.query(`
      CREATE FUNCTION contact_replied_or_booked_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.contact_id IS NOT NULL THEN PERFORM refresh_contact_replied_or_booked(OLD.contact_id); END IF;
        IF TG_OP <> 'DELETE' AND NEW.contact_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.contact_id IS DISTINCT FROM OLD.contact_id) THEN
          PERFORM refresh_contact_replied_or_booked(NEW.contact_id);
        END IF;
        RETURN NULL;
      END $$`);
    for (const [table, column, value] of [['opportunities', 'status', 'booked'], ['sequence_enrollments', 'end_reason', 'reply_received']]) {
      const prefix = table === 'opportunities' ? 'opp' : 'run';
      await queryRunner.query(`
        CREATE TRIGGER ${prefix}_replied_or_booked_insert AFTER INSERT ON ${table} FOR EACH ROW
        WHEN (NEW.${column} = '${value}') EXECUTE FUNCTION contact_replied_or_booked_changed()`);
      await queryRunner.query(`
        CREATE TRIGGER ${prefix}_replied_or_booked_update AFTER UPDATE OF ${column}, contact_id ON ${table} FOR EACH ROW
        WHEN ((OLD.${column} = '${value}' OR NEW.${column} = '${value}')
              AND (OLD.${column}, OLD.contact_id) IS DISTINCT FROM (NEW.${column}, NEW.contact_id))
        EXECUTE FUNCTION contact_replied_or_booked_changed()`);
      await queryRunner.query(`
        CREATE TRIGGER ${prefix}_replied_or_booked_delete AFTER DELETE ON ${table} FOR EACH ROW
        WHEN (OLD.${column} = '${value}') EXECUTE FUNCTION contact_replied_or_booked_changed()`);
    }
    await queryRunner.query(`
      UPDATE contacts SET replied_or_booked = true
      WHERE id IN (SELECT contact_id FROM opportunities WHERE status = 'booked'
                   UNION SELECT contact_id FROM sequence_enrollments WHERE end_reason = 'reply_received')`);
    await this.rebuildIndexes(queryRunner, ', replied_or_booked');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SET LOCAL statement_timeout = 0`);
    for (const [table, prefix] of [['opportunities', 'opp'], ['sequence_enrollments', 'run']]) {
      for (const event of ['insert', 'update', 'delete']) await queryRunner.query(`DROP TRIGGER IF EXISTS ${prefix}_replied_or_booked_${event} ON ${table}`);
    }
    await queryRunner.query(`DROP FUNCTION IF EXISTS contact_replied_or_booked_changed()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS refresh_contact_replied_or_booked(uuid)`);
    await this.rebuildIndexes(queryRunner, '');
    await queryRunner.query(`ALTER TABLE contacts DROP COLUMN replied_or_booked`);
  }

  private async rebuildIndexes(queryRunner: QueryRunner, extra: string): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS contacts_rule_created_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS contacts_rule_first_seen_idx`);
    await queryRunner.query(`CREATE INDEX contacts_rule_created_idx ON contacts (created_at, id) INCLUDE (${CRITERIA_COLUMNS}, first_seen_at${extra}) WHERE ${USABLE_EMAIL}`);
    await queryRunner.query(`CREATE INDEX contacts_rule_first_seen_idx ON contacts (first_seen_at, id) INCLUDE (${CRITERIA_COLUMNS}, created_at${extra}) WHERE ${USABLE_EMAIL}`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox event (OutboxEvent.OpportunityStatusChanged) and the channel appends NOTIFY (OUTBOX_CHANNEL); frozen copies. */
const EVENT = 'opportunity.status_changed';
const CHANNEL = 'outbox_events';
const LIVE = `('pending', 'active', 'paused')`;

/**
 * Sequence goals. `sequences.goal_statuses`: the opportunity statuses that end a run as reached (a conversion);
 * `booked` by default, empty for a sequence without a goal. And the signal that ends runs at once: whenever an
 * opportunity's status changes and its contact has a live run, an `opportunity.status_changed` outbox event is written
 * in the same transaction as the change, whatever wrote it (a staff edit, a call outcome, a lead email). Statement-level
 * trigger with transition tables: one INSERT per statement, nothing for updates that leave the status alone.
 */
export class SequenceGoals1767900000000 implements MigrationInterface {
  name = 'SequenceGoals1767900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE sequences ADD COLUMN goal_statuses varchar(32)[] NOT NULL DEFAULT '{booked}'`);
    await queryRunner.query(`
      CREATE FUNCTION opp_status_events_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE recorded integer;
      BEGIN
        INSERT INTO outbox_events (event_type, idempotency_key, payload)
        SELECT '${EVENT}', '${EVENT}:' || gen_random_uuid(), jsonb_build_object('opportunityId', x.id, 'status', x.status)
        FROM new_rows x JOIN old_rows y USING (id)
        WHERE x.status IS DISTINCT FROM y.status AND x.contact_id IS NOT NULL
          AND EXISTS (SELECT 1 FROM sequence_enrollments e WHERE e.contact_id = x.contact_id AND e.status IN ${LIVE});
        GET DIAGNOSTICS recorded = ROW_COUNT;
        IF recorded > 0 THEN PERFORM pg_notify('${CHANNEL}', ''); END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER opp_status_events_update AFTER UPDATE ON opportunities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION opp_status_events_on_update()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS opp_status_events_update ON opportunities`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS opp_status_events_on_update()`);
    await queryRunner.query(`ALTER TABLE sequences DROP COLUMN IF EXISTS goal_statuses`);
  }
}

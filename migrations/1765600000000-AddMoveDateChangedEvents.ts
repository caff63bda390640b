import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox event (OutboxEvent.MoveDateChanged) and the channel appends NOTIFY (OUTBOX_CHANNEL); frozen copies. */
const EVENT = 'opportunity.move_date_changed';
const CHANNEL = 'outbox_events';
const LIVE = `('pending', 'active', 'paused')`;

/** Records one event per row of `rows` (alias x) whose contact has a live run, and wakes the relay. */
const record = (rows: string, where: string) => `
  INSERT INTO outbox_events (event_type, idempotency_key, payload)
  SELECT '${EVENT}', '${EVENT}:' || gen_random_uuid(), jsonb_build_object('opportunityId', x.id)
  FROM ${rows}
  WHERE ${where} AND x.contact_id IS NOT NULL
    AND EXISTS (SELECT 1 FROM sequence_enrollments e WHERE e.contact_id = x.contact_id AND e.status IN ${LIVE});
  GET DIAGNOSTICS recorded = ROW_COUNT;
  IF recorded > 0 THEN PERFORM pg_notify('${CHANNEL}', ''); END IF;`;

/**
 * Move-date changes reach the sequence runs: whenever an opportunity's move date (or its contact) changes, or an
 * opportunity with a move date is added, and its contact has a live enrollment, an `opportunity.move_date_changed`
 * outbox event is written in the same transaction as the change, whatever wrote it (a staff edit, a later lead
 * email, enrichment). The relay turns it into a job that recomputes the contact's anchored runs (or ends them when
 * the anchored moment has passed). Statement-level triggers with transition tables: one INSERT per statement, and
 * nothing is written for updates that leave the move date alone.
 */
export class AddMoveDateChangedEvents1765600000000 implements MigrationInterface {
  name = 'AddMoveDateChangedEvents1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION opp_move_date_events_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE recorded integer;
      BEGIN
        ${record('new_rows x JOIN old_rows y USING (id)', '(x.move_date, x.contact_id) IS DISTINCT FROM (y.move_date, y.contact_id)')}
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION opp_move_date_events_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE recorded integer;
      BEGIN
        ${record('new_rows x', 'x.move_date IS NOT NULL')}
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER opp_move_date_events_update AFTER UPDATE ON opportunities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION opp_move_date_events_on_update()`);
    await queryRunner.query(`CREATE TRIGGER opp_move_date_events_insert AFTER INSERT ON opportunities REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION opp_move_date_events_on_insert()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const op of ['insert', 'update']) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS opp_move_date_events_${op} ON opportunities`);
      await queryRunner.query(`DROP FUNCTION IF EXISTS opp_move_date_events_on_${op}()`);
    }
  }
}

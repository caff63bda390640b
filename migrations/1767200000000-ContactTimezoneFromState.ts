import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A contact without a stored timezone takes the zone of the US state it lives in (its origin state: a mover's
 * current home), so "respecting contact timezone" holds: a Miami contact's 9:00 is Miami's, not the company's.
 * One zone per state, the one most of its people live in (Tennessee, Kentucky, Florida, Texas, Indiana, the
 * Dakotas, Nebraska, Kansas, Idaho and Oregon span two). A trigger fills it on insert and follows a changed state
 * when the zone was the derived one; a timezone set by hand is kept. Existing contacts are filled once.
 */
const STATE_ZONES: Record<string, string> = {
  'America/New_York': 'CT DE DC FL GA KY ME MD MA NH NJ NY NC OH PA RI SC VT VA WV',
  'America/Detroit': 'MI',
  'America/Indiana/Indianapolis': 'IN',
  'America/Chicago': 'AL AR IL IA KS LA MN MS MO NE ND OK SD TN TX WI',
  'America/Denver': 'CO MT NM UT WY',
  'America/Boise': 'ID',
  'America/Phoenix': 'AZ',
  'America/Los_Angeles': 'CA NV OR WA',
  'America/Anchorage': 'AK',
  'Pacific/Honolulu': 'HI',
  'America/Puerto_Rico': 'PR',
};

const CASES = Object.entries(STATE_ZONES)
  .map(([zone, states]) => `WHEN upper(state) IN (${states.split(' ').map((code) => `'${code}'`).join(', ')}) THEN '${zone}'`)
  .join('\n      ');

export class ContactTimezoneFromState1767200000000 implements MigrationInterface {
  name = 'ContactTimezoneFromState1767200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION us_state_timezone(state text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
        SELECT CASE
          ${CASES}
        END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION contacts_timezone_from_state() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.timezone IS NULL THEN
          NEW.timezone := us_state_timezone(NEW.origin_state);
        ELSIF TG_OP = 'UPDATE' AND NEW.origin_state IS DISTINCT FROM OLD.origin_state
              AND NEW.timezone IS NOT DISTINCT FROM us_state_timezone(OLD.origin_state) THEN
          NEW.timezone := coalesce(us_state_timezone(NEW.origin_state), NEW.timezone);
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER contacts_timezone_from_state BEFORE INSERT OR UPDATE OF origin_state, timezone ON contacts
      FOR EACH ROW EXECUTE FUNCTION contacts_timezone_from_state()`);
    await queryRunner.query(`UPDATE contacts SET timezone = us_state_timezone(origin_state) WHERE timezone IS NULL AND us_state_timezone(origin_state) IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER contacts_timezone_from_state ON contacts`);
    await queryRunner.query(`DROP FUNCTION contacts_timezone_from_state()`);
    await queryRunner.query(`DROP FUNCTION us_state_timezone(text)`);
  }
}

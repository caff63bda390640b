import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The contact-keeping functions' statements, written once for both languages. */
const LATEST_LEAD_UPDATE = (ids: string): string => `
  UPDATE contacts c SET latest_lead_source = l.lead_source, latest_lead_status = l.status, latest_move_date = l.move_date
  FROM (SELECT x.id, o.lead_source, o.status, o.move_date
          FROM unnest(${ids}) AS x(id)
          LEFT JOIN LATERAL (SELECT lead_source, status, move_date FROM opportunities
                              WHERE contact_id = x.id ORDER BY created_at DESC, id DESC LIMIT 1) o ON true) l
  WHERE c.id = l.id
    AND (c.latest_lead_source, c.latest_lead_status, c.latest_move_date) IS DISTINCT FROM (l.lead_source, l.status, l.move_date)`;
const REPLIED_OR_BOOKED_UPDATE = (contact: string): string => `
  UPDATE contacts c SET replied_or_booked = l.value
  FROM (SELECT EXISTS (SELECT 1 FROM opportunities WHERE contact_id = ${contact} AND status = 'booked')
            OR EXISTS (SELECT 1 FROM sequence_enrollments WHERE contact_id = ${contact} AND end_reason = 'reply_received') AS value) l
  WHERE c.id = ${contact} AND c.replied_or_booked IS DISTINCT FROM l.value`;

/**
 * The two functions the opportunity and enrollment triggers call to keep a contact's latest lead and its "replied or
 * booked" flag were SQL functions, which PostgreSQL parses and plans again on every call (only PL/pgSQL keeps a
 * statement's plan for the session). The latest-lead one runs on every opportunity written, and planning its update
 * (contacts and opportunities, with all their indexes) was about a tenth of the database's work per ingested lead.
 * Same statements, now in PL/pgSQL. The latest-lead update also keeps one generic plan: left to choose, PostgreSQL
 * would plan it afresh on every call, as a plan for the array actually given (one id) always looks cheaper than one for
 * an array of unknown length (the same nested loop over the contact and its latest opportunity, by their indexes).
 */
export class CachedTriggerPlans1768800000000 implements MigrationInterface {
  name = 'CachedTriggerPlans1768800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION refresh_contact_latest_lead(ids uuid[]) RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
      BEGIN${LATEST_LEAD_UPDATE('refresh_contact_latest_lead.ids')};
      END $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION refresh_contact_replied_or_booked(contact uuid) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN${REPLIED_OR_BOOKED_UPDATE('refresh_contact_replied_or_booked.contact')};
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE OR REPLACE FUNCTION refresh_contact_latest_lead(ids uuid[]) RETURNS void LANGUAGE sql AS $$${LATEST_LEAD_UPDATE('ids')}$$`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION refresh_contact_replied_or_booked(contact uuid) RETURNS void LANGUAGE sql AS $$${REPLIED_OR_BOOKED_UPDATE('contact')}$$`);
  }
}

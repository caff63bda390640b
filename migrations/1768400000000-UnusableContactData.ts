import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Junk contact data never loses a lead: the phone and email as the lead gave them, and their quality when they are
 * not usable as they stand ('placeholder': "000-000-0000", "none@none.com"; 'invalid': not a number or address).
 * Only a usable value goes into customer_phone / customer_email, the columns that are dialled, matched and synced.
 * Both null for a good value.
 */
export class UnusableContactData1768400000000 implements MigrationInterface {
  name = 'UnusableContactData1768400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE opportunities
        ADD COLUMN customer_phone_given varchar(40),
        ADD COLUMN phone_quality varchar(12) CHECK (phone_quality IN ('placeholder', 'invalid')),
        ADD COLUMN customer_email_given varchar(320),
        ADD COLUMN email_quality varchar(12) CHECK (email_quality IN ('placeholder', 'invalid'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE opportunities DROP COLUMN IF EXISTS customer_phone_given, DROP COLUMN IF EXISTS phone_quality,
        DROP COLUMN IF EXISTS customer_email_given, DROP COLUMN IF EXISTS email_quality`);
  }
}

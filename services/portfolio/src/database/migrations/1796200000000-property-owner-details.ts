import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Owners' details (OWN-01): correspondence address, bank details (sort code 6 digits, account number 8, both or
 * neither), and the management fee as a percent of rent collected or fixed pence a month. The list's orders get
 * their indexes: by name (the initial migration's) and by creation.
 */
export class PropertyOwnerDetails1796200000000 implements MigrationInterface {
  name = 'PropertyOwnerDetails1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "portfolio"."property_owner"
        ADD "address_line1" text NULL,
        ADD "address_line2" text NULL,
        ADD "city" text NULL,
        ADD "postcode" text NULL,
        ADD "bank_account_name" text NULL,
        ADD "bank_sort_code" text NULL,
        ADD "bank_account_number" text NULL,
        ADD "management_fee_kind" text NOT NULL DEFAULT 'percent',
        ADD "management_fee_fixed_pence" integer NULL,
        ALTER "management_fee_percent" DROP NOT NULL`);
    await q.query(`
      ALTER TABLE "portfolio"."property_owner"
        ADD CONSTRAINT "ck_property_owner_bank" CHECK (
          ("bank_sort_code" IS NULL AND "bank_account_number" IS NULL)
          OR ("bank_sort_code" ~ '^[0-9]{6}$' AND "bank_account_number" ~ '^[0-9]{8}$')),
        ADD CONSTRAINT "ck_property_owner_fee_kind" CHECK (
          ("management_fee_kind" = 'percent' AND "management_fee_percent" IS NOT NULL AND "management_fee_fixed_pence" IS NULL)
          OR ("management_fee_kind" = 'fixed' AND "management_fee_fixed_pence" >= 0 AND "management_fee_percent" IS NULL))`);
    await q.query(
      `CREATE INDEX "ix_property_owner_company_created" ON "portfolio"."property_owner" ("company_id", "created_at", "id")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "portfolio"."ix_property_owner_company_created"`);
    await q.query(
      `UPDATE "portfolio"."property_owner" SET "management_fee_percent" = 0 WHERE "management_fee_percent" IS NULL`,
    );
    await q.query(`
      ALTER TABLE "portfolio"."property_owner"
        DROP CONSTRAINT "ck_property_owner_fee_kind",
        DROP CONSTRAINT "ck_property_owner_bank",
        ALTER "management_fee_percent" SET NOT NULL,
        DROP COLUMN "management_fee_fixed_pence",
        DROP COLUMN "management_fee_kind",
        DROP COLUMN "bank_account_number",
        DROP COLUMN "bank_sort_code",
        DROP COLUMN "bank_account_name",
        DROP COLUMN "postcode",
        DROP COLUMN "city",
        DROP COLUMN "address_line2",
        DROP COLUMN "address_line1"`);
  }
}

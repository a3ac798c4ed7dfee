import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Building factors' details (BF-01): contact, address, fees, service charge a year in pence and notes; e-mail and
 * phone become optional (a factor is often known by name first). The list's order by name gets its index. The
 * table keeps its row-level security policies (company rows, staff only) from the earlier migrations.
 */
export class BuildingFactorDetails1796350000000 implements MigrationInterface {
  name = 'BuildingFactorDetails1796350000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "portfolio"."building_factor"
        ADD "contact_name" text NULL,
        ADD "address_line1" text NULL,
        ADD "address_line2" text NULL,
        ADD "city" text NULL,
        ADD "postcode" text NULL,
        ADD "fees" text NULL,
        ADD "service_charge_pence_per_year" integer NULL,
        ADD "notes" text NULL,
        ALTER "email" DROP NOT NULL,
        ALTER "phone" DROP NOT NULL,
        ADD CONSTRAINT "ck_building_factor_service_charge" CHECK ("service_charge_pence_per_year" >= 0)`);
    await q.query(
      `CREATE INDEX "ix_building_factor_company_name" ON "portfolio"."building_factor" ("company_id", "name", "id")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "portfolio"."ix_building_factor_company_name"`);
    await q.query(`UPDATE "portfolio"."building_factor" SET "email" = '' WHERE "email" IS NULL`);
    await q.query(`UPDATE "portfolio"."building_factor" SET "phone" = '' WHERE "phone" IS NULL`);
    await q.query(`
      ALTER TABLE "portfolio"."building_factor"
        DROP CONSTRAINT "ck_building_factor_service_charge",
        ALTER "phone" SET NOT NULL,
        ALTER "email" SET NOT NULL,
        DROP COLUMN "notes",
        DROP COLUMN "service_charge_pence_per_year",
        DROP COLUMN "fees",
        DROP COLUMN "postcode",
        DROP COLUMN "city",
        DROP COLUMN "address_line2",
        DROP COLUMN "address_line1",
        DROP COLUMN "contact_name"`);
  }
}

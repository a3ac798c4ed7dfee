import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1767225600000 implements MigrationInterface {
  name = 'Initial1767225600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "portfolio"."property_owner" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "name" text NOT NULL,
        "email" text NULL,
        "phone" text NULL,
        "management_fee_percent" numeric(5,2) NOT NULL DEFAULT 0,
        "spending_limit_pence" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_property_owner" PRIMARY KEY ("id"),
        CONSTRAINT "uq_property_owner_company_id" UNIQUE ("company_id", "id"),
        CONSTRAINT "ck_property_owner_fee" CHECK ("management_fee_percent" >= 0 AND "management_fee_percent" <= 100),
        CONSTRAINT "ck_property_owner_spending_limit" CHECK ("spending_limit_pence" >= 0)
      )`);
    await queryRunner.query(
      `CREATE INDEX "ix_property_owner_company_name" ON "portfolio"."property_owner" ("company_id", "name", "id")`,
    );

    await queryRunner.query(`
      CREATE TABLE "portfolio"."building_factor" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "name" text NOT NULL,
        "email" text NOT NULL,
        "phone" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_building_factor" PRIMARY KEY ("id"),
        CONSTRAINT "uq_building_factor_company_id" UNIQUE ("company_id", "id")
      )`);

    // Owner and factor links are composite keys with the company, so a property can only point at
    // records of its own company.
    await queryRunner.query(`
      CREATE TABLE "portfolio"."property" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "reference" text NOT NULL,
        "address_line1" text NOT NULL,
        "address_line2" text NULL,
        "city" text NOT NULL,
        "postcode" text NOT NULL,
        "nation" text NOT NULL,
        "type" text NOT NULL,
        "bedrooms" integer NOT NULL,
        "bathrooms" integer NOT NULL,
        "furnished" boolean NOT NULL DEFAULT false,
        "status" text NOT NULL DEFAULT 'vacant',
        "owner_id" uuid NULL,
        "building_factor_id" uuid NULL,
        "monthly_rent_pence" integer NULL,
        "council_tax_band" text NULL,
        "epc_rating" text NULL,
        "notes" text NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_property" PRIMARY KEY ("id"),
        CONSTRAINT "uq_property_company_reference" UNIQUE ("company_id", "reference"),
        CONSTRAINT "uq_property_company_id" UNIQUE ("company_id", "id"),
        CONSTRAINT "ck_property_nation" CHECK ("nation" IN ('england', 'wales', 'scotland', 'northern_ireland')),
        CONSTRAINT "ck_property_type" CHECK ("type" IN ('flat', 'house', 'hmo', 'maisonette', 'bungalow', 'studio')),
        CONSTRAINT "ck_property_status" CHECK ("status" IN ('vacant', 'let', 'under_offer', 'unavailable')),
        CONSTRAINT "ck_property_bedrooms" CHECK ("bedrooms" >= 0),
        CONSTRAINT "ck_property_bathrooms" CHECK ("bathrooms" >= 0),
        CONSTRAINT "ck_property_rent" CHECK ("monthly_rent_pence" IS NULL OR "monthly_rent_pence" >= 0),
        CONSTRAINT "ck_property_council_tax_band" CHECK ("council_tax_band" IS NULL OR "council_tax_band" IN ('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I')),
        CONSTRAINT "ck_property_epc_rating" CHECK ("epc_rating" IS NULL OR "epc_rating" IN ('A', 'B', 'C', 'D', 'E', 'F', 'G')),
        CONSTRAINT "fk_property_owner" FOREIGN KEY ("company_id", "owner_id")
          REFERENCES "portfolio"."property_owner" ("company_id", "id"),
        CONSTRAINT "fk_property_building_factor" FOREIGN KEY ("company_id", "building_factor_id")
          REFERENCES "portfolio"."building_factor" ("company_id", "id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "ix_property_company_owner" ON "portfolio"."property" ("company_id", "owner_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_property_company_building_factor" ON "portfolio"."property" ("company_id", "building_factor_id")`,
    );

    await queryRunner.query(`
      CREATE TABLE "portfolio"."tenant" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "first_name" text NOT NULL,
        "last_name" text NOT NULL,
        "email" text NOT NULL,
        "phone" text NOT NULL,
        "right_to_rent_checked_at" date NULL,
        "right_to_rent_expires_at" date NULL,
        "user_id" uuid NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_tenant" PRIMARY KEY ("id"),
        CONSTRAINT "uq_tenant_company_id" UNIQUE ("company_id", "id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "ix_tenant_company_name" ON "portfolio"."tenant" ("company_id", "last_name", "first_name", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_tenant_company_email" ON "portfolio"."tenant" ("company_id", lower("email"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_tenant_user" ON "portfolio"."tenant" ("user_id") WHERE "user_id" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "portfolio"."tenant"`);
    await queryRunner.query(`DROP TABLE "portfolio"."property"`);
    await queryRunner.query(`DROP TABLE "portfolio"."building_factor"`);
    await queryRunner.query(`DROP TABLE "portfolio"."property_owner"`);
  }
}

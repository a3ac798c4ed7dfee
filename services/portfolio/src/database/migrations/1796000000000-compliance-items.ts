import type { MigrationInterface, QueryRunner } from 'typeorm';

const COMPANY = `NULLIF(current_setting('app.company_id', true), '')::uuid`;
const ROLE = `current_setting('app.role', true)`;
/** The company's staff, and work that runs as the company itself with no role (seeds, jobs). */
const WHOLE_COMPANY = `COALESCE(${ROLE}, '') IN ('', 'superuser', 'admin', 'landlord', 'manager')`;
/**
 * ISO-02: an item is seen by whoever may see its property (an owner their properties', a tenant their home's, a
 * trade none), read through property's own policies; property's policies never read this table, so the two do
 * not recurse. Only the company's staff write: an owner or tenant never records or exempts an item.
 */
const ROLE_ROWS_USING = `${WHOLE_COMPANY} OR EXISTS (SELECT 1 FROM "portfolio"."property" p WHERE p."id" = "property_id")`;
const ROLE_ROWS_CHECK = WHOLE_COMPANY;

/**
 * CMP-01, CMP-02: the facts of a property the compliance rules read (PropertyFacts), and the records of its
 * compliance items. Existing properties are taken to have a gas supply, so that the gas safety record shows as
 * missing until someone says otherwise, rather than going unasked.
 */
export class ComplianceItems1796000000000 implements MigrationInterface {
  name = 'ComplianceItems1796000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "portfolio"."property"
        ADD "has_gas_supply" boolean NOT NULL DEFAULT true,
        ADD "licence" text NOT NULL DEFAULT 'none',
        ADD "has_common_parts" boolean NOT NULL DEFAULT false,
        ADD "epc_minimum_exempt" boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT "ck_property_licence" CHECK ("licence" IN ('none', 'hmo_mandatory', 'hmo_additional', 'selective'))`);

    await q.query(`
      CREATE TABLE "portfolio"."compliance_item" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "property_id" uuid NOT NULL,
        "type" text NOT NULL,
        "issued_date" date NULL,
        "expiry_date" date NULL,
        "reference" text NULL,
        "document_id" uuid NULL,
        "exempt_reason" text NULL,
        "exempt_note" text NULL,
        "recorded_by_user_id" uuid NOT NULL,
        "recorded_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_compliance_item" PRIMARY KEY ("id"),
        CONSTRAINT "ck_compliance_item_type" CHECK ("type" IN ('gas_safety', 'eicr', 'epc', 'smoke_co_alarms', 'legionella', 'licence', 'fire_risk_assessment')),
        CONSTRAINT "ck_compliance_item_exempt_reason" CHECK ("exempt_reason" IS NULL OR "exempt_reason" IN ('no_gas_supply', 'listed_building', 'new_build_within_warranty', 'resident_landlord', 'long_lease', 'temporary_exemption_notice', 'other')),
        CONSTRAINT "ck_compliance_item_dated_or_exempt" CHECK ("issued_date" IS NOT NULL OR "exempt_reason" IS NOT NULL),
        CONSTRAINT "ck_compliance_item_dates" CHECK ("issued_date" IS NULL OR "expiry_date" IS NULL OR "expiry_date" > "issued_date"),
        CONSTRAINT "fk_compliance_item_property" FOREIGN KEY ("company_id", "property_id")
          REFERENCES "portfolio"."property" ("company_id", "id")
      )`);
    // A property's records in the order they were made: the compliance tab and the batch read for lists.
    await q.query(
      `CREATE INDEX "ix_compliance_item_company_property" ON "portfolio"."compliance_item" ("company_id", "property_id", "recorded_at", "id")`,
    );

    await q.query(`ALTER TABLE "portfolio"."compliance_item" ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE "portfolio"."compliance_item" FORCE ROW LEVEL SECURITY`);
    await q.query(
      `CREATE POLICY "company_rows" ON "portfolio"."compliance_item" USING ("company_id" = ${COMPANY}) WITH CHECK ("company_id" = ${COMPANY})`,
    );
    await q.query(
      `CREATE POLICY "role_rows" ON "portfolio"."compliance_item" AS RESTRICTIVE USING (${ROLE_ROWS_USING}) WITH CHECK (${ROLE_ROWS_CHECK})`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "portfolio"."compliance_item"`);
    await q.query(`
      ALTER TABLE "portfolio"."property"
        DROP CONSTRAINT "ck_property_licence",
        DROP COLUMN "epc_minimum_exempt",
        DROP COLUMN "has_common_parts",
        DROP COLUMN "licence",
        DROP COLUMN "has_gas_supply"`);
  }
}

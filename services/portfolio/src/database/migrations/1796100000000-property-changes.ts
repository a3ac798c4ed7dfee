import type { MigrationInterface, QueryRunner } from 'typeorm';

const COMPANY = `NULLIF(current_setting('app.company_id', true), '')::uuid`;
const ROLE = `current_setting('app.role', true)`;
/** The company's staff, and work that runs as the company itself with no role (seeds, jobs). */
const WHOLE_COMPANY = `COALESCE(${ROLE}, '') IN ('', 'superuser', 'admin', 'landlord', 'manager')`;

/**
 * The list's sorts and filters (PROP-01), each an index that starts with the company and ends with the order's
 * column and the id tie-break, over the properties in use (archived ones leave lists). The reference order keeps
 * the unique (company_id, reference) index.
 */
const LIST_INDEXES: Record<string, string> = {
  ix_property_company_address: '"company_id", "address_line1", "id"',
  ix_property_company_postcode: '"company_id", "postcode", "id"',
  ix_property_company_created: '"company_id", "created_at", "id"',
  ix_property_company_status: '"company_id", "status", "reference"',
  ix_property_company_nation: '"company_id", "nation", "reference"',
  ix_property_company_type: '"company_id", "type", "reference"',
};

/**
 * Creating, editing and archiving properties (PROP-02, PROP-03): `archived_at` on property, the portfolio's audit
 * trail (ISO-04: who, when, which fields before and after; the company's staff read it), and indexes for the
 * property list's sorts and filters. The owner and building factor indexes gain the reference, the list's order.
 */
export class PropertyChanges1796100000000 implements MigrationInterface {
  name = 'PropertyChanges1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "portfolio"."property" ADD "archived_at" timestamptz NULL`);
    for (const [name, columns] of Object.entries(LIST_INDEXES)) {
      await q.query(`CREATE INDEX "${name}" ON "portfolio"."property" (${columns}) WHERE "archived_at" IS NULL`);
    }
    await q.query(`DROP INDEX "portfolio"."ix_property_company_owner"`);
    await q.query(
      `CREATE INDEX "ix_property_company_owner" ON "portfolio"."property" ("company_id", "owner_id", "reference")`,
    );
    await q.query(`DROP INDEX "portfolio"."ix_property_company_building_factor"`);
    await q.query(
      `CREATE INDEX "ix_property_company_building_factor" ON "portfolio"."property" ("company_id", "building_factor_id", "reference")`,
    );

    await q.query(`
      CREATE TABLE "portfolio"."portfolio_audit" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "actor_user_id" uuid NULL,
        "action" text NOT NULL,
        "subject_type" text NOT NULL,
        "subject_id" uuid NOT NULL,
        "data" jsonb NOT NULL DEFAULT '{}'::jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_portfolio_audit" PRIMARY KEY ("id")
      )`);
    await q.query(
      `CREATE INDEX "ix_portfolio_audit_subject" ON "portfolio"."portfolio_audit" ("company_id", "subject_id", "created_at")`,
    );
    await q.query(`ALTER TABLE "portfolio"."portfolio_audit" ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE "portfolio"."portfolio_audit" FORCE ROW LEVEL SECURITY`);
    await q.query(
      `CREATE POLICY "company_rows" ON "portfolio"."portfolio_audit" USING ("company_id" = ${COMPANY}) WITH CHECK ("company_id" = ${COMPANY})`,
    );
    await q.query(
      `CREATE POLICY "role_rows" ON "portfolio"."portfolio_audit" AS RESTRICTIVE USING (${WHOLE_COMPANY}) WITH CHECK (${WHOLE_COMPANY})`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "portfolio"."portfolio_audit"`);
    await q.query(`DROP INDEX "portfolio"."ix_property_company_building_factor"`);
    await q.query(
      `CREATE INDEX "ix_property_company_building_factor" ON "portfolio"."property" ("company_id", "building_factor_id")`,
    );
    await q.query(`DROP INDEX "portfolio"."ix_property_company_owner"`);
    await q.query(`CREATE INDEX "ix_property_company_owner" ON "portfolio"."property" ("company_id", "owner_id")`);
    for (const name of Object.keys(LIST_INDEXES)) await q.query(`DROP INDEX "portfolio"."${name}"`);
    await q.query(`ALTER TABLE "portfolio"."property" DROP COLUMN "archived_at"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

const COMPANY = `NULLIF(current_setting('app.company_id', true), '')::uuid`;
const ROLE = `current_setting('app.role', true)`;
/** The company's staff, and work that runs as the company itself with no role (seeds, jobs). */
const WHOLE_COMPANY = `COALESCE(${ROLE}, '') IN ('', 'superuser', 'admin', 'landlord', 'manager')`;
/**
 * ISO-02 for CMP-03: an owner sees the alerts of the properties they may see, read through property's own
 * policies (which never read this table); a tenant or a trade none. Only the company's staff and the job write.
 */
const ALERT_ROWS = `${WHOLE_COMPANY} OR (${ROLE} = 'owner' AND EXISTS (SELECT 1 FROM "portfolio"."property" p WHERE p."id" = "property_id"))`;

/**
 * CMP-03: the alerts of expiring, expired and missing compliance items, raised by the daily scan once per
 * (property, item, expiry date, threshold) whatever the number of replicas or restarts: the unique index makes a
 * second insert of the same alert a no-op, and a closed alert is never raised again for the same expiry.
 *
 * The scan runs for every company, and row-level security shows a transaction one company only, so it learns
 * the companies through `compliance_scan_companies()`: a function of the tables' owner whose own setting opens
 * property's company ids to the owner alone (the owner could turn the policies off anyway). It gives ids only;
 * the scan then reads each company in a transaction of that company.
 */
export class ComplianceAlerts1796600000000 implements MigrationInterface {
  name = 'ComplianceAlerts1796600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "portfolio"."compliance_alert" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "property_id" uuid NOT NULL,
        "item_type" text NOT NULL,
        "expiry_date" date NULL,
        "threshold" text NOT NULL,
        "raised_at" timestamptz NOT NULL DEFAULT now(),
        "closed_at" timestamptz NULL,
        "close_reason" text NULL,
        "closed_by_user_id" uuid NULL,
        CONSTRAINT "pk_compliance_alert" PRIMARY KEY ("id"),
        CONSTRAINT "ck_compliance_alert_item_type" CHECK ("item_type" IN ('gas_safety', 'eicr', 'epc', 'smoke_co_alarms', 'legionella', 'licence', 'fire_risk_assessment')),
        CONSTRAINT "ck_compliance_alert_threshold" CHECK ("threshold" IN ('expiring_30', 'expiring_7', 'expired', 'missing')),
        CONSTRAINT "ck_compliance_alert_expiry" CHECK (("threshold" = 'missing') = ("expiry_date" IS NULL)),
        CONSTRAINT "ck_compliance_alert_close_reason" CHECK ("close_reason" IS NULL OR "close_reason" IN ('renewed', 'exempted', 'archived', 'not_needed', 'superseded')),
        CONSTRAINT "ck_compliance_alert_closed" CHECK (("closed_at" IS NULL) = ("close_reason" IS NULL)),
        CONSTRAINT "fk_compliance_alert_property" FOREIGN KEY ("company_id", "property_id")
          REFERENCES "portfolio"."property" ("company_id", "id")
      )`);
    // Once per alert: a missing item's (no expiry date) counts as one value too.
    await q.query(
      `CREATE UNIQUE INDEX "uq_compliance_alert_once" ON "portfolio"."compliance_alert" ("company_id", "property_id", "item_type", "expiry_date", "threshold") NULLS NOT DISTINCT`,
    );
    // The list, newest first; and a property's open alerts, which recording an item closes.
    await q.query(
      `CREATE INDEX "ix_compliance_alert_company_raised" ON "portfolio"."compliance_alert" ("company_id", "raised_at" DESC, "id" DESC)`,
    );
    await q.query(
      `CREATE INDEX "ix_compliance_alert_open" ON "portfolio"."compliance_alert" ("company_id", "property_id", "item_type") WHERE "closed_at" IS NULL`,
    );

    await q.query(`ALTER TABLE "portfolio"."compliance_alert" ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE "portfolio"."compliance_alert" FORCE ROW LEVEL SECURITY`);
    await q.query(
      `CREATE POLICY "company_rows" ON "portfolio"."compliance_alert" USING ("company_id" = ${COMPANY}) WITH CHECK ("company_id" = ${COMPANY})`,
    );
    await q.query(
      `CREATE POLICY "role_rows" ON "portfolio"."compliance_alert" AS RESTRICTIVE USING (${ALERT_ROWS}) WITH CHECK (${WHOLE_COMPANY})`,
    );

    await q.query(
      `CREATE POLICY "compliance_scan_companies" ON "portfolio"."property" FOR SELECT TO CURRENT_USER USING (current_setting('app.compliance_scan', true) = 'on')`,
    );
    // The setting is made inside the body: a function's own SET clause may not name it unless a superuser owns it.
    await q.query(`
      CREATE FUNCTION "portfolio"."compliance_scan_companies"() RETURNS SETOF uuid
        LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = pg_catalog, pg_temp
        AS $$
        BEGIN
          PERFORM set_config('app.compliance_scan', 'on', true);
          RETURN QUERY SELECT DISTINCT p."company_id" FROM "portfolio"."property" p;
          PERFORM set_config('app.compliance_scan', '', true);
        END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION "portfolio"."compliance_scan_companies"()`);
    await q.query(`DROP POLICY "compliance_scan_companies" ON "portfolio"."property"`);
    await q.query(`DROP TABLE "portfolio"."compliance_alert"`);
  }
}

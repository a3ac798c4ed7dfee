import type { MigrationInterface, QueryRunner } from 'typeorm';

const COMPANY = `NULLIF(current_setting('app.company_id', true), '')::uuid`;
const ROLE = `current_setting('app.role', true)`;
/** The company's staff, and work that runs as the company itself with no role (seeds, jobs). */
const WHOLE_COMPANY = `COALESCE(${ROLE}, '') IN ('', 'superuser', 'admin', 'landlord', 'manager')`;
/**
 * ISO-02 for UTIL-01: an owner sees the accounts of the properties they may see, a tenant those of their home that
 * they pay, both read through property's own policies (which never read these tables, so nothing recurses); a
 * reading is seen with its account. Only the company's staff write.
 */
const ACCOUNT_ROWS = `${WHOLE_COMPANY} OR (
  (${ROLE} = 'owner' OR (${ROLE} = 'tenant' AND "payer" = 'tenant'))
  AND EXISTS (SELECT 1 FROM "portfolio"."property" p WHERE p."id" = "property_id"))`;
const READING_ROWS = `${WHOLE_COMPANY} OR EXISTS (SELECT 1 FROM "portfolio"."utility_account" a WHERE a."id" = "account_id")`;

/** UTIL-01: a property's utility accounts and their meter readings. Photos wait for documents (DOC-01). */
export class UtilityAccounts1796450000000 implements MigrationInterface {
  name = 'UtilityAccounts1796450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "portfolio"."utility_account" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "property_id" uuid NOT NULL,
        "kind" text NOT NULL,
        "supplier" text NOT NULL,
        "account_number" text NULL,
        "meter_point" text NULL,
        "payer" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_utility_account" PRIMARY KEY ("id"),
        CONSTRAINT "uq_utility_account_company_id" UNIQUE ("company_id", "id"),
        CONSTRAINT "ck_utility_account_kind" CHECK ("kind" IN ('electricity', 'gas', 'water', 'council_tax', 'broadband', 'tv_licence')),
        CONSTRAINT "ck_utility_account_payer" CHECK ("payer" IN ('tenant', 'landlord')),
        CONSTRAINT "ck_utility_account_meter_point" CHECK (
          ("kind" = 'electricity' AND "meter_point" ~ '^[0-9]{13}$')
          OR ("kind" = 'gas' AND "meter_point" ~ '^[0-9]{6,10}$')
          OR ("kind" NOT IN ('electricity', 'gas') AND "meter_point" IS NULL)),
        CONSTRAINT "fk_utility_account_property" FOREIGN KEY ("company_id", "property_id")
          REFERENCES "portfolio"."property" ("company_id", "id")
      )`);
    // A property's accounts in the order the screen lists them.
    await q.query(
      `CREATE INDEX "ix_utility_account_company_property" ON "portfolio"."utility_account" ("company_id", "property_id", "kind", "created_at", "id")`,
    );

    await q.query(`
      CREATE TABLE "portfolio"."meter_reading" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "account_id" uuid NOT NULL,
        "read_on" date NOT NULL,
        "value" numeric(12, 3) NOT NULL,
        "kind" text NOT NULL,
        "taken_by_user_id" uuid NOT NULL,
        "taken_by_name" text NOT NULL,
        "meter_replaced" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_meter_reading" PRIMARY KEY ("id"),
        CONSTRAINT "ck_meter_reading_kind" CHECK ("kind" IN ('move_in', 'move_out', 'routine')),
        CONSTRAINT "ck_meter_reading_value" CHECK ("value" >= 0),
        CONSTRAINT "fk_meter_reading_account" FOREIGN KEY ("company_id", "account_id")
          REFERENCES "portfolio"."utility_account" ("company_id", "id") ON DELETE CASCADE
      )`);
    // An account's history newest first, and the previous reading a new one is checked against.
    await q.query(
      `CREATE INDEX "ix_meter_reading_company_account" ON "portfolio"."meter_reading" ("company_id", "account_id", "read_on" DESC, "created_at" DESC)`,
    );

    for (const [table, rows] of [
      ['utility_account', ACCOUNT_ROWS],
      ['meter_reading', READING_ROWS],
    ] as const) {
      await q.query(`ALTER TABLE "portfolio"."${table}" ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE "portfolio"."${table}" FORCE ROW LEVEL SECURITY`);
      await q.query(
        `CREATE POLICY "company_rows" ON "portfolio"."${table}" USING ("company_id" = ${COMPANY}) WITH CHECK ("company_id" = ${COMPANY})`,
      );
      await q.query(
        `CREATE POLICY "role_rows" ON "portfolio"."${table}" AS RESTRICTIVE USING (${rows}) WITH CHECK (${WHOLE_COMPANY})`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "portfolio"."meter_reading"`);
    await q.query(`DROP TABLE "portfolio"."utility_account"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

const COMPANY = `NULLIF(current_setting('app.company_id', true), '')::uuid`;
const ROLE = `current_setting('app.role', true)`;
/** The company's staff, and work that runs as the company itself with no role (seeds, jobs). */
const WHOLE_COMPANY = `COALESCE(${ROLE}, '') IN ('', 'superuser', 'admin', 'landlord', 'manager')`;
/** A rent change is seen with its tenancy, read through the lease's own policies; only the company's staff write. */
const RENT_CHANGE_ROWS = `${WHOLE_COMPANY} OR EXISTS (SELECT 1 FROM "portfolio"."lease" l WHERE l."id" = "lease_id")`;

// Value lists as the contracts declare them (TENANCY_TYPES, RENT_FREQUENCIES, DEPOSIT_SCHEMES) on 2026-11-27.
const TYPES = `'assured_periodic', 'assured_shorthold', 'company_let', 'lodger_licence',
  'standard_occupation_contract', 'private_residential_tenancy', 'private_tenancy'`;
const FREQUENCIES = `'weekly', 'fortnightly', 'four_weekly', 'monthly', 'quarterly', 'yearly'`;
const SCHEMES = `'dps', 'mydeposits', 'tds', 'safedeposits_scotland', 'lps_scotland', 'mydeposits_scotland',
  'tds_ni', 'mydeposits_ni'`;

const NEW_COLUMNS = [
  'nation',
  'type',
  'rent_pence',
  'rent_frequency',
  'rent_due_day',
  'deposit_pence',
  'deposit_scheme',
  'deposit_received_on',
  'deposit_protected_on',
  'deposit_reference',
  'prescribed_information_served_on',
  'notice_given_on',
];

/**
 * LEASE-01..04, DEP-01, DEP-02: a tenancy's terms. The lease keeps its starting rent, frequency and due day; each
 * later rent is a rent_change from a date. Charges are not stored: the rent schedule is worked out from these
 * (services/portfolio/src/rent/rent-schedule.ts). `monthly_rent_pence` stays, as the monthly equivalent of the
 * rent in force when the tenancy was last written, for the readers that want one figure (dashboards, summaries).
 *
 * The lease keeps the nation whose law it was made under (its property's when created): the rules that apply to
 * it (deposit cap and clock) do not move if the property's record is corrected later, and a former tenant who no
 * longer sees the property still sees their tenancy's clock.
 *
 * Tenancies written before this migration were monthly, due on their start date's day, and get the type their
 * nation uses (England's ended before 1 May 2026 as the assured shorthold tenancies they were).
 */
export class Tenancies1797000000000 implements MigrationInterface {
  name = 'Tenancies1797000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "portfolio"."lease"
        ADD COLUMN "nation" text NULL,
        ADD COLUMN "type" text NULL,
        ADD COLUMN "rent_pence" integer NULL,
        ADD COLUMN "rent_frequency" text NULL,
        ADD COLUMN "rent_due_day" smallint NULL,
        ADD COLUMN "deposit_pence" integer NULL,
        ADD COLUMN "deposit_scheme" text NULL,
        ADD COLUMN "deposit_received_on" date NULL,
        ADD COLUMN "deposit_protected_on" date NULL,
        ADD COLUMN "deposit_reference" text NULL,
        ADD COLUMN "prescribed_information_served_on" date NULL,
        ADD COLUMN "notice_given_on" date NULL`);
    // The tables' owner writes every company's rows: FORCE is lifted for the backfill, inside this transaction.
    for (const table of ['lease', 'property']) {
      await q.query(`ALTER TABLE "portfolio"."${table}" NO FORCE ROW LEVEL SECURITY`);
    }
    await q.query(`
      UPDATE "portfolio"."lease" l SET
        "nation" = p."nation",
        "type" = CASE p."nation"
          WHEN 'wales' THEN 'standard_occupation_contract'
          WHEN 'scotland' THEN 'private_residential_tenancy'
          WHEN 'northern_ireland' THEN 'private_tenancy'
          ELSE CASE WHEN l."status" = 'ended' AND l."end_date" < DATE '2026-05-01'
            THEN 'assured_shorthold' ELSE 'assured_periodic' END
        END,
        "rent_pence" = l."monthly_rent_pence",
        "rent_frequency" = 'monthly',
        "rent_due_day" = EXTRACT(DAY FROM l."start_date")::smallint
      FROM "portfolio"."property" p
      WHERE p."company_id" = l."company_id" AND p."id" = l."property_id"`);
    for (const table of ['lease', 'property']) {
      await q.query(`ALTER TABLE "portfolio"."${table}" FORCE ROW LEVEL SECURITY`);
    }
    await q.query(`
      ALTER TABLE "portfolio"."lease"
        ALTER COLUMN "nation" SET NOT NULL,
        ALTER COLUMN "type" SET NOT NULL,
        ADD CONSTRAINT "ck_lease_nation" CHECK ("nation" IN ('england', 'wales', 'scotland', 'northern_ireland')),
        ALTER COLUMN "rent_pence" SET NOT NULL,
        ALTER COLUMN "rent_frequency" SET NOT NULL,
        ADD CONSTRAINT "ck_lease_type" CHECK ("type" IN (${TYPES})),
        ADD CONSTRAINT "ck_lease_rent_pence" CHECK ("rent_pence" >= 0),
        ADD CONSTRAINT "ck_lease_rent_frequency" CHECK ("rent_frequency" IN (${FREQUENCIES})),
        ADD CONSTRAINT "ck_lease_rent_due_day" CHECK (CASE
          WHEN "rent_frequency" IN ('weekly', 'fortnightly', 'four_weekly') THEN "rent_due_day" IS NULL
          ELSE COALESCE("rent_due_day" BETWEEN 1 AND 31, false) END),
        ADD CONSTRAINT "ck_lease_deposit_pence" CHECK ("deposit_pence" >= 0),
        ADD CONSTRAINT "ck_lease_deposit_scheme" CHECK ("deposit_scheme" IN (${SCHEMES})),
        ADD CONSTRAINT "ck_lease_deposit_reference" CHECK (length("deposit_reference") BETWEEN 1 AND 100),
        ADD CONSTRAINT "ck_lease_notice" CHECK ("notice_given_on" IS NULL OR "status" IN ('ending', 'ended'))`);
    // The list's "ending within N days" filter and a property's tenancies by date (LEASE-03's overlap check).
    await q.query(
      `CREATE INDEX "ix_lease_company_end" ON "portfolio"."lease" ("company_id", "end_date") WHERE "end_date" IS NOT NULL`,
    );

    await q.query(`
      CREATE TABLE "portfolio"."rent_change" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "lease_id" uuid NOT NULL,
        "effective_from" date NOT NULL,
        "rent_pence" integer NOT NULL,
        "recorded_by_user_id" uuid NULL,
        "recorded_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_rent_change" PRIMARY KEY ("id"),
        CONSTRAINT "uq_rent_change_lease_from" UNIQUE ("lease_id", "effective_from"),
        CONSTRAINT "ck_rent_change_rent_pence" CHECK ("rent_pence" >= 0),
        CONSTRAINT "fk_rent_change_lease" FOREIGN KEY ("company_id", "lease_id")
          REFERENCES "portfolio"."lease" ("company_id", "id") ON DELETE CASCADE
      )`);
    await q.query(`ALTER TABLE "portfolio"."rent_change" ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE "portfolio"."rent_change" FORCE ROW LEVEL SECURITY`);
    await q.query(
      `CREATE POLICY "company_rows" ON "portfolio"."rent_change" USING ("company_id" = ${COMPANY}) WITH CHECK ("company_id" = ${COMPANY})`,
    );
    await q.query(
      `CREATE POLICY "role_rows" ON "portfolio"."rent_change" AS RESTRICTIVE USING (${RENT_CHANGE_ROWS}) WITH CHECK (${WHOLE_COMPANY})`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "portfolio"."rent_change"`);
    await q.query(`DROP INDEX "portfolio"."ix_lease_company_end"`);
    // Dropping a column drops the checks that name it.
    await q.query(`ALTER TABLE "portfolio"."lease" ${NEW_COLUMNS.map((c) => `DROP COLUMN "${c}"`).join(', ')}`);
  }
}

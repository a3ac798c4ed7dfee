import type { MigrationInterface, QueryRunner } from 'typeorm';

const COMPANY = `NULLIF(current_setting('app.company_id', true), '')::uuid`;
const ROLE = `current_setting('app.role', true)`;
const USER = `NULLIF(current_setting('app.user_id', true), '')::uuid`;
const PROPERTY_IDS = `NULLIF(current_setting('app.property_ids', true), '')::uuid[]`;
/** The company's staff, and work that runs as the company itself with no role (seeds, jobs). */
const WHOLE_COMPANY = `COALESCE(${ROLE}, '') IN ('', 'superuser', 'admin', 'landlord', 'manager')`;
const OWN_TENANT_IDS = `SELECT t."id" FROM "portfolio"."tenant" t WHERE t."user_id" = ${USER}`;

// Value lists as the contracts declare them (TENANT_STATUSES, RIGHT_TO_RENT_METHODS) on 2026-11-27.
const STATUSES = `'applicant', 'current', 'former'`;
const METHODS = `'manual_document', 'online_share_code', 'idvt'`;

/**
 * ISO-02: an owner sees the tenants of the tenancies of their properties (the property ids the bff signed, as
 * lease's own policy reads them). Policies that read each other directly are refused by PostgreSQL (lease_tenant
 * and lease already read tenant for a tenant's login), so the owner's rows are found through these two functions:
 * they run as the caller, under every policy, and only hide the tables they read from the policies' recursion
 * check. Their SET clause keeps them from being inlined into the policy that calls them.
 */
const FUNCTIONS = {
  owner_lease_ids: `SELECT l."id" FROM "portfolio"."lease" l WHERE l."property_id" = ANY(${PROPERTY_IDS})`,
  owner_tenant_ids: `SELECT lt."tenant_id" FROM "portfolio"."lease_tenant" lt
    JOIN "portfolio"."lease" l ON l."company_id" = lt."company_id" AND l."id" = lt."lease_id"
    WHERE l."property_id" = ANY(${PROPERTY_IDS})`,
};

/** Who reads which rows (USING) and who writes them (WITH CHECK, unchanged: an owner never writes either). */
const POLICIES = {
  tenant: {
    before: `${WHOLE_COMPANY} OR (${ROLE} = 'tenant' AND "user_id" = ${USER})`,
    reads: `${WHOLE_COMPANY} OR (${ROLE} = 'tenant' AND "user_id" = ${USER})
      OR (${ROLE} = 'owner' AND "id" IN (SELECT "portfolio"."owner_tenant_ids"()))`,
  },
  lease_tenant: {
    before: `${WHOLE_COMPANY} OR (${ROLE} = 'tenant' AND "tenant_id" IN (${OWN_TENANT_IDS}))`,
    reads: `${WHOLE_COMPANY} OR (${ROLE} = 'tenant' AND "tenant_id" IN (${OWN_TENANT_IDS}))
      OR (${ROLE} = 'owner' AND "lease_id" IN (SELECT "portfolio"."owner_lease_ids"()))`,
  },
};

/** A check is seen by whoever sees its tenant, read through tenant's own policies; only the company's staff write. */
const CHECK_ROWS = `${WHOLE_COMPANY} OR EXISTS (SELECT 1 FROM "portfolio"."tenant" t WHERE t."id" = "tenant_id")`;

/**
 * TEN-01 and TEN-02: a tenant's date of birth, emergency contact, status and notes, the date of their last portal
 * invitation, and their Right to Rent checks as rows of their own (check date, method, share code, the end of a
 * time-limited right, who checked). The tenant's two Right to Rent columns become each tenant's first check (a
 * document seen in person, the only kind there was) and are dropped. A tenant's status starts from their
 * tenancies: current with an active or ending one, former with only ended ones, else an applicant.
 */
export class Tenants1796900000000 implements MigrationInterface {
  name = 'Tenants1796900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "portfolio"."tenant"
        ADD "date_of_birth" date NULL,
        ADD "emergency_contact_name" text NULL,
        ADD "emergency_contact_phone" text NULL,
        ADD "emergency_contact_relationship" text NULL,
        ADD "status" text NOT NULL DEFAULT 'applicant',
        ADD "notes" text NULL,
        ADD "invited_at" timestamptz NULL,
        ADD CONSTRAINT "ck_tenant_status" CHECK ("status" IN (${STATUSES})),
        ADD CONSTRAINT "ck_tenant_notes" CHECK (length("notes") <= 2000)`);
    await q.query(
      `CREATE INDEX "ix_tenant_company_sort_name" ON "portfolio"."tenant" ("company_id", ("last_name" || ' ' || "first_name"), "id")`,
    );
    await q.query(
      `CREATE INDEX "ix_tenant_company_created" ON "portfolio"."tenant" ("company_id", "created_at", "id")`,
    );
    await q.query(`CREATE INDEX "ix_tenant_company_status" ON "portfolio"."tenant" ("company_id", "status")`);

    await q.query(`
      CREATE TABLE "portfolio"."tenant_right_to_rent_check" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "tenant_id" uuid NOT NULL,
        "checked_on" date NOT NULL,
        "method" text NOT NULL,
        "share_code" text NULL,
        "expires_on" date NULL,
        "checked_by_user_id" uuid NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_tenant_right_to_rent_check" PRIMARY KEY ("id"),
        CONSTRAINT "ck_tenant_right_to_rent_check_method" CHECK ("method" IN (${METHODS})),
        CONSTRAINT "ck_tenant_right_to_rent_check_share_code" CHECK (
          "share_code" IS NULL OR ("method" = 'online_share_code' AND "share_code" ~ '^[A-Z0-9]{9}$')),
        CONSTRAINT "ck_tenant_right_to_rent_check_expiry" CHECK ("expires_on" > "checked_on"),
        CONSTRAINT "fk_tenant_right_to_rent_check_tenant" FOREIGN KEY ("company_id", "tenant_id")
          REFERENCES "portfolio"."tenant" ("company_id", "id") ON DELETE CASCADE
      )`);
    // A tenant's checks, newest first: the latest is the tenant's Right to Rent.
    await q.query(
      `CREATE INDEX "ix_tenant_right_to_rent_check_tenant" ON "portfolio"."tenant_right_to_rent_check" ("company_id", "tenant_id", "checked_on" DESC, "created_at" DESC)`,
    );

    // The tables' owner writes every company's rows: FORCE is lifted for the backfill, inside this transaction.
    await this.withoutForce(q, async () => {
      await q.query(`
        INSERT INTO "portfolio"."tenant_right_to_rent_check" ("company_id", "tenant_id", "checked_on", "method", "expires_on")
        SELECT "company_id", "id", "right_to_rent_checked_at", 'manual_document', "right_to_rent_expires_at"
        FROM "portfolio"."tenant" WHERE "right_to_rent_checked_at" IS NOT NULL`);
      await q.query(`
        UPDATE "portfolio"."tenant" t SET "status" = CASE
          WHEN EXISTS (SELECT 1 FROM "portfolio"."lease_tenant" lt JOIN "portfolio"."lease" l ON l."id" = lt."lease_id"
            WHERE lt."tenant_id" = t."id" AND l."status" IN ('active', 'ending')) THEN 'current'
          WHEN EXISTS (SELECT 1 FROM "portfolio"."lease_tenant" lt WHERE lt."tenant_id" = t."id") THEN 'former'
          ELSE 'applicant' END`);
    });
    await q.query(`
      ALTER TABLE "portfolio"."tenant"
        DROP COLUMN "right_to_rent_checked_at",
        DROP COLUMN "right_to_rent_expires_at"`);

    for (const [name, body] of Object.entries(FUNCTIONS)) {
      await q.query(`
        CREATE FUNCTION "portfolio"."${name}"() RETURNS SETOF uuid
          LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp
          AS $$ ${body} $$`);
    }
    for (const [table, rows] of Object.entries(POLICIES)) {
      await q.query(`DROP POLICY "role_rows" ON "portfolio"."${table}"`);
      await q.query(
        `CREATE POLICY "role_rows" ON "portfolio"."${table}" AS RESTRICTIVE USING (${rows.reads}) WITH CHECK (${rows.before})`,
      );
    }

    await q.query(`ALTER TABLE "portfolio"."tenant_right_to_rent_check" ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE "portfolio"."tenant_right_to_rent_check" FORCE ROW LEVEL SECURITY`);
    await q.query(
      `CREATE POLICY "company_rows" ON "portfolio"."tenant_right_to_rent_check" USING ("company_id" = ${COMPANY}) WITH CHECK ("company_id" = ${COMPANY})`,
    );
    await q.query(
      `CREATE POLICY "role_rows" ON "portfolio"."tenant_right_to_rent_check" AS RESTRICTIVE USING (${CHECK_ROWS}) WITH CHECK (${WHOLE_COMPANY})`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, rows] of Object.entries(POLICIES)) {
      await q.query(`DROP POLICY "role_rows" ON "portfolio"."${table}"`);
      await q.query(
        `CREATE POLICY "role_rows" ON "portfolio"."${table}" AS RESTRICTIVE USING (${rows.before}) WITH CHECK (${rows.before})`,
      );
    }
    for (const name of Object.keys(FUNCTIONS)) await q.query(`DROP FUNCTION "portfolio"."${name}"()`);

    await q.query(`
      ALTER TABLE "portfolio"."tenant"
        ADD "right_to_rent_checked_at" date NULL,
        ADD "right_to_rent_expires_at" date NULL`);
    // Each tenant's latest check goes back into the two columns; the method, share code and checker are lost.
    await this.withoutForce(q, () =>
      q.query(`
        UPDATE "portfolio"."tenant" t SET
          "right_to_rent_checked_at" = c."checked_on",
          "right_to_rent_expires_at" = c."expires_on"
        FROM (
          SELECT DISTINCT ON ("tenant_id") "tenant_id", "checked_on", "expires_on"
          FROM "portfolio"."tenant_right_to_rent_check"
          ORDER BY "tenant_id", "checked_on" DESC, "created_at" DESC
        ) c
        WHERE c."tenant_id" = t."id"`),
    );
    await q.query(`DROP TABLE "portfolio"."tenant_right_to_rent_check"`);
    await q.query(`DROP INDEX "portfolio"."ix_tenant_company_status"`);
    await q.query(`DROP INDEX "portfolio"."ix_tenant_company_created"`);
    await q.query(`DROP INDEX "portfolio"."ix_tenant_company_sort_name"`);
    await q.query(`
      ALTER TABLE "portfolio"."tenant"
        DROP CONSTRAINT "ck_tenant_notes",
        DROP CONSTRAINT "ck_tenant_status",
        DROP COLUMN "invited_at",
        DROP COLUMN "notes",
        DROP COLUMN "status",
        DROP COLUMN "emergency_contact_relationship",
        DROP COLUMN "emergency_contact_phone",
        DROP COLUMN "emergency_contact_name",
        DROP COLUMN "date_of_birth"`);
  }

  private async withoutForce(q: QueryRunner, work: () => Promise<unknown>): Promise<void> {
    const tables = ['tenant', 'tenant_right_to_rent_check', 'lease', 'lease_tenant'];
    for (const table of tables) await q.query(`ALTER TABLE "portfolio"."${table}" NO FORCE ROW LEVEL SECURITY`);
    await work();
    for (const table of tables) await q.query(`ALTER TABLE "portfolio"."${table}" FORCE ROW LEVEL SECURITY`);
  }
}

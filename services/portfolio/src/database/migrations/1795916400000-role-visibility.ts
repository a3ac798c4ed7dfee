import type { MigrationInterface, QueryRunner } from 'typeorm';

const COMPANY = `NULLIF(current_setting('app.company_id', true), '')::uuid`;
const ROLE = `current_setting('app.role', true)`;
const USER = `NULLIF(current_setting('app.user_id', true), '')::uuid`;
const PROPERTY_IDS = `NULLIF(current_setting('app.property_ids', true), '')::uuid[]`;
/**
 * The company's staff, and work that runs as the company itself with no role (seeds, jobs). A request always
 * has a role: the bff's signed caller carries one, checked against the role list.
 */
const WHOLE_COMPANY = `COALESCE(${ROLE}, '') IN ('', 'superuser', 'admin', 'landlord', 'manager')`;
const OWN_TENANT_IDS = `SELECT t."id" FROM "portfolio"."tenant" t WHERE t."user_id" = ${USER}`;
const OWN_LEASE_IDS = `SELECT lt."lease_id" FROM "portfolio"."lease_tenant" lt WHERE lt."tenant_id" IN (${OWN_TENANT_IDS})`;

/**
 * ISO-02 underneath the services' own filters (kit's visibility rules): an owner's, tenant's or trade's query
 * that forgets to narrow still sees only what the role may. Restrictive, so each is ANDed with the company
 * policy. The links come from the tables themselves, by the verified user id: an owner's login is its
 * property_owner row, a tenant's its tenant row and, through its tenancies, its current home. A lease of an
 * owner's property is matched by the property ids the bff signed (deriving it from property here would make
 * property's policy and lease's read each other). A trade has no job assignment yet, so no rows at all.
 */
const ROLE_ROWS: Record<string, string> = {
  building_factor: WHOLE_COMPANY,
  property_owner: `${WHOLE_COMPANY} OR (${ROLE} = 'owner' AND "user_id" = ${USER})`,
  tenant: `${WHOLE_COMPANY} OR (${ROLE} = 'tenant' AND "user_id" = ${USER})`,
  lease_tenant: `${WHOLE_COMPANY} OR (${ROLE} = 'tenant' AND "tenant_id" IN (${OWN_TENANT_IDS}))`,
  lease: `${WHOLE_COMPANY}
    OR (${ROLE} = 'owner' AND "property_id" = ANY(${PROPERTY_IDS}))
    OR (${ROLE} = 'tenant' AND "id" IN (${OWN_LEASE_IDS}))`,
  property: `${WHOLE_COMPANY}
    OR (${ROLE} = 'owner' AND "owner_id" IN (SELECT o."id" FROM "portfolio"."property_owner" o WHERE o."user_id" = ${USER}))
    OR (${ROLE} = 'tenant' AND "id" IN (
      SELECT l."property_id" FROM "portfolio"."lease" l WHERE l."status" IN ('active', 'ending') AND l."id" IN (${OWN_LEASE_IDS})))`,
};

/**
 * Links between logins and their records (ISO-02): an owner's login on its property_owner row, and the first
 * slice of tenancies (LEASE-01/03): a lease of one property with its status, dates and monthly rent, and its
 * tenants through lease_tenant. Both new tables are company-scoped like the rest.
 */
export class RoleVisibility1795916400000 implements MigrationInterface {
  name = 'RoleVisibility1795916400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "portfolio"."property_owner" ADD "user_id" uuid NULL`);
    // Within a company a login stands for one owner and one tenant at most; the lookups go by both.
    await q.query(
      `CREATE UNIQUE INDEX "uq_property_owner_company_user" ON "portfolio"."property_owner" ("company_id", "user_id") WHERE "user_id" IS NOT NULL`,
    );
    await q.query(`DROP INDEX "portfolio"."ix_tenant_user"`);
    await q.query(
      `CREATE UNIQUE INDEX "uq_tenant_company_user" ON "portfolio"."tenant" ("company_id", "user_id") WHERE "user_id" IS NOT NULL`,
    );

    await q.query(`
      CREATE TABLE "portfolio"."lease" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "property_id" uuid NOT NULL,
        "status" text NOT NULL DEFAULT 'draft',
        "start_date" date NOT NULL,
        "end_date" date NULL,
        "monthly_rent_pence" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_lease" PRIMARY KEY ("id"),
        CONSTRAINT "uq_lease_company_id" UNIQUE ("company_id", "id"),
        CONSTRAINT "ck_lease_status" CHECK ("status" IN ('draft', 'active', 'ending', 'ended')),
        CONSTRAINT "ck_lease_dates" CHECK ("end_date" IS NULL OR "end_date" >= "start_date"),
        CONSTRAINT "ck_lease_rent" CHECK ("monthly_rent_pence" >= 0),
        CONSTRAINT "fk_lease_property" FOREIGN KEY ("company_id", "property_id")
          REFERENCES "portfolio"."property" ("company_id", "id")
      )`);
    await q.query(`CREATE INDEX "ix_lease_company_property" ON "portfolio"."lease" ("company_id", "property_id")`);
    await q.query(
      `CREATE INDEX "ix_lease_company_start" ON "portfolio"."lease" ("company_id", "start_date" DESC, "id" DESC)`,
    );

    await q.query(`
      CREATE TABLE "portfolio"."lease_tenant" (
        "company_id" uuid NOT NULL,
        "lease_id" uuid NOT NULL,
        "tenant_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_lease_tenant" PRIMARY KEY ("lease_id", "tenant_id"),
        CONSTRAINT "fk_lease_tenant_lease" FOREIGN KEY ("company_id", "lease_id")
          REFERENCES "portfolio"."lease" ("company_id", "id") ON DELETE CASCADE,
        CONSTRAINT "fk_lease_tenant_tenant" FOREIGN KEY ("company_id", "tenant_id")
          REFERENCES "portfolio"."tenant" ("company_id", "id")
      )`);
    await q.query(`CREATE INDEX "ix_lease_tenant_tenant" ON "portfolio"."lease_tenant" ("company_id", "tenant_id")`);

    for (const table of ['lease', 'lease_tenant']) {
      await q.query(`ALTER TABLE "portfolio"."${table}" ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE "portfolio"."${table}" FORCE ROW LEVEL SECURITY`);
      await q.query(
        `CREATE POLICY "company_rows" ON "portfolio"."${table}" USING ("company_id" = ${COMPANY}) WITH CHECK ("company_id" = ${COMPANY})`,
      );
    }
    for (const [table, rows] of Object.entries(ROLE_ROWS)) {
      await q.query(
        `CREATE POLICY "role_rows" ON "portfolio"."${table}" AS RESTRICTIVE USING (${rows}) WITH CHECK (${rows})`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of Object.keys(ROLE_ROWS)) {
      await q.query(`DROP POLICY "role_rows" ON "portfolio"."${table}"`);
    }
    await q.query(`DROP TABLE "portfolio"."lease_tenant"`);
    await q.query(`DROP TABLE "portfolio"."lease"`);
    await q.query(`DROP INDEX "portfolio"."uq_tenant_company_user"`);
    await q.query(`CREATE INDEX "ix_tenant_user" ON "portfolio"."tenant" ("user_id") WHERE "user_id" IS NOT NULL`);
    await q.query(`DROP INDEX "portfolio"."uq_property_owner_company_user"`);
    await q.query(`ALTER TABLE "portfolio"."property_owner" DROP COLUMN "user_id"`);
  }
}

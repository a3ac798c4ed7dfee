import type { MigrationInterface, QueryRunner } from 'typeorm';

const COMPANY = `NULLIF(current_setting('app.company_id', true), '')::uuid`;
const ROLE = `current_setting('app.role', true)`;
/** The company's staff, and work that runs as the company itself with no role (seeds, jobs). */
const WHOLE_COMPANY = `COALESCE(${ROLE}, '') IN ('', 'superuser', 'admin', 'landlord', 'manager')`;
/** The parent is one the caller may see, read through the parent's own policies (which never read documents). */
const PARENT_VISIBLE = `(
  ("parent_type" = 'property' AND EXISTS (SELECT 1 FROM "portfolio"."property" p WHERE p."id" = "parent_id"))
  OR ("parent_type" = 'owner' AND EXISTS (SELECT 1 FROM "portfolio"."property_owner" o WHERE o."id" = "parent_id")))`;
/**
 * ISO-02 for DOC-01: an owner sees the documents marked for owners whose parent is theirs (their property, their
 * owner record), a tenant those marked for tenants on their home (property's policy opens only the home); a
 * trade nothing until jobs exist. A version is seen with its document. Only the company's staff write.
 */
const DOCUMENT_ROWS = `${WHOLE_COMPANY}
  OR (${ROLE} = 'owner' AND "visible_to_owner" AND ${PARENT_VISIBLE})
  OR (${ROLE} = 'tenant' AND "visible_to_tenant" AND "parent_type" = 'property' AND ${PARENT_VISIBLE})`;
const VERSION_ROWS = `${WHOLE_COMPANY} OR EXISTS (SELECT 1 FROM "portfolio"."document" d WHERE d."id" = "document_id")`;

/**
 * DOC-01: documents and their versions. The parent is a (type, id) pair so tenancies, tenants, requests and
 * trades can carry documents later by widening the check; the service checks the parent exists and is seen.
 */
export class Documents1796550000000 implements MigrationInterface {
  name = 'Documents1796550000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "portfolio"."document" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "parent_type" text NOT NULL,
        "parent_id" uuid NOT NULL,
        "category" text NOT NULL,
        "title" text NOT NULL,
        "visible_to_owner" boolean NOT NULL DEFAULT false,
        "visible_to_tenant" boolean NOT NULL DEFAULT false,
        "visible_to_trade" boolean NOT NULL DEFAULT false,
        "created_by_user_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_document" PRIMARY KEY ("id"),
        CONSTRAINT "uq_document_company_id" UNIQUE ("company_id", "id"),
        CONSTRAINT "ck_document_parent_type" CHECK ("parent_type" IN ('property', 'owner')),
        CONSTRAINT "ck_document_category" CHECK ("category" IN
          ('tenancy_agreement', 'certificate', 'inventory', 'notice', 'invoice', 'photo', 'statement', 'other')),
        CONSTRAINT "ck_document_title" CHECK (length("title") BETWEEN 1 AND 200)
      )`);
    // The list, newest first, and a parent's documents (the property page's tab).
    await q.query(
      `CREATE INDEX "ix_document_company_created" ON "portfolio"."document" ("company_id", "created_at" DESC, "id" DESC)`,
    );
    await q.query(
      `CREATE INDEX "ix_document_company_parent" ON "portfolio"."document" ("company_id", "parent_type", "parent_id", "created_at" DESC, "id" DESC)`,
    );

    await q.query(`
      CREATE TABLE "portfolio"."document_version" (
        "company_id" uuid NOT NULL,
        "document_id" uuid NOT NULL,
        "version" integer NOT NULL,
        "storage_key" text NOT NULL,
        "file_name" text NOT NULL,
        "content_type" text NOT NULL,
        "size_bytes" integer NOT NULL,
        "sha256" text NOT NULL,
        "uploaded_by_user_id" uuid NOT NULL,
        "uploaded_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_document_version" PRIMARY KEY ("document_id", "version"),
        CONSTRAINT "uq_document_version_storage_key" UNIQUE ("storage_key"),
        CONSTRAINT "ck_document_version_version" CHECK ("version" >= 1),
        CONSTRAINT "ck_document_version_size" CHECK ("size_bytes" BETWEEN 1 AND 26214400),
        CONSTRAINT "ck_document_version_sha256" CHECK ("sha256" ~ '^[0-9a-f]{64}$'),
        CONSTRAINT "fk_document_version_document" FOREIGN KEY ("company_id", "document_id")
          REFERENCES "portfolio"."document" ("company_id", "id") ON DELETE CASCADE
      )`);

    for (const [table, rows] of [
      ['document', DOCUMENT_ROWS],
      ['document_version', VERSION_ROWS],
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
    await q.query(`DROP TABLE "portfolio"."document_version"`);
    await q.query(`DROP TABLE "portfolio"."document"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

const ROLE = `current_setting('app.role', true)`;
/** The company's staff, and work that runs as the company itself with no role (seeds, jobs). */
const WHOLE_COMPANY = `COALESCE(${ROLE}, '') IN ('', 'superuser', 'admin', 'landlord', 'manager')`;

/** Each parent kind read through its own table's policies (none of which reads documents). */
const seen = (table: string) => `EXISTS (SELECT 1 FROM "portfolio"."${table}" x WHERE x."id" = "parent_id")`;
const PARENT_SEEN = {
  property: seen('property'),
  owner: seen('property_owner'),
  tenant: seen('tenant'),
  tenancy: seen('lease'),
} as const;
type ParentType = keyof typeof PARENT_SEEN;

function parentVisible(types: readonly ParentType[]): string {
  return `(${types.map((type) => `("parent_type" = '${type}' AND ${PARENT_SEEN[type]})`).join(' OR ')})`;
}

/**
 * ISO-02 for DOC-01: an owner sees the documents marked for owners whose parent they see (their property, their
 * owner record, a tenant or a tenancy of their properties), a tenant those marked for tenants on their home, their
 * own record or their tenancy; a trade nothing until jobs exist.
 */
function documentRows(ownerParents: readonly ParentType[], tenantParents: readonly ParentType[]): string {
  return `${WHOLE_COMPANY}
  OR (${ROLE} = 'owner' AND "visible_to_owner" AND ${parentVisible(ownerParents)})
  OR (${ROLE} = 'tenant' AND "visible_to_tenant" AND ${parentVisible(tenantParents)})`;
}

const BEFORE = {
  types: ['property', 'owner'],
  rows: documentRows(['property', 'owner'], ['property']),
} as const;
const AFTER = {
  types: ['property', 'owner', 'tenant', 'tenancy'],
  rows: documentRows(['property', 'owner', 'tenant', 'tenancy'], ['property', 'tenant', 'tenancy']),
} as const;

async function allow(q: QueryRunner, { types, rows }: { types: readonly string[]; rows: string }): Promise<void> {
  await q.query(`ALTER TABLE "portfolio"."document" DROP CONSTRAINT "ck_document_parent_type"`);
  await q.query(
    `ALTER TABLE "portfolio"."document" ADD CONSTRAINT "ck_document_parent_type"
       CHECK ("parent_type" IN (${types.map((type) => `'${type}'`).join(', ')}))`,
  );
  await q.query(`DROP POLICY "role_rows" ON "portfolio"."document"`);
  await q.query(
    `CREATE POLICY "role_rows" ON "portfolio"."document" AS RESTRICTIVE USING (${rows}) WITH CHECK (${WHOLE_COMPANY})`,
  );
}

/** DOC-01: documents about a tenant or a tenancy, besides properties and owners. */
export class DocumentsOnTenancies1797300000000 implements MigrationInterface {
  name = 'DocumentsOnTenancies1797300000000';

  async up(q: QueryRunner): Promise<void> {
    await allow(q, AFTER);
  }

  /** A tenant's or a tenancy's documents cannot be kept under the old rule: they go (their files stay in storage). */
  async down(q: QueryRunner): Promise<void> {
    // Every company's rows: the owner is kept to row-level security only while it is forced.
    await q.query(`ALTER TABLE "portfolio"."document" NO FORCE ROW LEVEL SECURITY`);
    await q.query(`DELETE FROM "portfolio"."document" WHERE "parent_type" IN ('tenant', 'tenancy')`);
    await q.query(`ALTER TABLE "portfolio"."document" FORCE ROW LEVEL SECURITY`);
    await allow(q, BEFORE);
  }
}

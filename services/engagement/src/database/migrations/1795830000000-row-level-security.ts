import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The transaction's company, set by kit's Db from the verified caller; no setting (or '') matches no row. */
const COMPANY = `NULLIF(current_setting('app.company_id', true), '')::uuid`;
/** Platform staff: the admin area's inboxes (contact, support, bug reports) and activity span every company. */
const STAFF = `current_setting('app.role', true) IN ('admin', 'superuser')`;
const VISITOR_TOKEN = `NULLIF(current_setting('app.lookup_visitor_token_digest', true), '')`;

const COMPANY_TABLES = ['contact_submission', 'engagement_audit', 'support_conversation', 'bug_report'];
const STAFF_READ = ['contact_submission', 'engagement_audit', 'support_conversation', 'bug_report'];
const STAFF_UPDATE = ['contact_submission', 'support_conversation', 'bug_report'];
/** Rows without a company of their own: they are seen exactly when their parent row is. */
const CHILD_TABLES = [
  { table: 'contact_note', parent: 'contact_submission', key: 'submission_id' },
  { table: 'support_message', parent: 'support_conversation', key: 'conversation_id' },
];

/**
 * Row-level security under the services' own filters. Blog posts and knowledge-base articles are platform
 * content, not a company's (see the exempt list in the RLS test); content_seed and migrations are bookkeeping.
 * Visitors have no company: they may add a contact submission but never read one, and see a support
 * conversation only with its token.
 */
export class RowLevelSecurity1795830000000 implements MigrationInterface {
  name = 'RowLevelSecurity1795830000000';

  async up(q: QueryRunner): Promise<void> {
    const tables = [...COMPANY_TABLES, ...CHILD_TABLES.map(({ table }) => table)];
    for (const table of tables) {
      await q.query(`ALTER TABLE "engagement"."${table}" ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE "engagement"."${table}" FORCE ROW LEVEL SECURITY`);
    }
    for (const table of COMPANY_TABLES) {
      await q.query(
        `CREATE POLICY "company_rows" ON "engagement"."${table}" USING ("company_id" = ${COMPANY}) WITH CHECK ("company_id" = ${COMPANY})`,
      );
    }
    for (const table of STAFF_READ) {
      await q.query(`CREATE POLICY "staff_read" ON "engagement"."${table}" FOR SELECT USING (${STAFF})`);
    }
    for (const table of STAFF_UPDATE) {
      await q.query(
        `CREATE POLICY "staff_update" ON "engagement"."${table}" FOR UPDATE USING (${STAFF}) WITH CHECK (${STAFF})`,
      );
    }
    await q.query(`
      CREATE POLICY "visitor_insert" ON "engagement"."contact_submission" FOR INSERT
        WITH CHECK ("company_id" IS NULL AND ${COMPANY} IS NULL)`);
    await q.query(`
      CREATE POLICY "visitor_rows" ON "engagement"."support_conversation"
        USING ("company_id" IS NULL AND "user_id" IS NULL AND "visitor_token_hash" = ${VISITOR_TOKEN})
        WITH CHECK ("company_id" IS NULL AND "user_id" IS NULL AND "visitor_token_hash" = ${VISITOR_TOKEN})`);
    for (const { table, parent, key } of CHILD_TABLES) {
      const parentVisible = `EXISTS (SELECT 1 FROM "engagement"."${parent}" p WHERE p."id" = "${key}")`;
      await q.query(
        `CREATE POLICY "parent_rows" ON "engagement"."${table}" USING (${parentVisible}) WITH CHECK (${parentVisible})`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { table } of CHILD_TABLES) await q.query(`DROP POLICY "parent_rows" ON "engagement"."${table}"`);
    await q.query(`DROP POLICY "visitor_rows" ON "engagement"."support_conversation"`);
    await q.query(`DROP POLICY "visitor_insert" ON "engagement"."contact_submission"`);
    for (const table of STAFF_UPDATE) await q.query(`DROP POLICY "staff_update" ON "engagement"."${table}"`);
    for (const table of STAFF_READ) await q.query(`DROP POLICY "staff_read" ON "engagement"."${table}"`);
    for (const table of COMPANY_TABLES) await q.query(`DROP POLICY "company_rows" ON "engagement"."${table}"`);
    for (const table of [...COMPANY_TABLES, ...CHILD_TABLES.map(({ table }) => table)]) {
      await q.query(`ALTER TABLE "engagement"."${table}" NO FORCE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE "engagement"."${table}" DISABLE ROW LEVEL SECURITY`);
    }
  }
}

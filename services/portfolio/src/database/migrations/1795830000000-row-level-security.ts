import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The transaction's company, set by kit's Db from the verified caller; no setting (or '') matches no row. */
const COMPANY = `NULLIF(current_setting('app.company_id', true), '')::uuid`;
const COMPANY_TABLES = ['property_owner', 'building_factor', 'property', 'tenant'];

/**
 * Row-level security under the services' own company filter: a query that forgets it, or runs without a
 * company, still sees and writes only the caller's company's rows. FORCE binds the tables' owner too.
 */
export class RowLevelSecurity1795830000000 implements MigrationInterface {
  name = 'RowLevelSecurity1795830000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of COMPANY_TABLES) {
      await q.query(`ALTER TABLE "portfolio"."${table}" ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE "portfolio"."${table}" FORCE ROW LEVEL SECURITY`);
      await q.query(
        `CREATE POLICY "company_rows" ON "portfolio"."${table}" USING ("company_id" = ${COMPANY}) WITH CHECK ("company_id" = ${COMPANY})`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of COMPANY_TABLES) {
      await q.query(`DROP POLICY "company_rows" ON "portfolio"."${table}"`);
      await q.query(`ALTER TABLE "portfolio"."${table}" NO FORCE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE "portfolio"."${table}" DISABLE ROW LEVEL SECURITY`);
    }
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The transaction's company and user, set by kit's Db from the verified caller; unset or '' matches no row. */
const COMPANY = `NULLIF(current_setting('app.company_id', true), '')::uuid`;
const USER = `NULLIF(current_setting('app.user_id', true), '')::uuid`;
const STAFF = `current_setting('app.role', true) IN ('admin', 'superuser')`;
const lookup = (key: string) => `NULLIF(current_setting('app.lookup_${key}', true), '')`;

const COMPANY_TABLES = ['app_user', 'refresh_token', 'invitation', 'audit_log', 'federated_identity', 'credit_entry'];

/**
 * Row-level security under the services' own company filter. Before anyone is signed in, a flow holds a key
 * that shows one row and nothing else (the e-mail at sign-in, a refresh token's or invitation's digest, the
 * provider's issuer and subject), reads it, then acts as that row's company. Platform staff read every
 * company's users (the admin area's list). system_setting and rate_limit_counter belong to no company.
 */
export class RowLevelSecurity1795830000000 implements MigrationInterface {
  name = 'RowLevelSecurity1795830000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['company', ...COMPANY_TABLES]) {
      await q.query(`ALTER TABLE "identity"."${table}" ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE "identity"."${table}" FORCE ROW LEVEL SECURITY`);
    }
    await q.query(
      `CREATE POLICY "company_rows" ON "identity"."company" USING ("id" = ${COMPANY}) WITH CHECK ("id" = ${COMPANY})`,
    );
    for (const table of COMPANY_TABLES) {
      await q.query(
        `CREATE POLICY "company_rows" ON "identity"."${table}" USING ("company_id" = ${COMPANY}) WITH CHECK ("company_id" = ${COMPANY})`,
      );
    }
    await q.query(`CREATE POLICY "staff_read" ON "identity"."app_user" FOR SELECT USING (${STAFF})`);
    await q.query(`CREATE POLICY "own_row" ON "identity"."app_user" FOR SELECT USING ("id" = ${USER})`);
    await q.query(`CREATE POLICY "by_email" ON "identity"."app_user" FOR SELECT USING ("email" = ${lookup('email')})`);
    await q.query(
      `CREATE POLICY "by_digest" ON "identity"."refresh_token" FOR SELECT USING ("token_hash" = ${lookup('refresh_token_digest')})`,
    );
    await q.query(
      `CREATE POLICY "by_digest" ON "identity"."invitation" FOR SELECT USING ("hash_digest" = ${lookup('invitation_digest')})`,
    );
    await q.query(`
      CREATE POLICY "by_subject" ON "identity"."federated_identity" FOR SELECT
        USING ("issuer" = ${lookup('federated_issuer')} AND "subject" = ${lookup('federated_subject')})`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP POLICY "by_subject" ON "identity"."federated_identity"`);
    await q.query(`DROP POLICY "by_digest" ON "identity"."invitation"`);
    await q.query(`DROP POLICY "by_digest" ON "identity"."refresh_token"`);
    await q.query(`DROP POLICY "by_email" ON "identity"."app_user"`);
    await q.query(`DROP POLICY "own_row" ON "identity"."app_user"`);
    await q.query(`DROP POLICY "staff_read" ON "identity"."app_user"`);
    for (const table of ['company', ...COMPANY_TABLES]) {
      await q.query(`DROP POLICY "company_rows" ON "identity"."${table}"`);
      await q.query(`ALTER TABLE "identity"."${table}" NO FORCE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE "identity"."${table}" DISABLE ROW LEVEL SECURITY`);
    }
  }
}

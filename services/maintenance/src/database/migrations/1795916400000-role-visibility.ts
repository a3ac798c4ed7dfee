import type { MigrationInterface, QueryRunner } from 'typeorm';

const ROLE = `current_setting('app.role', true)`;
const USER = `NULLIF(current_setting('app.user_id', true), '')::uuid`;
const PROPERTY_IDS = `NULLIF(current_setting('app.property_ids', true), '')::uuid[]`;
/**
 * The company's staff, and work that runs as the company itself with no role (seeds, jobs). A request always
 * has a role: the bff's signed caller carries one, checked against the role list.
 */
const WHOLE_COMPANY = `COALESCE(${ROLE}, '') IN ('', 'superuser', 'admin', 'landlord', 'manager')`;

/**
 * ISO-02 underneath the service's own filter (kit's visibility rules): an owner sees the requests of the
 * properties the bff signed as theirs, a tenant the requests they reported, a trade none until jobs are
 * assigned. Restrictive, so it is ANDed with the company policy. Categories stay readable by the whole company.
 */
const REQUEST_ROWS = `${WHOLE_COMPANY}
  OR (${ROLE} = 'owner' AND "property_id" = ANY(${PROPERTY_IDS}))
  OR (${ROLE} = 'tenant' AND "reporter_user_id" = ${USER})`;

export class RoleVisibility1795916400000 implements MigrationInterface {
  name = 'RoleVisibility1795916400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE POLICY "role_rows" ON "maintenance"."maintenance_request" AS RESTRICTIVE USING (${REQUEST_ROWS}) WITH CHECK (${REQUEST_ROWS})`,
    );
    await q.query(
      `CREATE INDEX "ix_maintenance_request_company_reporter" ON "maintenance"."maintenance_request" ("company_id", "reporter_user_id") WHERE "reporter_user_id" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "maintenance"."ix_maintenance_request_company_reporter"`);
    await q.query(`DROP POLICY "role_rows" ON "maintenance"."maintenance_request"`);
  }
}

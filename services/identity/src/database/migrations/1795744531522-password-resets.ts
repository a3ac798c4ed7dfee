import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PasswordResets1795744531522 implements MigrationInterface {
  name = 'PasswordResets1795744531522';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "identity"."password_reset" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "company_id" uuid NOT NULL,
        "token_digest" text NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "password_reset_token_digest_key" ON "identity"."password_reset" ("token_digest")`,
    );
    await q.query(`CREATE INDEX "password_reset_user_id_idx" ON "identity"."password_reset" ("user_id")`);
    await q.query(`CREATE INDEX "password_reset_company_id_idx" ON "identity"."password_reset" ("company_id")`);
    // Like the other token links: the company's rows, and before anyone is signed in the one row whose
    // digest the transaction holds as its lookup key.
    await q.query(`ALTER TABLE "identity"."password_reset" ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE "identity"."password_reset" FORCE ROW LEVEL SECURITY`);
    const company = `NULLIF(current_setting('app.company_id', true), '')::uuid`;
    await q.query(
      `CREATE POLICY "company_rows" ON "identity"."password_reset" USING ("company_id" = ${company}) WITH CHECK ("company_id" = ${company})`,
    );
    await q.query(`
      CREATE POLICY "by_digest" ON "identity"."password_reset" FOR SELECT
        USING ("token_digest" = NULLIF(current_setting('app.lookup_password_reset_digest', true), ''))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "identity"."password_reset"`);
  }
}

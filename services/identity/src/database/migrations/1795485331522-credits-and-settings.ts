import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreditsAndSettings1795485331522 implements MigrationInterface {
  name = 'CreditsAndSettings1795485331522';

  async up(q: QueryRunner): Promise<void> {
    // Append-only ledger: entries are never changed, so there is no updated_at.
    await q.query(`
      CREATE TABLE "identity"."credit_entry" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "user_id" uuid NOT NULL REFERENCES "identity"."app_user" ("id") ON DELETE CASCADE,
        "amount" integer NOT NULL CHECK ("amount" <> 0),
        "reason" text NOT NULL,
        "reference_id" text NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // NULL references are distinct in a unique index, so manual adjustments never collide.
    await q.query(
      `CREATE UNIQUE INDEX "credit_entry_reason_reference_key" ON "identity"."credit_entry" ("reason", "reference_id")`,
    );
    await q.query(`CREATE INDEX "credit_entry_company_id_idx" ON "identity"."credit_entry" ("company_id")`);
    await q.query(`CREATE INDEX "credit_entry_user_id_idx" ON "identity"."credit_entry" ("user_id")`);

    // Platform-wide settings (not a company's records): one row per key.
    await q.query(`
      CREATE TABLE "identity"."system_setting" (
        "key" text PRIMARY KEY,
        "value" jsonb NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "updated_by" uuid NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "identity"."system_setting"`);
    await q.query(`DROP TABLE "identity"."credit_entry"`);
  }
}

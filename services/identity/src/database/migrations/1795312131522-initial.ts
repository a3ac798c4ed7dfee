import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795312131522 implements MigrationInterface {
  name = 'Initial1795312131522';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "identity"."company" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" text NOT NULL,
        "logo_url" text NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "identity"."app_user" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL REFERENCES "identity"."company" ("id") ON DELETE CASCADE,
        "email" text NOT NULL CHECK ("email" = lower("email")),
        "first_name" text NOT NULL,
        "last_name" text NOT NULL,
        "role" text NOT NULL CHECK ("role" IN ('superuser', 'admin', 'landlord', 'manager', 'owner', 'tenant', 'trade')),
        "password_hash" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "app_user_email_key" ON "identity"."app_user" (lower("email"))`);
    await q.query(`CREATE INDEX "app_user_company_id_idx" ON "identity"."app_user" ("company_id")`);
    // The admin list pages by (email, id).
    await q.query(`CREATE INDEX "app_user_email_id_idx" ON "identity"."app_user" ("email", "id")`);

    await q.query(`
      CREATE TABLE "identity"."refresh_token" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "family_id" uuid NOT NULL,
        "user_id" uuid NOT NULL REFERENCES "identity"."app_user" ("id") ON DELETE CASCADE,
        "company_id" uuid NOT NULL,
        "token_hash" text NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "rotated_at" timestamptz NULL,
        "revoked_at" timestamptz NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "user_agent" text NULL,
        "ip" text NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX "refresh_token_token_hash_key" ON "identity"."refresh_token" ("token_hash")`);
    await q.query(`CREATE INDEX "refresh_token_family_id_idx" ON "identity"."refresh_token" ("family_id")`);
    await q.query(`CREATE INDEX "refresh_token_user_id_idx" ON "identity"."refresh_token" ("user_id")`);
    await q.query(`CREATE INDEX "refresh_token_company_id_idx" ON "identity"."refresh_token" ("company_id")`);

    await q.query(`
      CREATE TABLE "identity"."invitation" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL REFERENCES "identity"."company" ("id") ON DELETE CASCADE,
        "email" text NOT NULL,
        "role" text NOT NULL CHECK ("role" IN ('tenant', 'owner')),
        "hash_digest" text NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "accepted_at" timestamptz NULL,
        "created_by" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "invitation_hash_digest_key" ON "identity"."invitation" ("hash_digest")`);
    await q.query(`CREATE INDEX "invitation_company_id_idx" ON "identity"."invitation" ("company_id")`);

    await q.query(`
      CREATE TABLE "identity"."audit_log" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "actor_user_id" uuid NULL,
        "action" text NOT NULL,
        "subject_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "data" jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
    await q.query(
      `CREATE INDEX "audit_log_company_id_created_at_idx" ON "identity"."audit_log" ("company_id", "created_at")`,
    );
    await q.query(`CREATE INDEX "audit_log_subject_id_idx" ON "identity"."audit_log" ("subject_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "identity"."audit_log"`);
    await q.query(`DROP TABLE "identity"."invitation"`);
    await q.query(`DROP TABLE "identity"."refresh_token"`);
    await q.query(`DROP TABLE "identity"."app_user"`);
    await q.query(`DROP TABLE "identity"."company"`);
  }
}

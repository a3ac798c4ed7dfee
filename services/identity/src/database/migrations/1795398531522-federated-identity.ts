import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FederatedIdentity1795398531522 implements MigrationInterface {
  name = 'FederatedIdentity1795398531522';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "identity"."federated_identity" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "user_id" uuid NOT NULL REFERENCES "identity"."app_user" ("id") ON DELETE CASCADE,
        "issuer" text NOT NULL,
        "subject" text NOT NULL,
        "email" text NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "federated_identity_issuer_subject_key" ON "identity"."federated_identity" ("issuer", "subject")`,
    );
    await q.query(`CREATE INDEX "federated_identity_user_id_idx" ON "identity"."federated_identity" ("user_id")`);
    await q.query(`CREATE INDEX "federated_identity_company_id_idx" ON "identity"."federated_identity" ("company_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "identity"."federated_identity"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1767225600000 implements MigrationInterface {
  name = 'Initial1767225600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // company_id is null for submissions from the public contact form (no company yet).
    await queryRunner.query(`
      CREATE TABLE "engagement"."contact_submission" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NULL,
        "full_name" text NOT NULL,
        "email" text NOT NULL,
        "company" text NULL,
        "phone" text NULL,
        "message" text NOT NULL,
        "metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
        "source" text NOT NULL,
        "status" text NOT NULL DEFAULT 'new',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_contact_submission" PRIMARY KEY ("id"),
        CONSTRAINT "ck_contact_submission_status" CHECK ("status" IN ('new', 'in_progress', 'closed'))
      )`);
    await queryRunner.query(
      `CREATE INDEX "ix_contact_submission_company" ON "engagement"."contact_submission" ("company_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_contact_submission_status_created" ON "engagement"."contact_submission" ("status", "created_at" DESC, "id" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "engagement"."contact_submission"`);
  }
}

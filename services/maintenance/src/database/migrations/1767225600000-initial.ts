import type { MigrationInterface, QueryRunner } from 'typeorm';

const PRIORITIES = `('emergency', 'urgent', 'routine')`;

export class Initial1767225600000 implements MigrationInterface {
  name = 'Initial1767225600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "maintenance"."maintenance_category" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "name" text NOT NULL,
        "default_priority" text NOT NULL DEFAULT 'routine',
        "trade_skill" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_maintenance_category" PRIMARY KEY ("id"),
        CONSTRAINT "uq_maintenance_category_company_name" UNIQUE ("company_id", "name"),
        CONSTRAINT "ck_maintenance_category_priority" CHECK ("default_priority" IN ${PRIORITIES})
      )`);

    // reported_at keeps milliseconds only, so keyset cursors built from a JS Date match rows exactly.
    await queryRunner.query(`
      CREATE TABLE "maintenance"."maintenance_request" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "property_id" uuid NOT NULL,
        "reference" text NOT NULL,
        "title" text NOT NULL,
        "description" text NOT NULL,
        "category" text NOT NULL,
        "priority" text NOT NULL,
        "status" text NOT NULL DEFAULT 'reported',
        "reporter_user_id" uuid NULL,
        "sla_due_at" timestamptz NOT NULL,
        "reported_at" timestamptz(3) NOT NULL DEFAULT now(),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_maintenance_request" PRIMARY KEY ("id"),
        CONSTRAINT "uq_maintenance_request_company_reference" UNIQUE ("company_id", "reference"),
        CONSTRAINT "ck_maintenance_request_priority" CHECK ("priority" IN ${PRIORITIES}),
        CONSTRAINT "ck_maintenance_request_status" CHECK ("status" IN
          ('reported', 'triaged', 'offered', 'scheduled', 'in_progress', 'completed', 'closed', 'on_hold', 'cancelled')),
        CONSTRAINT "ck_maintenance_request_sla" CHECK ("sla_due_at" > "reported_at")
      )`);
    await queryRunner.query(
      `CREATE INDEX "ix_maintenance_request_company_reported" ON "maintenance"."maintenance_request" ("company_id", "reported_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_maintenance_request_company_status" ON "maintenance"."maintenance_request" ("company_id", "status")`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_maintenance_request_company_property" ON "maintenance"."maintenance_request" ("company_id", "property_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "maintenance"."maintenance_request"`);
    await queryRunner.query(`DROP TABLE "maintenance"."maintenance_category"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

const COMPANY = `NULLIF(current_setting('app.company_id', true), '')::uuid`;
const ROLE = `current_setting('app.role', true)`;
/** The company's staff, and work that runs as the company itself with no role (seeds, jobs). */
const WHOLE_COMPANY = `COALESCE(${ROLE}, '') IN ('', 'superuser', 'admin', 'landlord', 'manager')`;
/** A payment is seen with its tenancy, read through the lease's own policies; only the company's staff write. */
const RENT_PAYMENT_ROWS = `${WHOLE_COMPANY} OR EXISTS (SELECT 1 FROM "portfolio"."lease" l WHERE l."id" = "lease_id")`;

// As the contracts declare RENT_PAYMENT_METHODS on 2026-11-27.
const METHODS = `'bank_transfer', 'standing_order', 'card', 'cash', 'cheque', 'other'`;

/**
 * RENT-01: rent payments received, one row each. Never updated: a mistaken payment is deleted by staff, its record
 * kept in the tenancy's history (ISO-04). Charges are not stored; the ledger allocates these to the schedule.
 */
export class RentPayments1797200000000 implements MigrationInterface {
  name = 'RentPayments1797200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "portfolio"."rent_payment" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "lease_id" uuid NOT NULL,
        "paid_on" date NOT NULL,
        "amount_pence" integer NOT NULL,
        "method" text NOT NULL,
        "reference" text NULL,
        "recorded_by_user_id" uuid NULL,
        "recorded_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_rent_payment" PRIMARY KEY ("id"),
        CONSTRAINT "ck_rent_payment_amount_pence" CHECK ("amount_pence" > 0),
        CONSTRAINT "ck_rent_payment_method" CHECK ("method" IN (${METHODS})),
        CONSTRAINT "ck_rent_payment_reference" CHECK (length("reference") BETWEEN 1 AND 100),
        CONSTRAINT "fk_rent_payment_lease" FOREIGN KEY ("company_id", "lease_id")
          REFERENCES "portfolio"."lease" ("company_id", "id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX "ix_rent_payment_lease" ON "portfolio"."rent_payment" ("company_id", "lease_id", "paid_on")`,
    );
    await q.query(`ALTER TABLE "portfolio"."rent_payment" ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE "portfolio"."rent_payment" FORCE ROW LEVEL SECURITY`);
    await q.query(
      `CREATE POLICY "company_rows" ON "portfolio"."rent_payment" USING ("company_id" = ${COMPANY}) WITH CHECK ("company_id" = ${COMPANY})`,
    );
    await q.query(
      `CREATE POLICY "role_rows" ON "portfolio"."rent_payment" AS RESTRICTIVE USING (${RENT_PAYMENT_ROWS}) WITH CHECK (${WHOLE_COMPANY})`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "portfolio"."rent_payment"`);
  }
}

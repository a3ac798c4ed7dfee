import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RateLimits1795571731522 implements MigrationInterface {
  name = 'RateLimits1795571731522';

  async up(q: QueryRunner): Promise<void> {
    // The bff's rate-limit counters (login, contact forms): shared by every bff replica. UNLOGGED: a
    // crash may empty it, which only forgives some attempts, and it spares the write-ahead log.
    await q.query(`
      CREATE UNLOGGED TABLE "identity"."rate_limit_counter" (
        "key" text PRIMARY KEY,
        "hits" integer NOT NULL,
        "window_ends_at" timestamptz NOT NULL,
        "blocked_until" timestamptz NULL
      )`);
    await q.query(
      `CREATE INDEX "rate_limit_counter_window_ends_at_idx" ON "identity"."rate_limit_counter" ("window_ends_at")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "identity"."rate_limit_counter"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RevokedSessions1795610000000 implements MigrationInterface {
  name = 'RevokedSessions1795610000000';

  async up(q: QueryRunner): Promise<void> {
    // Sessions whose access tokens are refused before they expire (logout, password change, refresh-token
    // reuse). Every bff replica reads the rows revoked since its last read, so revoked_at is indexed; rows leave
    // once listed_until has passed. Ids and times only, of no company: no row-level security.
    await q.query(`
      CREATE TABLE "identity"."revoked_session" (
        "session_id" uuid PRIMARY KEY,
        "revoked_at" timestamptz NOT NULL,
        "listed_until" timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX "revoked_session_revoked_at_idx" ON "identity"."revoked_session" ("revoked_at")`);
    await q.query(`CREATE INDEX "revoked_session_listed_until_idx" ON "identity"."revoked_session" ("listed_until")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "identity"."revoked_session"`);
  }
}

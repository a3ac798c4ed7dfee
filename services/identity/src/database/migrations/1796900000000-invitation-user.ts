import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * TEN-01: an invitation names the id of the account it will make, so portfolio links the invited tenant's record to
 * that login at once. Older invitations have none: their account gets a new id, as before. One id, one invitation.
 */
export class InvitationUser1796900000000 implements MigrationInterface {
  name = 'InvitationUser1796900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "identity"."invitation" ADD "user_id" uuid NULL`);
    await q.query(
      `CREATE UNIQUE INDEX "uq_invitation_user" ON "identity"."invitation" ("user_id") WHERE "user_id" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "identity"."uq_invitation_user"`);
    await q.query(`ALTER TABLE "identity"."invitation" DROP COLUMN "user_id"`);
  }
}

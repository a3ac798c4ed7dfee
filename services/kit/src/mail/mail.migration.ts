import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The mail module's table, in the schema of each service that lists this migration. */
export class MailMessages1795658131522 implements MigrationInterface {
  name = 'MailMessages1795658131522';

  async up(q: QueryRunner): Promise<void> {
    const schema = schemaOf(q);
    await q.query(`
      CREATE TABLE "${schema}"."mail_message" (
        "id" uuid PRIMARY KEY,
        "sender" text NOT NULL,
        "recipient" text NOT NULL,
        "subject" text NOT NULL,
        "text" text NULL,
        "transport" text NOT NULL CHECK ("transport" IN ('smtp', 'outbox')),
        "status" text NOT NULL CHECK ("status" IN ('sent', 'failed')),
        "error" text NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "mail_message_created_at_idx" ON "${schema}"."mail_message" ("created_at" DESC, "id" DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "${schemaOf(q)}"."mail_message"`);
  }
}

function schemaOf(q: QueryRunner): string {
  const schema = (q.connection.options as { schema?: string }).schema;
  if (!schema || !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error('The mail migration needs the service schema');
  return schema;
}

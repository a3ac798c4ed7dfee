import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Notes and audit for the contact inbox, blog, sales-bot knowledge base, support chat and bug reports. */
export class EngagementFeatures1767312000000 implements MigrationInterface {
  name = 'EngagementFeatures1767312000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Trusted extension: the database owner may create it without superuser rights.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await queryRunner.query(
      `CREATE INDEX "ix_contact_submission_created" ON "engagement"."contact_submission" ("created_at" DESC, "id" DESC)`,
    );

    await queryRunner.query(`
      CREATE TABLE "engagement"."contact_note" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "submission_id" uuid NOT NULL,
        "author_user_id" uuid NOT NULL,
        "body" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_contact_note" PRIMARY KEY ("id"),
        CONSTRAINT "fk_contact_note_submission" FOREIGN KEY ("submission_id")
          REFERENCES "engagement"."contact_submission" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "ix_contact_note_submission" ON "engagement"."contact_note" ("submission_id", "created_at")`,
    );

    // company_id is the actor's company (null for platform content and visitors).
    await queryRunner.query(`
      CREATE TABLE "engagement"."engagement_audit" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NULL,
        "actor_user_id" uuid NULL,
        "action" text NOT NULL,
        "subject_type" text NOT NULL,
        "subject_id" uuid NOT NULL,
        "data" jsonb NOT NULL DEFAULT '{}'::jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_engagement_audit" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "ix_engagement_audit_subject" ON "engagement"."engagement_audit" ("subject_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_engagement_audit_company" ON "engagement"."engagement_audit" ("company_id")`,
    );

    await queryRunner.query(`
      CREATE TABLE "engagement"."blog_post" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "slug" text NOT NULL,
        "title" text NOT NULL,
        "description" text NOT NULL,
        "body_markdown" text NOT NULL,
        "cover_image_url" text NULL,
        "status" text NOT NULL DEFAULT 'draft',
        "published_at" timestamptz NULL,
        "author_user_id" uuid NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "version" integer NOT NULL DEFAULT 1,
        CONSTRAINT "pk_blog_post" PRIMARY KEY ("id"),
        CONSTRAINT "uq_blog_post_slug" UNIQUE ("slug"),
        CONSTRAINT "ck_blog_post_status" CHECK ("status" IN ('draft', 'published')),
        CONSTRAINT "ck_blog_post_published_at" CHECK ("status" = 'draft' OR "published_at" IS NOT NULL),
        CONSTRAINT "ck_blog_post_description" CHECK (char_length("description") <= 300)
      )`);
    await queryRunner.query(
      `CREATE INDEX "ix_blog_post_published" ON "engagement"."blog_post" ("published_at" DESC, "id" DESC) WHERE "status" = 'published'`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_blog_post_updated" ON "engagement"."blog_post" ("updated_at" DESC, "id" DESC)`,
    );

    // array_to_string is only STABLE, and a generated column needs an IMMUTABLE expression.
    await queryRunner.query(`
      CREATE FUNCTION "engagement"."kb_keywords_text"(text[]) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$`);
    await queryRunner.query(`
      CREATE TABLE "engagement"."kb_article" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "question" text NOT NULL,
        "answer" text NOT NULL,
        "keywords" text[] NOT NULL DEFAULT '{}',
        "tsv" tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english'::regconfig, "question"), 'A') ||
          setweight(to_tsvector('english'::regconfig, "engagement"."kb_keywords_text"("keywords")), 'B') ||
          setweight(to_tsvector('english'::regconfig, "answer"), 'C')
        ) STORED,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "updated_by" uuid NULL,
        CONSTRAINT "pk_kb_article" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "ix_kb_article_tsv" ON "engagement"."kb_article" USING gin ("tsv")`);
    await queryRunner.query(
      `CREATE INDEX "ix_kb_article_question_trgm" ON "engagement"."kb_article" USING gin ("question" gin_trgm_ops)`,
    );

    await queryRunner.query(`
      CREATE TABLE "engagement"."support_conversation" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NULL,
        "user_id" uuid NULL,
        "visitor_name" text NULL,
        "visitor_email" text NULL,
        "visitor_token_hash" text NULL,
        "country" text NOT NULL DEFAULT 'UK',
        "status" text NOT NULL DEFAULT 'open',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "last_message_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_support_conversation" PRIMARY KEY ("id"),
        CONSTRAINT "ck_support_conversation_status" CHECK ("status" IN ('open', 'closed')),
        CONSTRAINT "ck_support_conversation_owner" CHECK ("user_id" IS NOT NULL OR "visitor_token_hash" IS NOT NULL)
      )`);
    await queryRunner.query(
      `CREATE INDEX "ix_support_conversation_company_user" ON "engagement"."support_conversation" ("company_id", "user_id", "last_message_at" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_support_conversation_status_last" ON "engagement"."support_conversation" ("status", "last_message_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "engagement"."support_message" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "conversation_id" uuid NOT NULL,
        "sender" text NOT NULL,
        "author_user_id" uuid NULL,
        "body" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT "pk_support_message" PRIMARY KEY ("id"),
        CONSTRAINT "fk_support_message_conversation" FOREIGN KEY ("conversation_id")
          REFERENCES "engagement"."support_conversation" ("id") ON DELETE CASCADE,
        CONSTRAINT "ck_support_message_sender" CHECK ("sender" IN ('visitor', 'user', 'staff')),
        CONSTRAINT "ck_support_message_body" CHECK (char_length("body") BETWEEN 1 AND 4000)
      )`);
    await queryRunner.query(
      `CREATE INDEX "ix_support_message_conversation" ON "engagement"."support_message" ("conversation_id", "created_at")`,
    );

    await queryRunner.query(`
      CREATE TABLE "engagement"."bug_report" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "company_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "title" text NOT NULL,
        "description" text NOT NULL,
        "current_url" text NOT NULL,
        "user_agent" text NOT NULL,
        "console_log" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "technical_info" jsonb NOT NULL DEFAULT '{}'::jsonb,
        "screenshot_key" text NULL,
        "screenshot_content_type" text NULL,
        "credits_awarded" integer NOT NULL DEFAULT 0,
        "status" text NOT NULL DEFAULT 'new',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_bug_report" PRIMARY KEY ("id"),
        CONSTRAINT "ck_bug_report_status" CHECK ("status" IN ('new', 'triaged', 'fixed', 'wont_fix')),
        CONSTRAINT "ck_bug_report_credits" CHECK ("credits_awarded" >= 0)
      )`);
    await queryRunner.query(
      `CREATE INDEX "ix_bug_report_company_user" ON "engagement"."bug_report" ("company_id", "user_id", "created_at" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_bug_report_created" ON "engagement"."bug_report" ("created_at" DESC, "id" DESC)`,
    );

    // Product content (knowledge base, blog articles) is applied once per database, then owned by admins.
    await queryRunner.query(`
      CREATE TABLE "engagement"."content_seed" (
        "key" text NOT NULL,
        "applied_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_content_seed" PRIMARY KEY ("key")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "engagement"."content_seed"`);
    await queryRunner.query(`DROP TABLE "engagement"."bug_report"`);
    await queryRunner.query(`DROP TABLE "engagement"."support_message"`);
    await queryRunner.query(`DROP TABLE "engagement"."support_conversation"`);
    await queryRunner.query(`DROP TABLE "engagement"."kb_article"`);
    await queryRunner.query(`DROP FUNCTION "engagement"."kb_keywords_text"(text[])`);
    await queryRunner.query(`DROP TABLE "engagement"."blog_post"`);
    await queryRunner.query(`DROP TABLE "engagement"."engagement_audit"`);
    await queryRunner.query(`DROP TABLE "engagement"."contact_note"`);
    await queryRunner.query(`DROP INDEX "engagement"."ix_contact_submission_created"`);
    // pg_trgm stays: other schemas of the same database may use it.
  }
}

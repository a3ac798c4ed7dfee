import type { MigrationInterface, QueryRunner } from 'typeorm';

const PHOTO_COLUMNS = [
  'photo_storage_key',
  'photo_content_type',
  'photo_size_bytes',
  'photo_width',
  'photo_height',
  'photo_uploaded_by_user_id',
  'photo_uploaded_at',
] as const;

/**
 * UTIL-01 with DOC-02: a meter reading's one photo, kept by the bff's file storage under a key recorded here. The
 * columns are all set or all null. The table's row-level security policies (UtilityAccounts1796450000000) cover
 * the new columns as they are: a photo is seen with its reading, and only the company's staff write.
 */
export class MeterReadingPhotos1796800000000 implements MigrationInterface {
  name = 'MeterReadingPhotos1796800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "portfolio"."meter_reading"
        ADD COLUMN "photo_storage_key" text NULL,
        ADD COLUMN "photo_content_type" text NULL,
        ADD COLUMN "photo_size_bytes" integer NULL,
        ADD COLUMN "photo_width" integer NULL,
        ADD COLUMN "photo_height" integer NULL,
        ADD COLUMN "photo_uploaded_by_user_id" uuid NULL,
        ADD COLUMN "photo_uploaded_at" timestamptz NULL,
        ADD CONSTRAINT "ck_meter_reading_photo_all_or_none" CHECK (
          num_nulls(${PHOTO_COLUMNS.map((c) => `"${c}"`).join(', ')}) IN (0, ${PHOTO_COLUMNS.length})),
        ADD CONSTRAINT "ck_meter_reading_photo_storage_key" CHECK (
          "photo_storage_key" ~ '^meter-photos/[0-9a-f-]{36}\\.(jpg|png|webp)$'),
        ADD CONSTRAINT "ck_meter_reading_photo_content_type" CHECK (
          "photo_content_type" IN ('image/jpeg', 'image/png', 'image/webp')),
        ADD CONSTRAINT "ck_meter_reading_photo_size" CHECK (
          "photo_size_bytes" > 0 AND "photo_width" > 0 AND "photo_height" > 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Dropping a column drops the checks that name it.
    await q.query(
      `ALTER TABLE "portfolio"."meter_reading" ${PHOTO_COLUMNS.map((c) => `DROP COLUMN "${c}"`).join(', ')}`,
    );
  }
}

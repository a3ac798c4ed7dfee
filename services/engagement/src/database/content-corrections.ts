import type { QueryRunner } from 'typeorm';

/** A seeded text as it was (`from`) and as it should read now (`to`). */
export interface ContentCorrection {
  id: string;
  from: string;
  to: string;
}

/**
 * Seeds only insert, so a migration corrects content that databases seeded earlier hold: a knowledge-base answer
 * still as seeded, and a blog post where it still holds the sentence as seeded. What an admin has edited since is
 * left as it is. `to` applies the corrections (up), `from` puts them back (down).
 */
export async function correctSeededContent(
  q: QueryRunner,
  direction: 'from' | 'to',
  corrections: { kbAnswers: readonly ContentCorrection[]; blogSentences: readonly ContentCorrection[] },
): Promise<void> {
  const other = direction === 'to' ? 'from' : 'to';
  for (const row of corrections.kbAnswers) {
    await q.query(
      `UPDATE "engagement"."kb_article" SET "answer" = $1, "updated_at" = now() WHERE "id" = $2 AND "answer" = $3`,
      [row[direction], row.id, row[other]],
    );
  }
  for (const row of corrections.blogSentences) {
    await q.query(
      `UPDATE "engagement"."blog_post"
          SET "body_markdown" = replace("body_markdown", $3, $1), "version" = "version" + 1, "updated_at" = now()
        WHERE "id" = $2 AND strpos("body_markdown", $3) > 0`,
      [row[direction], row.id, row[other]],
    );
  }
}

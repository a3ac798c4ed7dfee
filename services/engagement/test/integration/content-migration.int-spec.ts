import { DEMO_KIND, demoId } from '@pm/kit';
import { useTestApp } from '@pm/kit/testing';
import { AppModule } from '../../src/app.module';
import { BLOG_ARTICLES } from '../../src/content/blog-articles';
import { KB_FACTS } from '../../src/content/kb-facts';
import { ContentNovember20261795900000000 } from '../../src/database/migrations/1795900000000-content-november-2026';

describe('engagement: the November 2026 content correction (integration)', () => {
  const running = useTestApp(AppModule);
  const migration = new ContentNovember20261795900000000();
  const repairsFact = KB_FACTS.find((fact) => fact.question === 'Can tenants report repairs themselves?')!;
  const platformFact = KB_FACTS.find((fact) => fact.question === 'What does the platform do?')!;
  const gasArticle = BLOG_ARTICLES[0]!;

  const answerOf = async (n: number): Promise<string> =>
    (
      await running.dataSource.query(`SELECT "answer" FROM "engagement"."kb_article" WHERE "id" = $1`, [
        demoId(DEMO_KIND.kbArticle, n),
      ])
    )[0].answer;
  const articleOf = async (n: number): Promise<{ body_markdown: string; version: number }> =>
    (
      await running.dataSource.query(
        `SELECT "body_markdown", "version" FROM "engagement"."blog_post" WHERE "id" = $1`,
        [demoId(DEMO_KIND.blogPost, n)],
      )
    )[0];
  const run = async (direction: 'up' | 'down') => {
    const runner = running.dataSource.createQueryRunner();
    try {
      await migration[direction](runner);
    } finally {
      await runner.release();
    }
  };

  it('corrects the seeded texts of earlier databases, leaving a text an admin has edited as it is', async () => {
    const before = await articleOf(gasArticle.n);
    expect(before.body_markdown).toBe(gasArticle.bodyMarkdown);

    // The text seeded before November 2026, as an earlier database holds it.
    await run('down');
    expect(await answerOf(repairsFact.n)).toMatch(/^Yes\. Tenants have their own login/);
    expect((await articleOf(gasArticle.n)).body_markdown).toContain('as they apply in England in 2025');

    await running.dataSource.query(`UPDATE "engagement"."kb_article" SET "answer" = $1 WHERE "id" = $2`, [
      'Edited by an admin.',
      demoId(DEMO_KIND.kbArticle, platformFact.n),
    ]);
    await run('up');
    expect(await answerOf(repairsFact.n)).toBe(repairsFact.answer);
    expect(await answerOf(platformFact.n)).toBe('Edited by an admin.');
    await running.dataSource.query(`UPDATE "engagement"."kb_article" SET "answer" = $1 WHERE "id" = $2`, [
      platformFact.answer,
      demoId(DEMO_KIND.kbArticle, platformFact.n),
    ]);
    const after = await articleOf(gasArticle.n);
    expect(after.body_markdown).toBe(gasArticle.bodyMarkdown);
    expect(after.version).toBe(before.version + 2);
  });
});

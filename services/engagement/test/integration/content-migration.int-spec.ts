import { DEMO_KIND, demoId } from '@pm/kit';
import { useTestApp } from '@pm/kit/testing';
import type { QueryRunner } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { BLOG_ARTICLES } from '../../src/content/blog-articles';
import { KB_FACTS } from '../../src/content/kb-facts';
import { ContentNovember20261795900000000 } from '../../src/database/migrations/1795900000000-content-november-2026';
import { ContentPortfolioLive1796700000000 } from '../../src/database/migrations/1796700000000-content-portfolio-live';
import { ContentTenanciesLive1797100000000 } from '../../src/database/migrations/1797100000000-content-tenancies-live';

describe('engagement: the content corrections (integration)', () => {
  const running = useTestApp(AppModule);
  const migration = new ContentNovember20261795900000000();
  const portfolioLive = new ContentPortfolioLive1796700000000();
  const tenanciesLive = new ContentTenanciesLive1797100000000();
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
  const complianceFact = KB_FACTS.find((fact) => fact.question === 'Does it track compliance certificates?')!;
  const runOf = async (
    which: { up(q: QueryRunner): Promise<void>; down(q: QueryRunner): Promise<void> },
    direction: 'up' | 'down',
  ) => {
    const runner = running.dataSource.createQueryRunner();
    try {
      await which[direction](runner);
    } finally {
      await runner.release();
    }
  };
  const run = (direction: 'up' | 'down') => runOf(migration, direction);

  it('corrects the seeded texts of earlier databases, leaving a text an admin has edited as it is', async () => {
    const before = await articleOf(gasArticle.n);
    expect(before.body_markdown).toBe(gasArticle.bodyMarkdown);

    // The text seeded before November 2026, as an earlier database holds it (the later corrections undone first).
    await runOf(tenanciesLive, 'down');
    await runOf(portfolioLive, 'down');
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
    await runOf(portfolioLive, 'up');
    await runOf(tenanciesLive, 'up');
    const after = await articleOf(gasArticle.n);
    expect(after.body_markdown).toBe(gasArticle.bodyMarkdown);
    expect(after.version).toBe(before.version + 4);
  });

  it('says the portfolio parts that have landed are live, not coming soon, leaving edited texts alone', async () => {
    await runOf(tenanciesLive, 'down');
    await runOf(portfolioLive, 'down');
    expect(await answerOf(complianceFact.n)).toMatch(/^Compliance certificates are coming soon/);
    expect((await articleOf(gasArticle.n)).body_markdown).toContain('Certificate tracking is coming soon');
    await running.dataSource.query(`UPDATE "engagement"."kb_article" SET "answer" = $1 WHERE "id" = $2`, [
      'Edited by an admin.',
      demoId(DEMO_KIND.kbArticle, platformFact.n),
    ]);

    await runOf(portfolioLive, 'up');
    expect(await answerOf(complianceFact.n)).toBe(complianceFact.answer);
    expect(await answerOf(platformFact.n)).toBe('Edited by an admin.');
    expect((await articleOf(gasArticle.n)).body_markdown).toBe(gasArticle.bodyMarkdown);
    await running.dataSource.query(`UPDATE "engagement"."kb_article" SET "answer" = $1 WHERE "id" = $2`, [
      platformFact.answer,
      demoId(DEMO_KIND.kbArticle, platformFact.n),
    ]);
    await runOf(tenanciesLive, 'up');
  });

  it('[TEN-01] [LEASE-01] [DEP-01] says tenants, tenancies and deposits are live, leaving edited texts alone', async () => {
    const depositFact = KB_FACTS.find((fact) => fact.question === 'Does it record tenancy deposits?')!;
    const rightToRentFact = KB_FACTS.find((fact) => fact.question === 'Does it support Right to Rent checks?')!;
    const depositArticle = BLOG_ARTICLES.find((article) => article.slug === 'deposit-protection-the-30-day-rule')!;
    await runOf(tenanciesLive, 'down');
    expect(await answerOf(depositFact.n)).toMatch(/^Deposit records are coming soon/);
    expect(await answerOf(platformFact.n)).toMatch(/Tenancies and rent, maintenance requests/);
    expect((await articleOf(depositArticle.n)).body_markdown).toContain('Tenancy records are coming soon');
    await running.dataSource.query(`UPDATE "engagement"."kb_article" SET "answer" = $1 WHERE "id" = $2`, [
      'Edited by an admin.',
      demoId(DEMO_KIND.kbArticle, rightToRentFact.n),
    ]);

    await runOf(tenanciesLive, 'up');
    expect(await answerOf(depositFact.n)).toBe(depositFact.answer);
    expect(await answerOf(platformFact.n)).toBe(platformFact.answer);
    expect(await answerOf(rightToRentFact.n)).toBe('Edited by an admin.');
    expect((await articleOf(depositArticle.n)).body_markdown).toBe(depositArticle.bodyMarkdown);
    await running.dataSource.query(`UPDATE "engagement"."kb_article" SET "answer" = $1 WHERE "id" = $2`, [
      rightToRentFact.answer,
      demoId(DEMO_KIND.kbArticle, rightToRentFact.n),
    ]);
  });
});

import type { BlogPostBody, Page } from '@pm/contracts';
import { applySeeds, DEMO_KIND, demoId } from '@pm/kit';
import { requestJson, useTestApp } from '@pm/kit/testing';
import { AppModule } from '../../src/app.module';
import { BLOG_ARTICLES } from '../../src/content/blog-articles';
import { ENGAGEMENT_CONTENT_SEEDS } from '../../src/content/content-seed';
import { KB_FACTS } from '../../src/content/kb-facts';
import { visitorHeaders } from '../factories';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('engagement content seed (integration)', () => {
  const running = useTestApp(AppModule);

  const seededCounts = async () => {
    const [row] = await running.dataSource.query(
      `SELECT (SELECT count(*)::int FROM "engagement"."blog_post" WHERE id = ANY($1)) AS blog,
              (SELECT count(*)::int FROM "engagement"."kb_article" WHERE id = ANY($2)) AS kb`,
      [
        BLOG_ARTICLES.map((a) => demoId(DEMO_KIND.blogPost, a.n)),
        KB_FACTS.map((f) => demoId(DEMO_KIND.kbArticle, f.n)),
      ],
    );
    return row as { blog: number; kb: number };
  };
  const seedContent = () => applySeeds(running.dataSource, ENGAGEMENT_CONTENT_SEEDS);

  it('is applied at start-up and is idempotent, even run concurrently', async () => {
    expect(await seededCounts()).toEqual({ blog: BLOG_ARTICLES.length, kb: KB_FACTS.length });
    await Promise.all([seedContent(), seedContent()]);
    await seedContent();
    expect(await seededCounts()).toEqual({ blog: BLOG_ARTICLES.length, kb: KB_FACTS.length });
  });

  it('serves the seeded articles on the public blog by slug', async () => {
    for (const article of BLOG_ARTICLES) {
      const res = await requestJson<BlogPostBody>(`${running.url}/v1/blog/posts/by-slug/${article.slug}`, {
        headers: visitorHeaders(),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: demoId(DEMO_KIND.blogPost, article.n), status: 'published' });
    }
    const list = await requestJson<Page<BlogPostBody>>(`${running.url}/v1/blog/posts?limit=100`, {
      headers: visitorHeaders(),
    });
    expect(list.body.total).toBeGreaterThanOrEqual(BLOG_ARTICLES.length);
  });

  it('has articles of 400-700 words with descriptions fit for meta tags, and 15-25 knowledge facts', () => {
    for (const article of BLOG_ARTICLES) {
      expect(words(article.bodyMarkdown)).toBeGreaterThanOrEqual(400);
      expect(words(article.bodyMarkdown)).toBeLessThanOrEqual(700);
      expect(article.description.length).toBeLessThanOrEqual(300);
    }
    expect(KB_FACTS.length).toBeGreaterThanOrEqual(15);
    expect(KB_FACTS.length).toBeLessThanOrEqual(25);
    expect(new Set(KB_FACTS.map((f) => f.n)).size).toBe(KB_FACTS.length);
  });
});

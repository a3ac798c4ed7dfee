import { DEMO_KIND, demoId, type Seed, seedRows } from '@pm/kit';
import { BlogPostEntity } from '../blog-posts/blog-post.entity';
import { KbArticleEntity } from '../kb-articles/kb-article.entity';
import { BLOG_ARTICLES, type BlogArticle } from './blog-articles';
import { KB_FACTS } from './kb-facts';

/** Product content, in every environment. Raising a key's suffix ships a new set. */
export const ENGAGEMENT_CONTENT_SEEDS: readonly Seed[] = [
  {
    name: 'sales-bot knowledge base',
    demoOnly: false,
    onceKey: 'kb-facts-v1',
    rows: () => [
      seedRows(
        KbArticleEntity,
        KB_FACTS.map(({ n, question, answer, keywords }) => ({
          id: demoId(DEMO_KIND.kbArticle, n),
          question,
          answer,
          keywords,
        })),
      ),
    ],
  },
  {
    name: 'blog articles',
    demoOnly: false,
    onceKey: 'blog-articles-v1',
    rows: () => blogRows(BLOG_ARTICLES),
  },
  // Databases seeded before it was written get the Renters' Rights article too (elsewhere its id is already there).
  {
    name: "blog article: the Renters' Rights Act",
    demoOnly: false,
    onceKey: 'blog-renters-rights-2026',
    rows: () => blogRows(BLOG_ARTICLES.filter((article) => article.slug === 'renters-rights-what-changes')),
  },
];

function blogRows(articles: readonly BlogArticle[]) {
  const now = Date.now();
  return [
    seedRows(
      BlogPostEntity,
      articles.map(({ n, publishedDaysAgo, slug, title, description, bodyMarkdown }) => {
        const publishedAt = new Date(now - publishedDaysAgo * 86_400_000);
        return {
          id: demoId(DEMO_KIND.blogPost, n),
          slug,
          title,
          description,
          bodyMarkdown,
          status: 'published' as const,
          publishedAt,
          authorUserId: null,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        };
      }),
    ),
  ];
}

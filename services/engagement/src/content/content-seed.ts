import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { demoId } from '@pm/kit';
import { DataSource, type EntityManager } from 'typeorm';
import { BLOG_ARTICLES } from './blog-articles';
import { KB_FACTS } from './kb-facts';

/** Id kinds of this service's fixed records; never renumber them. */
export const CONTENT_KIND = { blogPost: 0x401, kbArticle: 0x402 } as const;

/** Each content set is applied once per database; raising a key's suffix ships a new set. */
export const CONTENT_KEYS = { blog: 'blog-articles-v1', kb: 'kb-facts-v1' } as const;

async function seedBlog(manager: EntityManager, now: Date): Promise<void> {
  for (const article of BLOG_ARTICLES) {
    const publishedAt = new Date(now.getTime() - article.publishedDaysAgo * 86_400_000);
    await manager.query(
      `INSERT INTO "engagement"."blog_post"
         ("id", "slug", "title", "description", "body_markdown", "status", "published_at", "author_user_id",
          "created_at", "updated_at")
       VALUES ($1, $2, $3, $4, $5, 'published', $6, NULL, $6, $6)
       ON CONFLICT DO NOTHING`,
      [
        demoId(CONTENT_KIND.blogPost, article.n),
        article.slug,
        article.title,
        article.description,
        article.bodyMarkdown,
        publishedAt,
      ],
    );
  }
}

async function seedKnowledgeBase(manager: EntityManager): Promise<void> {
  for (const fact of KB_FACTS) {
    await manager.query(
      `INSERT INTO "engagement"."kb_article" ("id", "question", "answer", "keywords")
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [demoId(CONTENT_KIND.kbArticle, fact.n), fact.question, fact.answer, fact.keywords],
    );
  }
}

/**
 * Applies the product content (sales-bot knowledge base, blog articles) once per database, in every
 * environment: afterwards admins own it, and a deleted article is not brought back at the next start.
 * Safe to run concurrently and repeatedly.
 */
export async function seedEngagementContent(dataSource: DataSource): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('pm-content-seed:engagement'))`);
    const applied: { key: string }[] = await manager.query(`SELECT key FROM "engagement"."content_seed"`);
    const done = new Set(applied.map((row) => row.key));
    if (!done.has(CONTENT_KEYS.kb)) {
      await seedKnowledgeBase(manager);
      await manager.query(`INSERT INTO "engagement"."content_seed" ("key") VALUES ($1)`, [CONTENT_KEYS.kb]);
    }
    if (!done.has(CONTENT_KEYS.blog)) {
      await seedBlog(manager, new Date());
      await manager.query(`INSERT INTO "engagement"."content_seed" ("key") VALUES ($1)`, [CONTENT_KEYS.blog]);
    }
  });
}

@Injectable()
export class ContentSeedRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger('ContentSeed');

  constructor(private readonly dataSource: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    await seedEngagementContent(this.dataSource);
    this.logger.log('engagement content is in place');
  }
}

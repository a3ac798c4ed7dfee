import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  BlogPostBody,
  BlogPostStatus,
  CallerContext,
  CreateBlogPostRequest,
  EngagementAuditEntryBody,
  Page,
  UpdateBlogPostRequest,
} from '@pm/contracts';
import { DataSource, type EntityManager, QueryFailedError, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { requireAdmin } from '../common/caller';
import { likePattern, newestFirstPage } from '../common/keyset';
import { BlogPostEntity } from './blog-post.entity';
import { blogPostNotFound, slugTaken, staleVersion } from './blog.errors';
import { SLUG_PATTERN, slugify, uniqueSlug } from './slug';

type EditableField = 'title' | 'slug' | 'description' | 'bodyMarkdown' | 'coverImageUrl';
const EDITABLE_FIELDS: readonly EditableField[] = ['title', 'slug', 'description', 'bodyMarkdown', 'coverImageUrl'];

export function toBlogPostBody(row: BlogPostEntity): BlogPostBody {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    bodyMarkdown: row.bodyMarkdown,
    coverImageUrl: row.coverImageUrl,
    status: row.status,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    authorUserId: row.authorUserId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === '23505';

/** The audit diff of an edit; the Markdown body is summarised by length so the trail stays small. */
function diffOf(before: BlogPostEntity, after: BlogPostEntity): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    if (before[field] === after[field]) continue;
    changes[field] =
      field === 'bodyMarkdown'
        ? { fromLength: before.bodyMarkdown.length, toLength: after.bodyMarkdown.length }
        : { from: before[field], to: after[field] };
  }
  return changes;
}

@Injectable()
export class BlogService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(BlogPostEntity) private readonly posts: Repository<BlogPostEntity>,
    private readonly audit: AuditService,
  ) {}

  /* ---------------------------------------------------------------- public */

  async listPublished(query: { limit?: number; cursor?: string }): Promise<Page<BlogPostBody>> {
    const total = await this.posts.countBy({ status: 'published' });
    const qb = this.posts.createQueryBuilder('b').where(`b.status = 'published'`);
    const page = await newestFirstPage(qb, 'published_at', query);
    return { items: page.rows.map(toBlogPostBody), nextCursor: page.nextCursor, total };
  }

  async getPublishedBySlug(slug: string): Promise<BlogPostBody> {
    if (!SLUG_PATTERN.test(slug) || slug.length > 200) throw blogPostNotFound();
    const row = await this.posts.findOneBy({ slug, status: 'published' });
    if (!row) throw blogPostNotFound();
    return toBlogPostBody(row);
  }

  /* ----------------------------------------------------------------- admin */

  async adminList(
    caller: CallerContext,
    query: { limit?: number; cursor?: string; status?: BlogPostStatus; q?: string },
  ): Promise<Page<BlogPostBody>> {
    requireAdmin(caller);
    const filtered = () => {
      const qb = this.posts.createQueryBuilder('b');
      if (query.status) qb.andWhere('b.status = :status', { status: query.status });
      if (query.q) qb.andWhere('(b.title ILIKE :q OR b.slug ILIKE :q)', { q: likePattern(query.q) });
      return qb;
    };
    const total = await filtered().getCount();
    const page = await newestFirstPage(filtered(), 'updated_at', query);
    return { items: page.rows.map(toBlogPostBody), nextCursor: page.nextCursor, total };
  }

  async adminGet(caller: CallerContext, id: string): Promise<BlogPostBody> {
    requireAdmin(caller);
    const row = await this.posts.findOneBy({ id });
    if (!row) throw blogPostNotFound();
    return toBlogPostBody(row);
  }

  async history(caller: CallerContext, id: string): Promise<EngagementAuditEntryBody[]> {
    requireAdmin(caller);
    return this.audit.forSubject(id);
  }

  private async freeSlug(manager: EntityManager, base: string): Promise<string> {
    const rows: { slug: string }[] = await manager.query(
      `SELECT slug FROM "engagement"."blog_post" WHERE slug = $1 OR slug LIKE $2`,
      [base, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`],
    );
    return uniqueSlug(base, new Set(rows.map((r) => r.slug)));
  }

  async create(caller: CallerContext, input: CreateBlogPostRequest): Promise<BlogPostBody> {
    requireAdmin(caller);
    // Two editors creating posts with the same title at once: the loser of the unique index retries.
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.dataSource.transaction(async (manager) => {
          let slug: string;
          if (input.slug) {
            if (await manager.existsBy(BlogPostEntity, { slug: input.slug })) throw slugTaken(input.slug);
            slug = input.slug;
          } else {
            slug = await this.freeSlug(manager, slugify(input.title));
          }
          const row = await manager.save(
            manager.create(BlogPostEntity, {
              slug,
              title: input.title,
              description: input.description,
              bodyMarkdown: input.bodyMarkdown,
              coverImageUrl: input.coverImageUrl ?? null,
              status: 'draft',
              publishedAt: null,
              authorUserId: caller.userId,
              version: 1,
            }),
          );
          await this.audit.record(manager, {
            actor: caller,
            action: 'blog_post.created',
            subjectType: 'blog_post',
            subjectId: row.id,
            data: { title: row.title, slug: row.slug },
          });
          return toBlogPostBody(row);
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (input.slug) throw slugTaken(input.slug);
        if (attempt >= 4) throw error;
      }
    }
  }

  private async lockForEdit(manager: EntityManager, id: string, version?: number): Promise<BlogPostEntity> {
    const row = await manager.findOne(BlogPostEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!row) throw blogPostNotFound();
    if (version !== undefined && version !== row.version) throw staleVersion(row.version);
    return row;
  }

  async update(caller: CallerContext, id: string, input: UpdateBlogPostRequest): Promise<BlogPostBody> {
    requireAdmin(caller);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const row = await this.lockForEdit(manager, id, input.version);
        const before = { ...row };
        if (input.title !== undefined) row.title = input.title;
        if (input.description !== undefined) row.description = input.description;
        if (input.bodyMarkdown !== undefined) row.bodyMarkdown = input.bodyMarkdown;
        if (input.coverImageUrl !== undefined) row.coverImageUrl = input.coverImageUrl;
        if (input.slug !== undefined && input.slug !== row.slug) {
          if (await manager.existsBy(BlogPostEntity, { slug: input.slug })) throw slugTaken(input.slug);
          row.slug = input.slug;
        }
        const changes = diffOf(before, row);
        if (Object.keys(changes).length === 0) return toBlogPostBody(row);
        row.version += 1;
        const saved = await manager.save(row);
        await this.audit.record(manager, {
          actor: caller,
          action: 'blog_post.updated',
          subjectType: 'blog_post',
          subjectId: id,
          data: { version: saved.version, changes },
        });
        return toBlogPostBody(saved);
      });
    } catch (error) {
      if (isUniqueViolation(error) && input.slug) throw slugTaken(input.slug);
      throw error;
    }
  }

  async setPublished(caller: CallerContext, id: string, publish: boolean, version?: number): Promise<BlogPostBody> {
    requireAdmin(caller);
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockForEdit(manager, id, version);
      const target: BlogPostStatus = publish ? 'published' : 'draft';
      if (row.status === target) return toBlogPostBody(row);
      row.status = target;
      row.publishedAt = publish ? new Date() : null;
      row.version += 1;
      const saved = await manager.save(row);
      await this.audit.record(manager, {
        actor: caller,
        action: publish ? 'blog_post.published' : 'blog_post.unpublished',
        subjectType: 'blog_post',
        subjectId: id,
        data: { version: saved.version },
      });
      return toBlogPostBody(saved);
    });
  }

  async remove(caller: CallerContext, id: string): Promise<void> {
    requireAdmin(caller);
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lockForEdit(manager, id);
      await manager.delete(BlogPostEntity, { id });
      await this.audit.record(manager, {
        actor: caller,
        action: 'blog_post.deleted',
        subjectType: 'blog_post',
        subjectId: id,
        data: { title: row.title, slug: row.slug, status: row.status },
      });
    });
  }
}

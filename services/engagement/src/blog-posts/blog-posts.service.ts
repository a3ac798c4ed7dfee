import { Injectable } from '@nestjs/common';
import type {
  BlogAdminQuery,
  BlogPostBody,
  BlogPostStatus,
  CallerContext,
  CreateBlogPostRequest,
  EngagementAuditEntryBody,
  Page,
  PageQuery,
  UpdateBlogPostRequest,
} from '@pm/contracts';
import { Db, escapeLike, isUniqueViolation, keysetPage, likePattern, newestFirst, requireAdmin } from '@pm/kit';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AdminRecords, inStatus, type RecordKind } from '../common/admin-records.service';
import { BlogPostEntity } from './blog-post.entity';
import { blogPostNotFound, slugTaken, staleVersion } from './blog-posts.errors';
import { SLUG_PATTERN, slugify, uniqueSlug } from './slug';

const POSTS: RecordKind<BlogPostEntity> = {
  entity: BlogPostEntity,
  subjectType: 'blog_post',
  notFound: blogPostNotFound,
  newestBy: 'updated_at',
};

type EditableField = 'title' | 'slug' | 'description' | 'bodyMarkdown' | 'coverImageUrl';
const EDITABLE_FIELDS: readonly EditableField[] = ['title', 'slug', 'description', 'bodyMarkdown', 'coverImageUrl'];

function toBlogPostBody(row: BlogPostEntity): BlogPostBody {
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
export class BlogPostsService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly records: AdminRecords,
  ) {}

  private get posts() {
    return this.db.repository(BlogPostEntity);
  }

  listPublished(query: PageQuery): Promise<Page<BlogPostBody>> {
    const published = () => this.posts.createQueryBuilder('b').where(`b.status = 'published'`);
    return keysetPage(published, newestFirst('b.published_at'), query, toBlogPostBody);
  }

  async getPublishedBySlug(slug: string): Promise<BlogPostBody> {
    if (!SLUG_PATTERN.test(slug) || slug.length > 200) throw blogPostNotFound();
    const row = await this.posts.findOneBy({ slug, status: 'published' });
    if (!row) throw blogPostNotFound();
    return toBlogPostBody(row);
  }

  adminList(caller: CallerContext, query: BlogAdminQuery): Promise<Page<BlogPostBody>> {
    requireAdmin(caller);
    return this.records.list(POSTS, query, toBlogPostBody, (qb) => {
      inStatus(query.status)(qb);
      if (query.q) qb.andWhere('(r.title ILIKE :q OR r.slug ILIKE :q)', { q: likePattern(query.q) });
    });
  }

  async adminGet(caller: CallerContext, id: string): Promise<BlogPostBody> {
    requireAdmin(caller);
    return toBlogPostBody(await this.records.find(POSTS, id));
  }

  async history(caller: CallerContext, id: string): Promise<EngagementAuditEntryBody[]> {
    requireAdmin(caller);
    return this.audit.forSubject(id);
  }

  private async freeSlug(manager: EntityManager, base: string): Promise<string> {
    const rows: { slug: string }[] = await manager.query(
      `SELECT slug FROM "engagement"."blog_post" WHERE slug = $1 OR slug LIKE $2`,
      [base, `${escapeLike(base)}-%`],
    );
    return uniqueSlug(base, new Set(rows.map((r) => r.slug)));
  }

  async create(caller: CallerContext, input: CreateBlogPostRequest): Promise<BlogPostBody> {
    requireAdmin(caller);
    // Two editors creating posts with the same title at once: the loser of the unique index retries, each try
    // in a savepoint of the request's transaction so a failed one leaves it usable.
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.db.manager.transaction(async (manager) => {
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
    const row = await this.records.find(POSTS, id, { manager, lock: true });
    if (version !== undefined && version !== row.version) throw staleVersion(row.version);
    return row;
  }

  async update(caller: CallerContext, id: string, input: UpdateBlogPostRequest): Promise<BlogPostBody> {
    requireAdmin(caller);
    try {
      return await this.db.manager.transaction(async (manager) => {
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
    return this.db.manager.transaction(async (manager) => {
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
    await this.db.manager.transaction(async (manager) => {
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

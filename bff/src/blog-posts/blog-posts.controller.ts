import { Controller, Get, Param, Query } from '@nestjs/common';
import type { ApiData, ApiPage, BlogPostBody } from '@pm/contracts';
import { AppException, PageQueryDto } from '@pm/kit';
import { Public } from '../auth/public.decorator';
import { toApiPage } from '../common/api-page';
import { BlogPostsClient } from './blog-posts.client';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The public blog: published posts only. */
@Public()
@Controller('api/blog/posts')
export class BlogPostsController {
  constructor(private readonly posts: BlogPostsClient) {}

  @Get()
  async list(@Query() query: PageQueryDto): Promise<ApiPage<BlogPostBody>> {
    return toApiPage(await this.posts.published({ limit: query.limit, cursor: query.cursor }));
  }

  @Get(':slug')
  async bySlug(@Param('slug') slug: string): Promise<ApiData<BlogPostBody>> {
    if (slug.length > 200 || !SLUG.test(slug))
      throw new AppException(404, 'BLOG_POST_NOT_FOUND', 'Blog post not found');
    return { success: true, data: await this.posts.publishedBySlug(slug) };
  }
}

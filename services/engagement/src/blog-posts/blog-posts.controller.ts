import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type { BlogPostBody, CallerContext, EngagementAuditEntryBody, Page } from '@pm/contracts';
import { assertUuid, Caller, PageQueryDto } from '@pm/kit';
import { CreateBlogPostDto, ListAdminBlogPostsQueryDto, PublishBlogPostDto, UpdateBlogPostDto } from './blog-posts.dto';
import { BlogPostsService } from './blog-posts.service';

/** The public blog: published posts only, no caller needed (the bff serves visitors). */
@Controller('v1/blog/posts')
export class BlogPostsController {
  constructor(private readonly blog: BlogPostsService) {}

  @Get()
  list(@Query() query: PageQueryDto): Promise<Page<BlogPostBody>> {
    return this.blog.listPublished(query);
  }

  @Get('by-slug/:slug')
  bySlug(@Param('slug') slug: string): Promise<BlogPostBody> {
    return this.blog.getPublishedBySlug(slug);
  }
}

@Controller('v1/admin/blog/posts')
export class AdminBlogPostsController {
  constructor(private readonly blog: BlogPostsService) {}

  @Get()
  list(@Caller() caller: CallerContext, @Query() query: ListAdminBlogPostsQueryDto): Promise<Page<BlogPostBody>> {
    return this.blog.adminList(caller, query);
  }

  @Get(':id')
  get(@Caller() caller: CallerContext, @Param('id') id: string): Promise<BlogPostBody> {
    return this.blog.adminGet(caller, assertUuid(id));
  }

  @Get(':id/history')
  history(@Caller() caller: CallerContext, @Param('id') id: string): Promise<EngagementAuditEntryBody[]> {
    return this.blog.history(caller, assertUuid(id));
  }

  @Post()
  @HttpCode(201)
  create(@Caller() caller: CallerContext, @Body() body: CreateBlogPostDto): Promise<BlogPostBody> {
    return this.blog.create(caller, body);
  }

  @Patch(':id')
  update(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: UpdateBlogPostDto,
  ): Promise<BlogPostBody> {
    return this.blog.update(caller, assertUuid(id), body);
  }

  @Post(':id/publish')
  @HttpCode(200)
  publish(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: PublishBlogPostDto,
  ): Promise<BlogPostBody> {
    return this.blog.setPublished(caller, assertUuid(id), true, body.version);
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  unpublish(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: PublishBlogPostDto,
  ): Promise<BlogPostBody> {
    return this.blog.setPublished(caller, assertUuid(id), false, body.version);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Caller() caller: CallerContext, @Param('id') id: string): Promise<void> {
    await this.blog.remove(caller, assertUuid(id));
  }
}

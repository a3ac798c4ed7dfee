import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AdminRecordsModule } from '../common/admin-records.module';
import { AdminBlogPostsController, BlogPostsController } from './blog-posts.controller';
import { BlogPostsService } from './blog-posts.service';

@Module({
  imports: [AuditModule, AdminRecordsModule],
  controllers: [BlogPostsController, AdminBlogPostsController],
  providers: [BlogPostsService],
})
export class BlogPostsModule {}

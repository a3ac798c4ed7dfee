import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { BlogCoverFilesController, BlogCoverUploadsController } from './blog-covers.controller';
import { BlogCoversService } from './blog-covers.service';
import { BlogPostsClient } from './blog-posts.client';
import { BlogPostsController } from './blog-posts.controller';
import { BlogPostsResolver } from './blog-posts.resolver';

@Module({
  imports: [UploadsModule, UsersModule],
  controllers: [BlogPostsController, BlogCoverUploadsController, BlogCoverFilesController],
  providers: [BlogPostsClient, BlogCoversService, BlogPostsResolver],
  exports: [BlogPostsClient],
})
export class BlogPostsModule {}

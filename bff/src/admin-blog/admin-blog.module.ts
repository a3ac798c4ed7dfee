import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { AdminBlogController } from './admin-blog.controller';
import { BlogCoverFilesController, BlogCoverUploadsController } from './blog-covers.controller';
import { BlogCoversService } from './blog-covers.service';

/** The blog CMS of the admin area: posts, their cover images, and the public route serving covers. */
@Module({
  imports: [UploadsModule],
  controllers: [AdminBlogController, BlogCoverUploadsController, BlogCoverFilesController],
  providers: [BlogCoversService],
})
export class AdminBlogModule {}

import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { BlogCoverUploadResponse } from '@pm/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../auth/public.decorator';
import { Roles } from '../auth/roles.decorator';
import { readMultipartForm } from '../uploads/multipart';
import { BlogCoversService } from './blog-covers.service';

/** A year: a cover's name is random and its bytes never change, so browsers and proxies may keep it. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/** Upload of a post's cover image (multipart, one file field `image`). */
@Controller('api/admin/blog/cover-images')
@Roles('admin', 'superuser')
export class BlogCoverUploadsController {
  constructor(private readonly covers: BlogCoversService) {}

  @Post()
  @HttpCode(201)
  async upload(@Req() request: FastifyRequest): Promise<BlogCoverUploadResponse> {
    const form = await readMultipartForm(request, { textFields: [], fileField: 'image', fileLabel: 'Cover image' });
    return { success: true, data: { url: await this.covers.store(form.file?.bytes) } };
  }
}

/** Stored covers, public because published posts and their Open Graph cards show them to anyone. */
@Public()
@Controller('api/uploads/blog-covers')
export class BlogCoverFilesController {
  constructor(private readonly covers: BlogCoversService) {}

  @Get(':file')
  async serve(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const cover = await this.covers.read(file);
    await reply
      .header('content-type', cover.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', CACHE_FOREVER)
      .send(cover.bytes);
  }
}

import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req, Res } from '@nestjs/common';
import type { DocumentBody } from '@pm/contracts';
import { assertUuid } from '@pm/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { sendFile } from '../uploads/file-reply';
import { readMultipartForm } from '../uploads/multipart';
import { DOCUMENT_FILE_SHAPE, DOCUMENT_FORM_FIELDS, DocumentFilesService } from './documents.service';

/** What a document upload answers: the document as the portfolio service keeps it, without storage keys. */
type UploadAnswer = { success: true; data: Omit<DocumentBody, 'latestVersion' | 'versions'> & { version: number } };

const answer = (body: DocumentBody): UploadAnswer => {
  const { latestVersion, versions: _versions, ...document } = body;
  return { success: true, data: { ...document, version: latestVersion.version } };
};

/** DOC-01/02: a document's bytes in (staff only, multipart) and out (a signed link, for whoever may see it). */
@Controller('api/documents')
export class DocumentsController {
  constructor(private readonly files: DocumentFilesService) {}

  /** multipart: `file`, and parentType, parentId, category, title, visibility (owner,tenant,trade). */
  @Post()
  @HttpCode(201)
  @Roles('landlord', 'manager')
  async create(@CurrentUser() caller: AuthUser, @Req() request: FastifyRequest): Promise<UploadAnswer> {
    const form = await readMultipartForm(request, { ...DOCUMENT_FILE_SHAPE, textFields: DOCUMENT_FORM_FIELDS });
    return answer(await this.files.create(caller, form));
  }

  /** multipart: `file`; the older versions stay. */
  @Post(':id/versions')
  @HttpCode(201)
  @Roles('landlord', 'manager')
  async addVersion(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
  ): Promise<UploadAnswer> {
    const documentId = assertUuid(id);
    const form = await readMultipartForm(request, DOCUMENT_FILE_SHAPE);
    return answer(await this.files.addVersion(caller, documentId, form));
  }

  @Get(':id/versions/:version/download')
  async download(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Param('version', ParseIntPipe) version: number,
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.files.download(caller, { documentId: assertUuid(id), version }, expires, signature);
    await sendFile(reply, file, 'attachment');
  }
}

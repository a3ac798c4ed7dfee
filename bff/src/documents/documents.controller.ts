import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req, Res } from '@nestjs/common';
import { DOCUMENT_MAX_BYTES, type DocumentBody } from '@pm/contracts';
import { assertUuid } from '@pm/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { readMultipartForm } from '../uploads/multipart';
import { DOCUMENT_FORM_FIELDS, DocumentFilesService } from './documents.service';

/** What a document upload answers: the document as the portfolio service keeps it, without storage keys. */
type UploadAnswer = { success: true; data: Omit<DocumentBody, 'latestVersion' | 'versions'> & { version: number } };

const answer = (body: DocumentBody): UploadAnswer => {
  const { latestVersion, versions: _versions, ...document } = body;
  return { success: true, data: { ...document, version: latestVersion.version } };
};

/** `filename*` carries any name; the plain `filename` is its ASCII shadow for old clients. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** DOC-01/02: a document's bytes in (staff only, multipart) and out (a signed link, for whoever may see it). */
@Controller('api/documents')
export class DocumentsController {
  constructor(private readonly files: DocumentFilesService) {}

  /** multipart: `file`, and parentType, parentId, category, title, visibility (owner,tenant,trade). */
  @Post()
  @HttpCode(201)
  @Roles('landlord', 'manager')
  async create(@CurrentUser() caller: AuthUser, @Req() request: FastifyRequest): Promise<UploadAnswer> {
    const form = await readMultipartForm(request, {
      textFields: DOCUMENT_FORM_FIELDS,
      fileField: 'file',
      fileLabel: 'File',
      maxFileBytes: DOCUMENT_MAX_BYTES,
    });
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
    const form = await readMultipartForm(request, {
      textFields: [],
      fileField: 'file',
      fileLabel: 'File',
      maxFileBytes: DOCUMENT_MAX_BYTES,
    });
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
    await reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachment(file.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  }
}

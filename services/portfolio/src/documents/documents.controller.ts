import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type { CallerContext, DocumentBody, Page } from '@pm/contracts';
import { assertUuid, Caller } from '@pm/kit';
import { CreateDocumentDto, DocumentFileDto, ListDocumentsQueryDto, UpdateDocumentDto } from './documents.dto';
import { DocumentsService } from './documents.service';

/** DOC-01: the company's documents and their versions (the bytes are the bff's). */
@Controller('v1/documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get()
  list(@Caller() caller: CallerContext, @Query() query: ListDocumentsQueryDto): Promise<Page<DocumentBody>> {
    return this.documents.list(caller, query);
  }

  /** With every version, newest first. */
  @Get(':id')
  get(@Caller() caller: CallerContext, @Param('id') id: string): Promise<DocumentBody> {
    return this.documents.get(caller, assertUuid(id));
  }

  @Post()
  @HttpCode(201)
  create(@Caller() caller: CallerContext, @Body() body: CreateDocumentDto): Promise<DocumentBody> {
    return this.documents.create(caller, body);
  }

  @Patch(':id')
  update(@Caller() caller: CallerContext, @Param('id') id: string, @Body() body: UpdateDocumentDto) {
    return this.documents.update(caller, assertUuid(id), body);
  }

  /** Answers the document with its versions, the new one first. */
  @Post(':id/versions')
  @HttpCode(201)
  addVersion(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: DocumentFileDto,
  ): Promise<DocumentBody> {
    return this.documents.addVersion(caller, assertUuid(id), body);
  }
}

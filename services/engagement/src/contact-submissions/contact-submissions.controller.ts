import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type {
  CallerContext,
  ContactNoteBody,
  ContactSubmissionBody,
  ContactSubmissionDetailBody,
  Page,
} from '@pm/contracts';
import { assertUuid, Caller, OptionalCaller } from '@pm/kit';
import type { FastifyReply } from 'fastify';
import {
  CreateContactNoteDto,
  CreateContactSubmissionDto,
  ExportContactSubmissionsQueryDto,
  ListContactSubmissionsQueryDto,
  UpdateContactSubmissionDto,
} from './contact-submissions.dto';
import { ContactSubmissionsService } from './contact-submissions.service';

@Controller('v1/contact-submissions')
export class ContactSubmissionsController {
  constructor(private readonly submissions: ContactSubmissionsService) {}

  @Post()
  @HttpCode(201)
  create(
    @OptionalCaller() caller: CallerContext | null,
    @Body() body: CreateContactSubmissionDto,
  ): Promise<ContactSubmissionBody> {
    return this.submissions.create(caller, body);
  }

  @Get()
  list(
    @Caller() caller: CallerContext,
    @Query() query: ListContactSubmissionsQueryDto,
  ): Promise<Page<ContactSubmissionBody>> {
    return this.submissions.list(caller, query);
  }

  /** Headers are set only on success, so an error still goes out as the shared JSON body. */
  @Get('export.csv')
  async export(
    @Caller() caller: CallerContext,
    @Query() query: ExportContactSubmissionsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const csv = await this.submissions.exportCsv(caller, query);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', 'attachment; filename="contact-submissions.csv"');
    return csv;
  }

  @Get(':id')
  get(@Caller() caller: CallerContext, @Param('id') id: string): Promise<ContactSubmissionDetailBody> {
    return this.submissions.get(caller, assertUuid(id));
  }

  @Patch(':id')
  update(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: UpdateContactSubmissionDto,
  ): Promise<ContactSubmissionBody> {
    return this.submissions.update(caller, assertUuid(id), body);
  }

  @Post(':id/notes')
  @HttpCode(201)
  addNote(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: CreateContactNoteDto,
  ): Promise<ContactNoteBody> {
    return this.submissions.addNote(caller, assertUuid(id), body.body);
  }
}

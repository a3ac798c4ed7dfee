import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type {
  CallerContext,
  Page,
  PortfolioCounts,
  PropertyBody,
  PropertyHistoryEntryBody,
  PropertyImportResult,
} from '@pm/contracts';
import { assertUuid, Caller, parseIds } from '@pm/kit';
import type { FastifyReply } from 'fastify';
import {
  CreatePropertyDto,
  ExportPropertiesQueryDto,
  ListPropertiesQueryDto,
  PropertyImportDto,
  UpdatePropertyDto,
} from './properties.dto';
import { PropertiesService } from './properties.service';
import { PropertyImportService } from './property-import.service';

@Controller('v1')
export class PropertiesController {
  constructor(
    private readonly properties: PropertiesService,
    private readonly transfer: PropertyImportService,
  ) {}

  /** Headers are set only on success, so an error still goes out as the shared JSON body. */
  @Get('properties/export.csv')
  async exportCsv(
    @Caller() caller: CallerContext,
    @Query() query: ExportPropertiesQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const csv = await this.transfer.export(caller, query);
    reply.header('content-type', 'text/csv; charset=utf-8');
    return csv;
  }

  @Get('properties/import-template.csv')
  importTemplate(@Res({ passthrough: true }) reply: FastifyReply): string {
    reply.header('content-type', 'text/csv; charset=utf-8');
    return this.transfer.template();
  }

  /** A dry run answers every row's problems; an import with any problem answers 400 with them and stores nothing. */
  @Post('properties/import')
  @HttpCode(200)
  importCsv(@Caller() caller: CallerContext, @Body() body: PropertyImportDto): Promise<PropertyImportResult> {
    return this.transfer.import(caller, body);
  }

  @Get('properties')
  async list(
    @Caller() caller: CallerContext,
    @Query() query: ListPropertiesQueryDto,
  ): Promise<Page<PropertyBody> | { items: PropertyBody[] }> {
    const ids = parseIds(query.ids);
    if (ids) return { items: await this.properties.findMany(caller, ids) };
    return this.properties.list(caller, query);
  }

  @Get('properties/:id')
  get(@Caller() caller: CallerContext, @Param('id') id: string): Promise<PropertyBody> {
    return this.properties.get(caller, assertUuid(id));
  }

  @Get('properties/:id/history')
  history(@Caller() caller: CallerContext, @Param('id') id: string): Promise<PropertyHistoryEntryBody[]> {
    return this.properties.history(caller, assertUuid(id));
  }

  @Post('properties')
  @HttpCode(201)
  create(@Caller() caller: CallerContext, @Body() body: CreatePropertyDto): Promise<PropertyBody> {
    return this.properties.create(caller, body);
  }

  @Patch('properties/:id')
  update(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: UpdatePropertyDto,
  ): Promise<PropertyBody> {
    return this.properties.update(caller, assertUuid(id), body);
  }

  /** PROP-03: archive, never delete; answers the archived property. */
  @Post('properties/:id/archive')
  @HttpCode(200)
  archive(@Caller() caller: CallerContext, @Param('id') id: string): Promise<PropertyBody> {
    return this.properties.archive(caller, assertUuid(id));
  }

  @Get('counts')
  counts(@Caller() caller: CallerContext): Promise<PortfolioCounts> {
    return this.properties.counts(caller);
  }
}

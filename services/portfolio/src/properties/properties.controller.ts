import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type { CallerContext, Page, PortfolioCounts, PropertyBody, PropertyHistoryEntryBody } from '@pm/contracts';
import { assertUuid, Caller, CsvTransferRoutes, parseIds } from '@pm/kit';
import {
  CreatePropertyDto,
  ExportPropertiesQueryDto,
  ListPropertiesQueryDto,
  UpdatePropertyDto,
} from './properties.dto';
import { PropertiesService } from './properties.service';
import { PropertyImportService } from './property-import.service';

@Controller('v1')
export class PropertiesController {
  constructor(private readonly properties: PropertiesService) {}

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

/** The property list in and out as CSV (issue 11 item 6), for the company's staff. */
@Controller('v1/properties')
export class PropertyCsvController extends CsvTransferRoutes(ExportPropertiesQueryDto, PropertyImportService) {}

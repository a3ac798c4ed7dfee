import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type {
  CallerContext,
  OwnerStatementBody,
  Page,
  PropertyHistoryEntryBody,
  PropertyOwnerBody,
} from '@pm/contracts';
import { assertUuid, Caller, CsvTransferRoutes, parseIds } from '@pm/kit';
import { OwnerImportService } from './owner-import.service';
import { OwnerStatementsService } from './owner-statements.service';
import {
  CreatePropertyOwnerDto,
  ExportPropertyOwnersQueryDto,
  ListPropertyOwnersQueryDto,
  UpdatePropertyOwnerDto,
} from './property-owners.dto';
import { PropertyOwnersService } from './property-owners.service';

/** OWN-01. Every answer carries bank details masked; the whole numbers are only ever written here. */
@Controller('v1/owners')
export class PropertyOwnersController {
  constructor(
    private readonly owners: PropertyOwnersService,
    private readonly statements: OwnerStatementsService,
  ) {}

  @Get()
  async list(
    @Caller() caller: CallerContext,
    @Query() query: ListPropertyOwnersQueryDto,
  ): Promise<Page<PropertyOwnerBody> | { items: PropertyOwnerBody[] }> {
    const ids = parseIds(query.ids);
    if (ids) return { items: await this.owners.findMany(caller, ids) };
    return this.owners.list(caller, query);
  }

  @Get(':id')
  get(@Caller() caller: CallerContext, @Param('id') id: string): Promise<PropertyOwnerBody> {
    return this.owners.get(caller, assertUuid(id));
  }

  @Get(':id/history')
  history(@Caller() caller: CallerContext, @Param('id') id: string): Promise<PropertyHistoryEntryBody[]> {
    return this.owners.history(caller, assertUuid(id));
  }

  /** OWN-02: `month` is `YYYY-MM`, not after this month; an owner reads only their own (ISO-02). */
  @Get(':id/statements/:month')
  statement(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Param('month') month: string,
  ): Promise<OwnerStatementBody> {
    return this.statements.statement(caller, assertUuid(id), month);
  }

  @Post()
  @HttpCode(201)
  create(@Caller() caller: CallerContext, @Body() body: CreatePropertyOwnerDto): Promise<PropertyOwnerBody> {
    return this.owners.create(caller, body);
  }

  @Patch(':id')
  update(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: UpdatePropertyOwnerDto,
  ): Promise<PropertyOwnerBody> {
    return this.owners.update(caller, assertUuid(id), body);
  }
}

/** The owner list in and out as CSV (issue 11 item 6), for the company's staff; bank numbers go out masked. */
@Controller('v1/owners')
export class OwnerCsvController extends CsvTransferRoutes(ExportPropertyOwnersQueryDto, OwnerImportService) {}

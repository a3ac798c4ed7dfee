import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type { CallerContext, Page, PropertyHistoryEntryBody, RightToRentCheckBody, TenantBody } from '@pm/contracts';
import { assertUuid, Caller, parseIds } from '@pm/kit';
import {
  CreateTenantDto,
  ListTenantsQueryDto,
  RecordRightToRentCheckDto,
  RecordTenantInvitationDto,
  UpdateTenantDto,
} from './tenants.dto';
import { TenantsService } from './tenants.service';

/** TEN-01, TEN-02: the company's tenants, each with their Right to Rent as of today. */
@Controller('v1/tenants')
export class TenantsController {
  constructor(private readonly tenants: TenantsService) {}

  @Get()
  async list(
    @Caller() caller: CallerContext,
    @Query() query: ListTenantsQueryDto,
  ): Promise<Page<TenantBody> | { items: TenantBody[] }> {
    const ids = parseIds(query.ids);
    if (ids) return { items: await this.tenants.findMany(caller, ids) };
    return this.tenants.list(caller, query);
  }

  @Get(':id')
  get(@Caller() caller: CallerContext, @Param('id') id: string): Promise<TenantBody> {
    return this.tenants.get(caller, assertUuid(id));
  }

  @Get(':id/history')
  history(@Caller() caller: CallerContext, @Param('id') id: string): Promise<PropertyHistoryEntryBody[]> {
    return this.tenants.history(caller, assertUuid(id));
  }

  @Post()
  @HttpCode(201)
  create(@Caller() caller: CallerContext, @Body() body: CreateTenantDto): Promise<TenantBody> {
    return this.tenants.create(caller, body);
  }

  @Patch(':id')
  update(@Caller() caller: CallerContext, @Param('id') id: string, @Body() body: UpdateTenantDto): Promise<TenantBody> {
    return this.tenants.update(caller, assertUuid(id), body);
  }

  @Get(':id/right-to-rent-checks')
  checks(@Caller() caller: CallerContext, @Param('id') id: string): Promise<RightToRentCheckBody[]> {
    return this.tenants.checks(caller, assertUuid(id));
  }

  @Post(':id/right-to-rent-checks')
  @HttpCode(201)
  recordCheck(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: RecordRightToRentCheckDto,
  ): Promise<RightToRentCheckBody> {
    return this.tenants.recordCheck(caller, assertUuid(id), body);
  }

  /** TEN-01: the bff's "Invite to portal", once identity has made the invitation and its login's id. */
  @Post(':id/invitation')
  @HttpCode(200)
  recordInvitation(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: RecordTenantInvitationDto,
  ): Promise<TenantBody> {
    return this.tenants.recordInvitation(caller, assertUuid(id), body.userId);
  }
}

import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { CallerContext, PropertyComplianceBody } from '@pm/contracts';
import { assertUuid, Caller, parseIds } from '@pm/kit';
import { ComplianceBatchQueryDto, MarkComplianceExemptDto, RecordComplianceItemDto } from './compliance-items.dto';
import { ComplianceItemsService } from './compliance-items.service';

/** CMP-01, CMP-02: a property's compliance items, their states and the summary lists show. */
@Controller('v1')
export class ComplianceItemsController {
  constructor(private readonly compliance: ComplianceItemsService) {}

  /** Batch read for lists (one call for a page of properties): summaries, with the items when asked. */
  @Get('compliance')
  async batch(
    @Caller() caller: CallerContext,
    @Query() query: ComplianceBatchQueryDto,
  ): Promise<{ items: PropertyComplianceBody[] }> {
    const ids = parseIds(query.propertyIds) ?? [];
    return { items: await this.compliance.batch(caller, ids, query.include === 'items') };
  }

  @Get('properties/:propertyId/compliance')
  ofProperty(
    @Caller() caller: CallerContext,
    @Param('propertyId') propertyId: string,
  ): Promise<PropertyComplianceBody> {
    return this.compliance.ofProperty(caller, assertUuid(propertyId, 'propertyId'));
  }

  /** Records a certificate, check or licence; answers the property's compliance with it. */
  @Post('properties/:propertyId/compliance-items')
  @HttpCode(201)
  record(
    @Caller() caller: CallerContext,
    @Param('propertyId') propertyId: string,
    @Body() body: RecordComplianceItemDto,
  ): Promise<PropertyComplianceBody> {
    return this.compliance.record(caller, assertUuid(propertyId, 'propertyId'), body);
  }

  /** Records an exemption with a reason the item offers; answers the property's compliance with it. */
  @Post('properties/:propertyId/compliance-exemptions')
  @HttpCode(201)
  markExempt(
    @Caller() caller: CallerContext,
    @Param('propertyId') propertyId: string,
    @Body() body: MarkComplianceExemptDto,
  ): Promise<PropertyComplianceBody> {
    return this.compliance.markExempt(caller, assertUuid(propertyId, 'propertyId'), body);
  }
}

import { Controller, Get, Param, Query } from '@nestjs/common';
import type { CallerContext, Page, PortfolioCounts, PropertyBody } from '@pm/contracts';
import { Caller, parseIds } from '@pm/kit';
import { assertUuid } from '@pm/kit';
import { ListPropertiesQueryDto } from './list-properties.query';
import { PropertiesService } from './properties.service';

@Controller('v1')
export class PropertiesController {
  constructor(private readonly properties: PropertiesService) {}

  @Get('properties')
  async list(
    @Caller() caller: CallerContext,
    @Query() query: ListPropertiesQueryDto,
  ): Promise<Page<PropertyBody> | { items: PropertyBody[] }> {
    const ids = parseIds(query.ids);
    if (ids) return { items: await this.properties.findMany(caller.companyId, ids) };
    return this.properties.list(caller.companyId, query);
  }

  @Get('properties/:id')
  get(@Caller() caller: CallerContext, @Param('id') id: string): Promise<PropertyBody> {
    return this.properties.get(caller.companyId, assertUuid(id));
  }

  @Get('counts')
  counts(@Caller() caller: CallerContext): Promise<PortfolioCounts> {
    return this.properties.counts(caller.companyId);
  }
}

import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import type {
  BuildingFactorBody,
  CallerContext,
  Page,
  PropertyBuildingFactorLinkBody,
  PropertyHistoryEntryBody,
} from '@pm/contracts';
import { assertUuid, Caller, parseIds } from '@pm/kit';
import {
  CreateBuildingFactorDto,
  LinkPropertyBuildingFactorDto,
  ListBuildingFactorsQueryDto,
  UpdateBuildingFactorDto,
} from './building-factors.dto';
import { BuildingFactorsService } from './building-factors.service';

/** BF-01: the Building Manager's factors and which property each looks after. */
@Controller('v1/building-factors')
export class BuildingFactorsController {
  constructor(private readonly factors: BuildingFactorsService) {}

  @Get()
  async list(
    @Caller() caller: CallerContext,
    @Query() query: ListBuildingFactorsQueryDto,
  ): Promise<Page<BuildingFactorBody> | { items: BuildingFactorBody[] }> {
    const ids = parseIds(query.ids);
    if (ids) return { items: await this.factors.findMany(caller, ids) };
    return this.factors.list(caller, query);
  }

  @Get(':id')
  get(@Caller() caller: CallerContext, @Param('id') id: string): Promise<BuildingFactorBody> {
    return this.factors.get(caller, assertUuid(id));
  }

  @Get(':id/history')
  history(@Caller() caller: CallerContext, @Param('id') id: string): Promise<PropertyHistoryEntryBody[]> {
    return this.factors.history(caller, assertUuid(id));
  }

  @Post()
  @HttpCode(201)
  create(@Caller() caller: CallerContext, @Body() body: CreateBuildingFactorDto): Promise<BuildingFactorBody> {
    return this.factors.create(caller, body);
  }

  @Patch(':id')
  update(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: UpdateBuildingFactorDto,
  ): Promise<BuildingFactorBody> {
    return this.factors.update(caller, assertUuid(id), body);
  }

  /** Links the property to a factor, or unlinks it with `buildingFactorId: null`. */
  @Put('links/:propertyId')
  link(
    @Caller() caller: CallerContext,
    @Param('propertyId') propertyId: string,
    @Body() body: LinkPropertyBuildingFactorDto,
  ): Promise<PropertyBuildingFactorLinkBody> {
    return this.factors.link(caller, assertUuid(propertyId), body.buildingFactorId);
  }
}

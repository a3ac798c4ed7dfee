import { Controller, Get, Param, Query } from '@nestjs/common';
import type { CallerContext, Page, PropertyOwnerBody } from '@pm/contracts';
import { Caller, parseIds } from '@pm/kit';
import { assertUuid } from '@pm/kit';
import { ListOwnersQueryDto } from './list-owners.query';
import { OwnersService } from './owners.service';

@Controller('v1/owners')
export class OwnersController {
  constructor(private readonly owners: OwnersService) {}

  @Get()
  async list(
    @Caller() caller: CallerContext,
    @Query() query: ListOwnersQueryDto,
  ): Promise<Page<PropertyOwnerBody> | { items: PropertyOwnerBody[] }> {
    const ids = parseIds(query.ids);
    if (ids) return { items: await this.owners.findMany(caller.companyId, ids) };
    return this.owners.list(caller.companyId, query);
  }

  @Get(':id')
  get(@Caller() caller: CallerContext, @Param('id') id: string): Promise<PropertyOwnerBody> {
    return this.owners.get(caller.companyId, assertUuid(id));
  }
}

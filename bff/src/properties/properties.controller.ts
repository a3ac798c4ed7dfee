import { Controller, Get, Query } from '@nestjs/common';
import type { ApiPage, PropertyBody } from '@pm/contracts';
import { PageQueryDto } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { toApiPage } from '../common/api-page';
import { PropertiesClient } from './properties.client';

@Controller('api/properties')
export class PropertiesController {
  constructor(private readonly properties: PropertiesClient) {}

  @Get()
  async list(@CurrentUser() caller: AuthUser, @Query() query: PageQueryDto): Promise<ApiPage<PropertyBody>> {
    return toApiPage(await this.properties.list(caller, { limit: query.limit, cursor: query.cursor }));
  }
}

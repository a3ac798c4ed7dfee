import { Controller, Get, Query } from '@nestjs/common';
import type { ApiPage, MaintenanceRequestBody } from '@pm/contracts';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { toApiPage } from '../common/api-page';
import { MaintenanceClient } from '../service-clients/maintenance.client';
import { MaintenanceQueryDto } from './maintenance-query.dto';

@Controller('api/maintenance')
export class MaintenanceController {
  constructor(private readonly maintenance: MaintenanceClient) {}

  @Get()
  async list(
    @CurrentUser() caller: AuthUser,
    @Query() query: MaintenanceQueryDto,
  ): Promise<ApiPage<MaintenanceRequestBody>> {
    const page = await this.maintenance.listRequests(caller, {
      limit: query.limit,
      cursor: query.cursor,
      status: query.status,
    });
    return toApiPage(page);
  }
}

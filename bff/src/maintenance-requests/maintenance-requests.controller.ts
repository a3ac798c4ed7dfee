import { Controller, Get, Query } from '@nestjs/common';
import type { ApiPage, MaintenanceRequestBody } from '@pm/contracts';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { toApiPage } from '../common/api-page';
import { MaintenanceRequestsClient } from './maintenance-requests.client';
import { MaintenanceRequestsQueryDto } from './maintenance-requests.query';

@Controller('api/maintenance')
export class MaintenanceRequestsController {
  constructor(private readonly requests: MaintenanceRequestsClient) {}

  @Get()
  async list(
    @CurrentUser() caller: AuthUser,
    @Query() query: MaintenanceRequestsQueryDto,
  ): Promise<ApiPage<MaintenanceRequestBody>> {
    return toApiPage(
      await this.requests.list(caller, { limit: query.limit, cursor: query.cursor, status: query.status }),
    );
  }
}

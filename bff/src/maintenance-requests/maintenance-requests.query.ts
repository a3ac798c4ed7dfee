import { MAINTENANCE_STATUSES, type MaintenanceStatus } from '@pm/contracts';
import { PageQueryDto } from '@pm/kit';
import { IsIn, IsOptional } from 'class-validator';

export class MaintenanceRequestsQueryDto extends PageQueryDto {
  @IsOptional() @IsIn(MAINTENANCE_STATUSES) status?: MaintenanceStatus;
}

import type { MaintenanceStatus } from '@pm/contracts';
import { MAINTENANCE_STATUSES, PageQueryDto } from '@pm/kit';
import { IsIn, IsOptional } from 'class-validator';

export class MaintenanceQueryDto extends PageQueryDto {
  @IsOptional() @IsIn(MAINTENANCE_STATUSES) status?: MaintenanceStatus;
}

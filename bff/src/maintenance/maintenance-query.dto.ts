import type { MaintenanceStatus } from '@pm/contracts';
import { PageQueryDto } from '@pm/kit';
import { IsIn, IsOptional } from 'class-validator';

export const MAINTENANCE_STATUSES: readonly MaintenanceStatus[] = [
  'reported',
  'triaged',
  'offered',
  'scheduled',
  'in_progress',
  'completed',
  'closed',
  'on_hold',
  'cancelled',
];

export class MaintenanceQueryDto extends PageQueryDto {
  @IsOptional() @IsIn(MAINTENANCE_STATUSES) status?: MaintenanceStatus;
}

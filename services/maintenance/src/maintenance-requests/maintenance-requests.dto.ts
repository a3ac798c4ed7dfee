import { MAINTENANCE_STATUSES } from '@pm/contracts';
import type { MaintenanceStatus } from '@pm/contracts';
import { PageQueryDto } from '@pm/kit';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional } from 'class-validator';

/** `?status=reported,triaged` filters by any of the listed statuses. */
export class ListMaintenanceRequestsQueryDto extends PageQueryDto {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : value,
  )
  @IsArray()
  @ArrayMaxSize(MAINTENANCE_STATUSES.length)
  @IsIn(MAINTENANCE_STATUSES, { each: true, message: `status must be any of: ${MAINTENANCE_STATUSES.join(', ')}` })
  status?: MaintenanceStatus[];
}

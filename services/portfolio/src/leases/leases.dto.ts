import { LEASE_STATUSES, type LeaseStatus } from '@pm/contracts';
import { PageQueryDto } from '@pm/kit';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional } from 'class-validator';

/** `?status=active,ending` filters by any of the listed statuses. */
export class ListLeasesQueryDto extends PageQueryDto {
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
  @ArrayMaxSize(LEASE_STATUSES.length)
  @IsIn(LEASE_STATUSES, { each: true, message: `status must be any of: ${LEASE_STATUSES.join(', ')}` })
  status?: LeaseStatus[];
}

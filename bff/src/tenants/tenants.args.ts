import { ArgsType, Field, Int } from '@nestjs/graphql';
import type { TenantStatus } from '@pm/contracts';
import { DEFAULT_PAGE_SIZE } from '@pm/kit';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { TenantStatusEnum } from './tenant.model';

/** The tenant list's page, search and status (TEN-01, ISO-03), by last name then first. */
@ArgsType()
export class TenantsArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE }) @IsInt() first!: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() after?: string | null;

  @Field(() => String, { nullable: true, description: 'Searches the first and last name and the e-mail' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  q?: string | null;

  @Field(() => TenantStatusEnum, { nullable: true }) @IsOptional() status?: TenantStatus | null;
}

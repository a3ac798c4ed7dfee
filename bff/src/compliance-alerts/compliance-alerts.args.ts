import { ArgsType, Field, ID, Int } from '@nestjs/graphql';
import { DEFAULT_PAGE_SIZE } from '@pm/kit';
import { IsBoolean, IsInt, IsOptional, IsString, IsUUID } from 'class-validator';

/** The alert list's page and filters (CMP-03); always newest first. */
@ArgsType()
export class ComplianceAlertsArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE }) @IsInt() first!: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() after?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'True: open alerts only; false: closed ones only' })
  @IsOptional()
  @IsBoolean()
  open?: boolean | null;
  @Field(() => ID, { nullable: true, description: "One property's alerts" })
  @IsOptional()
  @IsUUID('all', { message: 'propertyId must be a property id' })
  propertyId?: string | null;
}

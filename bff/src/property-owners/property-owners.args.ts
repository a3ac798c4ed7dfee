import { ArgsType, Field, Int } from '@nestjs/graphql';
import { PROPERTY_OWNER_SORTS, type PropertyOwnerSort } from '@pm/contracts';
import { DEFAULT_PAGE_SIZE } from '@pm/kit';
import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

/** The owner list's page, search and sort (OWN-01, ISO-03). */
@ArgsType()
export class PropertyOwnersArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE }) @IsInt() first!: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() after?: string | null;

  @Field(() => String, { nullable: true, description: 'Searches the name and the e-mail' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  q?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `By name when absent; one of ${PROPERTY_OWNER_SORTS.join(', ')} (a leading - is descending)`,
  })
  @IsOptional()
  @IsIn(PROPERTY_OWNER_SORTS, { message: `sort must be one of ${PROPERTY_OWNER_SORTS.join(', ')}` })
  sort?: PropertyOwnerSort | null;
}

/** The page of an owner's properties. */
@ArgsType()
export class OwnerPropertiesArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE }) @IsInt() first!: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() after?: string | null;
}

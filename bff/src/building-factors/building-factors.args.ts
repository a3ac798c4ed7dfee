import { ArgsType, Field, Int } from '@nestjs/graphql';
import { DEFAULT_PAGE_SIZE } from '@pm/kit';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

/** The factor list's page and search (BF-01, ISO-03); always by name. */
@ArgsType()
export class BuildingFactorsArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE }) @IsInt() first!: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() after?: string | null;
  @Field(() => String, { nullable: true, description: 'Searches the name, the contact and the e-mail' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  q?: string | null;
}

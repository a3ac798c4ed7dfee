import { Field, InputType, Int } from '@nestjs/graphql';
import type { CreateBlogPostRequest, UpdateBlogPostRequest } from '@pm/contracts';
import { IsInt, IsOptional, IsString, ValidateIf } from 'class-validator';

/** A field that may be left out but not sent as null: these fields cannot be cleared. */
const IfPresent = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

// Shapes and types only: the engagement service checks the rest, with a message per field.

@InputType()
export class CreateBlogPostInput implements CreateBlogPostRequest {
  @Field(() => String) @IsString() title!: string;
  /** Made from the title when left out. */
  @Field(() => String, { nullable: true }) @IfPresent() @IsString() slug?: string;
  @Field(() => String) @IsString() description!: string;
  @Field(() => String) @IsString() bodyMarkdown!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() coverImageUrl?: string | null;
}

/** The fields that changed, and the version the editor loaded. */
@InputType()
export class UpdateBlogPostInput implements UpdateBlogPostRequest {
  @Field(() => String, { nullable: true }) @IfPresent() @IsString() title?: string;
  @Field(() => String, { nullable: true }) @IfPresent() @IsString() slug?: string;
  @Field(() => String, { nullable: true }) @IfPresent() @IsString() description?: string;
  @Field(() => String, { nullable: true }) @IfPresent() @IsString() bodyMarkdown?: string;
  /** Null removes the cover. */
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() coverImageUrl?: string | null;
  @Field(() => Int) @IsInt() version!: number;
}

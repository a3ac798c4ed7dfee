import { Field, InputType } from '@nestjs/graphql';
import type { CreateKbArticleRequest, UpdateKbArticleRequest } from '@pm/contracts';
import { IsString, ValidateIf } from 'class-validator';

const given = (_: object, value: unknown) => value !== undefined;

/** Shape and types only: the engagement service normalises and checks the rest, with a message per field. */
@InputType()
export class CreateKbArticleInput implements CreateKbArticleRequest {
  @Field(() => String)
  @IsString({ message: 'question must be text' })
  question!: string;

  @Field(() => String)
  @IsString({ message: 'answer must be text' })
  answer!: string;

  @Field(() => [String], { nullable: true })
  @ValidateIf(given)
  @IsString({ each: true, message: 'keywords must be a list of words' })
  keywords?: string[];
}

/** Any subset of the fields; null is refused rather than read as "unchanged". */
@InputType()
export class UpdateKbArticleInput implements UpdateKbArticleRequest {
  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @IsString({ message: 'question must be text' })
  question?: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @IsString({ message: 'answer must be text' })
  answer?: string;

  @Field(() => [String], { nullable: true })
  @ValidateIf(given)
  @IsString({ each: true, message: 'keywords must be a list of words' })
  keywords?: string[];
}

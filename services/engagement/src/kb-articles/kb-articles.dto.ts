import type { CreateKbArticleRequest, SalesBotQueryRequest, UpdateKbArticleRequest } from '@pm/contracts';
import { PageQueryDto, Trim } from '@pm/kit';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, Length, MaxLength } from 'class-validator';

/** Keywords are compared lower-cased and trimmed, without duplicates. */
const NormalizeKeywords = () =>
  Transform(({ value }: { value: unknown }) =>
    Array.isArray(value)
      ? [...new Set(value.map((k: unknown) => (typeof k === 'string' ? k.trim().toLowerCase() : k)))]
      : value,
  );

const KB_QUESTION_MAX = 300;
const KB_ANSWER_MAX = 4000;
const KB_KEYWORDS_MAX = 30;
const KB_KEYWORD_MAX = 60;
// One message per field (Length also refuses a non-string, so no IsString beside it).
const QUESTION_MESSAGE = `question is required: text of at most ${KB_QUESTION_MAX} characters`;
const ANSWER_MESSAGE = `answer is required: text of at most ${KB_ANSWER_MAX} characters`;
const KEYWORDS_LIST_MESSAGE = `keywords must be a list of at most ${KB_KEYWORDS_MAX} words`;
const KEYWORD_MESSAGE = `each keyword must be text of 1 to ${KB_KEYWORD_MAX} characters`;

const Keywords = () =>
  applyDecorators(
    IsOptional(),
    NormalizeKeywords(),
    IsArray({ message: KEYWORDS_LIST_MESSAGE }),
    ArrayMaxSize(KB_KEYWORDS_MAX, { message: KEYWORDS_LIST_MESSAGE }),
    Length(1, KB_KEYWORD_MAX, { each: true, message: KEYWORD_MESSAGE }),
  );

export class SalesBotQueryDto implements SalesBotQueryRequest {
  @Trim() @IsString() @Length(1, 500) query!: string;
}

export class CreateKbArticleDto implements CreateKbArticleRequest {
  @Trim() @Length(1, KB_QUESTION_MAX, { message: QUESTION_MESSAGE }) question!: string;
  @Trim() @Length(1, KB_ANSWER_MAX, { message: ANSWER_MESSAGE }) answer!: string;
  @Keywords() keywords?: string[];
}

export class UpdateKbArticleDto implements UpdateKbArticleRequest {
  @IsOptional() @Trim() @Length(1, KB_QUESTION_MAX, { message: QUESTION_MESSAGE }) question?: string;
  @IsOptional() @Trim() @Length(1, KB_ANSWER_MAX, { message: ANSWER_MESSAGE }) answer?: string;
  @Keywords() keywords?: string[];
}

export class ListKbArticlesQueryDto extends PageQueryDto {
  @IsOptional() @Trim() @IsString() @MaxLength(200) q?: string;
}

import type { CreateKbArticleRequest, KbAdminQuery, UpdateKbArticleRequest } from '@pm/contracts';
import { PageQueryDto } from '@pm/kit';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, Length, MaxLength } from 'class-validator';

// The engagement service's rules (services/engagement/src/kb/kb.dto.ts), checked here too so a bad
// edit never leaves the bff and the editor gets one message per field. Length also refuses a
// non-string, so it is the only check of a text field (IsString would add a second message).
export const KB_QUESTION_MAX = 300;
export const KB_ANSWER_MAX = 4000;
export const KB_KEYWORDS_MAX = 30;
export const KB_KEYWORD_MAX = 60;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Keywords are compared lower-cased and trimmed, without duplicates (as the service stores them). */
const normalizeKeywords = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? [
        ...new Set(
          value.map((keyword: unknown) => (typeof keyword === 'string' ? keyword.trim().toLowerCase() : keyword)),
        ),
      ]
    : value;

const QUESTION_MESSAGE = `question is required: text of at most ${KB_QUESTION_MAX} characters`;
const ANSWER_MESSAGE = `answer is required: text of at most ${KB_ANSWER_MAX} characters`;
/** One message for both list checks: a non-list fails both, and the editor shows the first. */
const KEYWORDS_LIST_MESSAGE = `keywords must be a list of at most ${KB_KEYWORDS_MAX} words`;
const KEYWORD_MESSAGE = `each keyword must be text of 1 to ${KB_KEYWORD_MAX} characters`;

export class ListKbArticlesQueryDto extends PageQueryDto implements KbAdminQuery {
  @IsOptional() @Transform(trim) @IsString() @MaxLength(200) q?: string;
}

export class CreateKbArticleDto implements CreateKbArticleRequest {
  @Transform(trim)
  @Length(1, KB_QUESTION_MAX, { message: QUESTION_MESSAGE })
  question!: string;

  @Transform(trim)
  @Length(1, KB_ANSWER_MAX, { message: ANSWER_MESSAGE })
  answer!: string;

  @IsOptional()
  @Transform(normalizeKeywords)
  @IsArray({ message: KEYWORDS_LIST_MESSAGE })
  @ArrayMaxSize(KB_KEYWORDS_MAX, { message: KEYWORDS_LIST_MESSAGE })
  @Length(1, KB_KEYWORD_MAX, { each: true, message: KEYWORD_MESSAGE })
  keywords?: string[];
}

export class UpdateKbArticleDto implements UpdateKbArticleRequest {
  @IsOptional()
  @Transform(trim)
  @Length(1, KB_QUESTION_MAX, { message: QUESTION_MESSAGE })
  question?: string;

  @IsOptional()
  @Transform(trim)
  @Length(1, KB_ANSWER_MAX, { message: ANSWER_MESSAGE })
  answer?: string;

  @IsOptional()
  @Transform(normalizeKeywords)
  @IsArray({ message: KEYWORDS_LIST_MESSAGE })
  @ArrayMaxSize(KB_KEYWORDS_MAX, { message: KEYWORDS_LIST_MESSAGE })
  @Length(1, KB_KEYWORD_MAX, { each: true, message: KEYWORD_MESSAGE })
  keywords?: string[];
}

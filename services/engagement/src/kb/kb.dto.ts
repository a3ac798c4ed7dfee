import type { CreateKbArticleRequest, SalesBotQueryRequest, UpdateKbArticleRequest } from '@pm/contracts';
import { PageQueryDto } from '@pm/kit';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { Trim } from '../common/transforms';

/** Keywords are compared lower-cased and trimmed, without duplicates. */
const NormalizeKeywords = () =>
  Transform(({ value }: { value: unknown }) =>
    Array.isArray(value)
      ? [...new Set(value.map((k: unknown) => (typeof k === 'string' ? k.trim().toLowerCase() : k)))]
      : value,
  );

export class SalesBotQueryDto implements SalesBotQueryRequest {
  @Trim() @IsString() @Length(1, 500) query!: string;
}

export class CreateKbArticleDto implements CreateKbArticleRequest {
  @Trim() @IsString() @Length(1, 300) question!: string;
  @Trim() @IsString() @Length(1, 4000) answer!: string;
  @IsOptional()
  @NormalizeKeywords()
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @Length(1, 60, { each: true })
  keywords?: string[];
}

export class UpdateKbArticleDto implements UpdateKbArticleRequest {
  @IsOptional() @Trim() @IsString() @Length(1, 300) question?: string;
  @IsOptional() @Trim() @IsString() @Length(1, 4000) answer?: string;
  @IsOptional()
  @NormalizeKeywords()
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @Length(1, 60, { each: true })
  keywords?: string[];
}

export class ListKbArticlesQueryDto extends PageQueryDto {
  @IsOptional() @Trim() @IsString() @MaxLength(200) q?: string;
}

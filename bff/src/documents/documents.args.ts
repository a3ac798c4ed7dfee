import { ArgsType, Field, ID, Int } from '@nestjs/graphql';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_PARENT_TYPES,
  type DocumentCategory,
  type DocumentParentType,
} from '@pm/contracts';
import { DEFAULT_PAGE_SIZE } from '@pm/kit';
import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { DocumentCategoryEnum, DocumentParentTypeEnum } from './document.model';

/** The document list's page and filters (DOC-01); the portfolio service checks dates and ids. */
@ArgsType()
export class DocumentsArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE }) @IsInt() first!: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() after?: string | null;
  @Field(() => DocumentCategoryEnum, { nullable: true })
  @IsOptional()
  @IsIn(DOCUMENT_CATEGORIES)
  category?: DocumentCategory | null;
  @Field(() => DocumentParentTypeEnum, { nullable: true })
  @IsOptional()
  @IsIn(DOCUMENT_PARENT_TYPES)
  parentType?: DocumentParentType | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() parentId?: string | null;
  @Field(() => String, { nullable: true, description: 'Created on or after this day (YYYY-MM-DD, London)' })
  @IsOptional()
  @IsString()
  from?: string | null;
  @Field(() => String, { nullable: true, description: 'Created on or before this day (YYYY-MM-DD, London)' })
  @IsOptional()
  @IsString()
  to?: string | null;
  @Field(() => String, { nullable: true, description: 'Searches the title' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  q?: string | null;
}

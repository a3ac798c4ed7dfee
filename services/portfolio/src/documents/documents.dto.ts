import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_FILE_NAME_MAX_LENGTH,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_PARENT_TYPES,
  DOCUMENT_TITLE_MAX_LENGTH,
  type CreateDocumentRequest,
  type DocumentCategory,
  type DocumentFileRequest,
  type DocumentListQuery,
  type DocumentParentType,
  type UpdateDocumentRequest,
} from '@pm/contracts';
import { PageQueryDto, QueryBoolean, Trim } from '@pm/kit';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { isCalendarDate } from '../compliance/calendar-date';

// Shown beside the form's fields as they are, so they speak to the person typing.
const DOCUMENT_MESSAGES = {
  parentType: `Choose what the document is about: ${DOCUMENT_PARENT_TYPES.join(', ')}`,
  parentId: 'Choose the property, owner, tenant or tenancy the document is about',
  category: `Choose a category: ${DOCUMENT_CATEGORIES.join(', ')}`,
  title: `Enter a title (at most ${DOCUMENT_TITLE_MAX_LENGTH} characters)`,
  visibility: 'Answer yes or no',
  date: 'Enter a date as YYYY-MM-DD',
} as const;

const IsCalendarDate = () =>
  ValidateBy({ name: 'isCalendarDate', validator: { validate: isCalendarDate } }, { message: DOCUMENT_MESSAGES.date });

export class ListDocumentsQueryDto extends PageQueryDto implements DocumentListQuery {
  @IsOptional() @IsIn(DOCUMENT_CATEGORIES, { message: DOCUMENT_MESSAGES.category }) category?: DocumentCategory;
  @IsOptional()
  @IsIn(DOCUMENT_PARENT_TYPES, { message: DOCUMENT_MESSAGES.parentType })
  parentType?: DocumentParentType;
  @IsOptional() @IsUUID('all', { message: DOCUMENT_MESSAGES.parentId }) parentId?: string;
  @IsOptional() @IsCalendarDate() from?: string;
  @IsOptional() @IsCalendarDate() to?: string;
  @IsOptional() @Trim() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @QueryBoolean() @IsBoolean({ message: DOCUMENT_MESSAGES.visibility }) versions?: boolean;
}

/** The bff checked the bytes and made the key and name; these bounds only keep a bad caller out of the table. */
export class DocumentFileDto implements DocumentFileRequest {
  @IsString() @Matches(/^documents\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/) storageKey!: string;
  @IsString() @Length(1, DOCUMENT_FILE_NAME_MAX_LENGTH) fileName!: string;
  @IsString() @Length(1, 200) contentType!: string;
  @IsInt() @Min(1) @Max(DOCUMENT_MAX_BYTES) sizeBytes!: number;
  @IsString() @Matches(/^[0-9a-f]{64}$/) sha256!: string;
}

export class CreateDocumentDto implements CreateDocumentRequest {
  @IsIn(DOCUMENT_PARENT_TYPES, { message: DOCUMENT_MESSAGES.parentType }) parentType!: DocumentParentType;
  @IsUUID('all', { message: DOCUMENT_MESSAGES.parentId }) parentId!: string;
  @IsIn(DOCUMENT_CATEGORIES, { message: DOCUMENT_MESSAGES.category }) category!: DocumentCategory;

  @Trim()
  @IsString({ message: DOCUMENT_MESSAGES.title })
  @Length(1, DOCUMENT_TITLE_MAX_LENGTH, { message: DOCUMENT_MESSAGES.title })
  title!: string;

  @IsBoolean({ message: DOCUMENT_MESSAGES.visibility }) visibleToOwner!: boolean;
  @IsBoolean({ message: DOCUMENT_MESSAGES.visibility }) visibleToTenant!: boolean;
  @IsBoolean({ message: DOCUMENT_MESSAGES.visibility }) visibleToTrade!: boolean;

  @IsObject() @ValidateNested() @Type(() => DocumentFileDto) file!: DocumentFileDto;
}

export class UpdateDocumentDto implements UpdateDocumentRequest {
  @IsOptional() @IsIn(DOCUMENT_CATEGORIES, { message: DOCUMENT_MESSAGES.category }) category?: DocumentCategory;

  @IsOptional()
  @Trim()
  @IsString({ message: DOCUMENT_MESSAGES.title })
  @Length(1, DOCUMENT_TITLE_MAX_LENGTH, { message: DOCUMENT_MESSAGES.title })
  title?: string;

  @IsOptional() @IsBoolean({ message: DOCUMENT_MESSAGES.visibility }) visibleToOwner?: boolean;
  @IsOptional() @IsBoolean({ message: DOCUMENT_MESSAGES.visibility }) visibleToTenant?: boolean;
  @IsOptional() @IsBoolean({ message: DOCUMENT_MESSAGES.visibility }) visibleToTrade?: boolean;
}

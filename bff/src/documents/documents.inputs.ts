import { Field, InputType } from '@nestjs/graphql';
import { DOCUMENT_CATEGORIES, type DocumentCategory, type UpdateDocumentRequest } from '@pm/contracts';
import { IsBoolean, IsIn, IsString, ValidateIf } from 'class-validator';
import { DocumentCategoryEnum } from './document.model';

const given = (_: object, value: unknown) => value !== undefined;

// Shapes and types only: the portfolio service checks every rule, with a message per field.

/** Any subset; the parent and the files stay (a new file is a new version, uploaded over REST). */
@InputType({ description: "Changes to a document's title, category or visibility (DOC-01)" })
export class UpdateDocumentInput implements UpdateDocumentRequest {
  @Field(() => String, { nullable: true }) @ValidateIf(given) @IsString({ message: 'Enter a title' }) title?: string;
  @Field(() => DocumentCategoryEnum, { nullable: true })
  @ValidateIf(given)
  @IsIn(DOCUMENT_CATEGORIES)
  category?: DocumentCategory;
  @Field(() => Boolean, { nullable: true }) @ValidateIf(given) @IsBoolean() visibleToOwner?: boolean;
  @Field(() => Boolean, { nullable: true }) @ValidateIf(given) @IsBoolean() visibleToTenant?: boolean;
  @Field(() => Boolean, { nullable: true }) @ValidateIf(given) @IsBoolean() visibleToTrade?: boolean;
}

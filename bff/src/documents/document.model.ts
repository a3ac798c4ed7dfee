import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_PARENT_TYPES,
  type DocumentBody,
  type DocumentCategory,
  type DocumentParentType,
  type DocumentVersionBody,
} from '@pm/contracts';
import { connectionType } from '../graphql/connection.model';
import { enumType } from '../graphql/enum-type';

export const DocumentCategoryEnum = enumType(DOCUMENT_CATEGORIES, 'DocumentCategory', 'What kind of document it is');
export const DocumentParentTypeEnum = enumType(
  DOCUMENT_PARENT_TYPES,
  'DocumentParentType',
  'The kind of record a document is about',
);

@ObjectType({ description: "One upload of a document's file; older versions stay downloadable (DOC-01)" })
export class DocumentVersion implements Omit<DocumentVersionBody, 'storageKey'> {
  @Field(() => ID) documentId!: string;
  @Field(() => Int, { description: '1 for the first upload, then one more per new version' }) version!: number;
  @Field(() => String, { description: 'The sanitised file name a download is offered under' }) fileName!: string;
  @Field(() => String, { description: 'The type the bytes proved' }) contentType!: string;
  @Field(() => Int) sizeBytes!: number;
  @Field(() => String) sha256!: string;
  @Field(() => ID) uploadedByUserId!: string;
  @Field(() => String) uploadedAt!: string;
}

@ObjectType({ description: 'A document on a property or an owner, kept in versions (DOC-01)' })
export class Document implements Omit<DocumentBody, 'companyId' | 'latestVersion' | 'versions'> {
  @Field(() => ID) id!: string;
  @Field(() => DocumentParentTypeEnum) parentType!: DocumentParentType;
  @Field(() => ID) parentId!: string;
  @Field(() => DocumentCategoryEnum) category!: DocumentCategory;
  @Field(() => String) title!: string;
  @Field(() => Boolean, { description: 'Owners of the parent may see it (staff always do)' }) visibleToOwner!: boolean;
  @Field(() => Boolean, { description: "The parent property's tenants may see it" }) visibleToTenant!: boolean;
  @Field(() => Boolean, { description: 'Trades working on the parent may see it (none yet: no jobs)' })
  visibleToTrade!: boolean;
  @Field(() => ID) createdByUserId!: string;
  @Field(() => String) createdAt!: string;
  @Field(() => String) updatedAt!: string;
  @Field(() => DocumentVersion) latestVersion!: DocumentVersion;
  /** Resolved by DocumentsResolver (read with the document, or one more call in a list). */
  versions?: DocumentVersion[];
}

@ObjectType()
export class DocumentConnection extends connectionType(Document) {}

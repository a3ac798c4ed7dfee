/**
 * DOC-01/02: the company's documents, each hung on one parent record, kept in versions. The bytes live in the
 * bff's file storage; the portfolio service keeps what they are (storage key, name, type, size, sha256), who may
 * see them, and who uploaded them.
 */

export const DOCUMENT_CATEGORIES = [
  'tenancy_agreement',
  'certificate',
  'inventory',
  'notice',
  'invoice',
  'photo',
  'statement',
  'other',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/**
 * The records a document hangs on that exist today. Tenancy, tenant, request and trade join this list (and the
 * table's check) when their records can carry documents; the pair parent_type/parent_id was made for them.
 */
/** What a document is about (DOC-01); `tenancy` is a lease. Repairs and trades follow with their screens. */
export const DOCUMENT_PARENT_TYPES = ['property', 'owner', 'tenant', 'tenancy'] as const;
export type DocumentParentType = (typeof DOCUMENT_PARENT_TYPES)[number];

export const DOCUMENT_TITLE_MAX_LENGTH = 200;
export const DOCUMENT_FILE_NAME_MAX_LENGTH = 150;
/** DOC-02: the largest file a document version may be. */
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;

/** Who besides the company's staff (who always see every document) may see it. */
export interface DocumentVisibilityFlags {
  visibleToOwner: boolean;
  visibleToTenant: boolean;
  visibleToTrade: boolean;
}

/** What the bff stored; the service never sees the bytes. */
export interface DocumentFileRequest {
  /** `documents/<uuid>.<ext>`, made by the bff. */
  storageKey: string;
  /** Already sanitised by the bff. */
  fileName: string;
  contentType: string;
  sizeBytes: number;
  /** Hex, 64 characters. */
  sha256: string;
}

export interface DocumentVersionBody extends DocumentFileRequest {
  documentId: string;
  /** 1 for the first upload, then one more for each new version; old versions are kept. */
  version: number;
  uploadedByUserId: string;
  uploadedAt: string;
}

export interface DocumentBody extends DocumentVisibilityFlags {
  id: string;
  companyId: string;
  parentType: DocumentParentType;
  parentId: string;
  category: DocumentCategory;
  title: string;
  createdByUserId: string;
  createdAt: string;
  updatedAt: string;
  /** The newest version (lists and gets). */
  latestVersion: DocumentVersionBody;
  /** Every version, newest first: only on a get. */
  versions?: DocumentVersionBody[];
}

/** POST /v1/documents: the document and its first version. */
export interface CreateDocumentRequest extends DocumentVisibilityFlags {
  parentType: DocumentParentType;
  parentId: string;
  category: DocumentCategory;
  title: string;
  file: DocumentFileRequest;
}

/** PATCH /v1/documents/:id: any subset; the parent stays. */
export type UpdateDocumentRequest = Partial<
  Pick<CreateDocumentRequest, 'title' | 'category' | 'visibleToOwner' | 'visibleToTenant' | 'visibleToTrade'>
>;

/** GET /v1/documents (with PageQuery): newest first. */
export interface DocumentListQuery {
  category?: DocumentCategory;
  parentType?: DocumentParentType;
  parentId?: string;
  /** Created on or after this London date (YYYY-MM-DD). */
  from?: string;
  /** Created on or before this London date (YYYY-MM-DD). */
  to?: string;
  /** Part of the title. */
  q?: string;
  /** `versions=true`: every version of each document, newest first, in the same call; the latest only otherwise. */
  versions?: boolean;
}

import type { DocumentCategory, DocumentParentType } from '@/gql/types';

/** What a document is about, as the filter and each document's line name it (DOC-01). */
export const DOCUMENT_PARENT_LABELS: Record<DocumentParentType, string> = {
  property: 'Property',
  owner: 'Owner',
  tenant: 'Tenant',
  tenancy: 'Tenancy',
};

export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  tenancy_agreement: 'Tenancy agreement',
  certificate: 'Certificate',
  inventory: 'Inventory',
  notice: 'Notice',
  invoice: 'Invoice',
  photo: 'Photo',
  statement: 'Statement',
  other: 'Other',
};

export const DOCUMENT_CATEGORIES = Object.keys(DOCUMENT_CATEGORY_LABELS) as DocumentCategory[];

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Who besides the agency may see a document, in words. */
export function audienceOf(document: { visibleToOwner: boolean; visibleToTenant: boolean; visibleToTrade: boolean }) {
  const who = [
    document.visibleToOwner ? 'owner' : null,
    document.visibleToTenant ? 'tenant' : null,
    document.visibleToTrade ? 'trade' : null,
  ].filter(Boolean);
  return who.length === 0 ? 'Staff only' : `Staff, ${who.join(', ')}`;
}

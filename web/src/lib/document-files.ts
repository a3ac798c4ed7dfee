import type { ApiData, DocumentParentType } from '@pm/contracts';

import { saveDownload } from './download';
import { uploadForm } from './upload-file';

export interface DocumentUpload {
  parentType: DocumentParentType;
  parentId: string;
  category: string;
  title: string;
  /** Who besides staff may see it. */
  visibility: ('owner' | 'tenant' | 'trade')[];
  file: File;
}

/** DOC-01: the bytes go over REST (the documents screen and a compliance certificate both upload this way); a refusal throws ApiError with the server's message and fields. */
export async function uploadDocument(upload: DocumentUpload): Promise<{ id: string; version: number }> {
  const form = new FormData();
  form.append('parentType', upload.parentType);
  form.append('parentId', upload.parentId);
  form.append('category', upload.category);
  form.append('title', upload.title);
  form.append('visibility', upload.visibility.join(','));
  form.append('file', upload.file);
  return uploadForm<ApiData<{ id: string; version: number }>>('/documents', form);
}

export async function uploadDocumentVersion(documentId: string, file: File): Promise<{ id: string; version: number }> {
  const form = new FormData();
  form.append('file', file);
  return uploadForm<ApiData<{ id: string; version: number }>>(`/documents/${documentId}/versions`, form);
}

/** DOC-02: the signed link (5 minutes) is fetched with the session, then saved under the sanitised name. */
export const downloadDocumentVersion = (downloadUrl: string, fileName: string) =>
  saveDownload(downloadUrl.replace(/^\/api(?=\/)/, ''), fileName);

import { Injectable } from '@nestjs/common';
import { DOCUMENT_MAX_BYTES, type CallerContext, type DocumentBody, type DocumentFileRequest } from '@pm/contracts';
import { AppException } from '@pm/kit';
import { createHash } from 'node:crypto';
import { BffSettings } from '../config/bff.config';
import { assertValidDownloadLink, signDownloadUrl } from '../uploads/download-link';
import type { ServedFile } from '../uploads/file-reply';
import { requiredFile, type FormShape, type MultipartForm } from '../uploads/multipart';
import { FileStorage, storeThen } from '../uploads/storage';
import { detectDocumentType, DOCUMENT_TYPES_MESSAGE } from './document-type';
import { DocumentsClient } from './documents.client';
import { sanitiseFileName } from './file-name';

const DOCUMENTS_FOLDER = 'documents';
/** The form's text fields; `visibility` lists who besides staff may see it: owner, tenant, trade (comma separated). */
export const DOCUMENT_FORM_FIELDS = ['parentType', 'parentId', 'category', 'title', 'visibility'] as const;
const AUDIENCES = ['owner', 'tenant', 'trade'] as const;
/** The file part of both document forms (a new document, a new version). */
export const DOCUMENT_FILE_SHAPE: FormShape = {
  textFields: [],
  fileField: 'file',
  fileLabel: 'File',
  maxFileBytes: DOCUMENT_MAX_BYTES,
};

/** Where a version's signed link points; the download rebuilds it from the checked ids to verify the signature. */
export const documentDownloadPath = (documentId: string, version: number) =>
  `/api/documents/${documentId}/versions/${version}/download`;

const fieldError = (status: number, code: string, field: string, message: string) =>
  new AppException(status, code, message, { fields: { [field]: [message] } });

const noSuchFile = () => new AppException(404, 'NOT_FOUND', 'Document not found');

/**
 * DOC-01/02 on the bff: the bytes. A file is checked by its bytes, stored under a random key, and only then
 * described to the portfolio service; when the service refuses, the stored bytes are removed again. Downloads go
 * through short-lived links signed for the user, and the service is asked, as the caller, whether they may see it.
 */
@Injectable()
export class DocumentFilesService {
  constructor(
    private readonly storage: FileStorage,
    private readonly client: DocumentsClient,
    private readonly settings: BffSettings,
  ) {}

  async create(caller: CallerContext, form: MultipartForm): Promise<DocumentBody> {
    const { fields } = form;
    const visibility = this.visibility(fields.visibility);
    return this.storeThen(form, (file) =>
      this.client.create(caller, {
        parentType: fields.parentType as never,
        parentId: fields.parentId ?? '',
        category: fields.category as never,
        title: fields.title ?? '',
        ...visibility,
        file,
      }),
    );
  }

  addVersion(caller: CallerContext, documentId: string, form: MultipartForm): Promise<DocumentBody> {
    return this.storeThen(form, (file) => this.client.addVersion(caller, documentId, file));
  }

  downloadUrl(caller: CallerContext, documentId: string, version: number): string {
    return signDownloadUrl(this.settings.downloadLinkKey, {
      path: documentDownloadPath(documentId, version),
      userId: caller.userId,
    });
  }

  /** A bad or expired link is refused before anything is read; a document the caller may not see is not found. */
  async download(
    caller: CallerContext,
    target: { documentId: string; version: number },
    expires: string | undefined,
    signature: string | undefined,
  ): Promise<ServedFile> {
    const signedFor = { path: documentDownloadPath(target.documentId, target.version), userId: caller.userId };
    assertValidDownloadLink(this.settings.downloadLinkKey, signedFor, expires, signature);
    const document = await this.client.find(caller, target.documentId);
    const version = document?.versions?.find((v) => v.version === target.version);
    if (!version) throw noSuchFile();
    const bytes = await this.storage.get(version.storageKey);
    if (!bytes) throw noSuchFile();
    return { bytes, fileName: version.fileName, contentType: version.contentType };
  }

  private visibility(raw: string | undefined) {
    const given = (raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = given.filter((s) => !(AUDIENCES as readonly string[]).includes(s));
    if (unknown.length > 0) {
      throw fieldError(400, 'VALIDATION_FAILED', 'visibility', `Choose who may see it from: ${AUDIENCES.join(', ')}`);
    }
    return {
      visibleToOwner: given.includes('owner'),
      visibleToTenant: given.includes('tenant'),
      visibleToTrade: given.includes('trade'),
    };
  }

  private async storeThen(
    form: MultipartForm,
    describe: (file: DocumentFileRequest) => Promise<DocumentBody>,
  ): Promise<DocumentBody> {
    const bytes = requiredFile(form, DOCUMENT_FILE_SHAPE);
    const type = await detectDocumentType(bytes);
    if (!type) throw fieldError(400, 'UNSUPPORTED_FILE_TYPE', 'file', DOCUMENT_TYPES_MESSAGE);
    const file = { folder: DOCUMENTS_FOLDER, extension: type.extension, bytes, contentType: type.mime };
    return storeThen(this.storage, file, (storageKey) =>
      describe({
        storageKey,
        fileName: sanitiseFileName(form.file?.filename, type.extension),
        contentType: type.mime,
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      }),
    );
  }
}

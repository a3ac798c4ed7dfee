import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  CreateDocumentRequest,
  DocumentBody,
  DocumentFileRequest,
  DocumentListQuery,
  Page,
  PageQuery,
  UpdateDocumentRequest,
} from '@pm/contracts';
import { nullIfNotFound, type ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

const DOCUMENTS = '/v1/documents';
const documentPath = (id: string, rest = '') => `${DOCUMENTS}/${encodeURIComponent(id)}${rest}`;

@Injectable()
export class DocumentsClient {
  constructor(@InjectServiceClient('portfolio') private readonly http: ServiceClient) {}

  list(caller: CallerContext, query: PageQuery & DocumentListQuery) {
    return this.http.get<Page<DocumentBody>>(DOCUMENTS, { caller, query: { ...query } });
  }

  /** With its versions; null when unknown, another company's or not the caller's to see (ISO-02). */
  find(caller: CallerContext, id: string): Promise<DocumentBody | null> {
    return nullIfNotFound(this.http.get<DocumentBody>(documentPath(id), { caller }));
  }

  create(caller: CallerContext, body: CreateDocumentRequest) {
    return this.http.post<DocumentBody>(DOCUMENTS, { caller, body });
  }

  addVersion(caller: CallerContext, id: string, body: DocumentFileRequest) {
    return this.http.post<DocumentBody>(documentPath(id, '/versions'), { caller, body });
  }

  update(caller: CallerContext, id: string, body: UpdateDocumentRequest) {
    return this.http.request<DocumentBody>('PATCH', documentPath(id), { caller, body });
  }
}

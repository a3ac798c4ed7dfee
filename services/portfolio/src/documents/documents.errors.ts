import { AppException } from '@pm/kit';

/** Unknown, another company's, or not the caller's to see: the answer never says which. */
export class DocumentNotFoundException extends AppException {
  constructor() {
    super(404, 'DOCUMENT_NOT_FOUND', 'Document not found');
  }
}

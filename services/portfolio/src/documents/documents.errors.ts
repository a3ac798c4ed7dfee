import { AppException } from '@pm/kit';

/** Unknown, another company's, or not the caller's to see: the answer never says which. */
export class DocumentNotFoundException extends AppException {
  constructor() {
    super(404, 'DOCUMENT_NOT_FOUND', 'Document not found');
  }
}

/** A rule the DTO cannot see (the parent exists and is the caller's company's): 400 with the field's message. */
export const documentFieldError = (field: string, message: string) =>
  new AppException(400, 'VALIDATION_FAILED', `Invalid input: ${message}`, { fields: { [field]: [message] } });

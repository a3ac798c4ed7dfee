import type { FieldErrors } from '@pm/contracts';
import { AppException } from '@pm/kit';

enum PropertyOwnerErrorCode {
  NotFound = 'OWNER_NOT_FOUND',
}

export class PropertyOwnerNotFoundException extends AppException {
  constructor() {
    super(404, PropertyOwnerErrorCode.NotFound, 'Property owner not found');
  }
}

/** A rule across fields (bank numbers together, the fee its kind names): the same 400 and field map as the pipe's. */
export class PropertyOwnerFieldException extends AppException {
  constructor(fields: FieldErrors) {
    const first = Object.values(fields)[0]?.[0];
    super(400, 'VALIDATION_FAILED', first ? `Invalid input: ${first}` : 'Invalid input', { fields });
  }
}

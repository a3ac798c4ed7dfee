import type { FieldErrors } from '@pm/contracts';
import { AppException } from '@pm/kit';

enum PropertyErrorCode {
  NotFound = 'PROPERTY_NOT_FOUND',
}

export class PropertyNotFoundException extends AppException {
  constructor() {
    super(404, PropertyErrorCode.NotFound, 'Property not found');
  }
}

/** A rule the DTO cannot check alone (a taken reference, an unknown owner): the same 400 and field map as the pipe's. */
export class PropertyFieldException extends AppException {
  constructor(fields: FieldErrors) {
    const first = Object.values(fields)[0]?.[0];
    super(400, 'VALIDATION_FAILED', first ? `Invalid input: ${first}` : 'Invalid input', { fields });
  }
}

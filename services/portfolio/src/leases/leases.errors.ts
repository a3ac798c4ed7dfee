import type { FieldErrors } from '@pm/contracts';
import { AppException } from '@pm/kit';

export class TenancyNotFoundException extends AppException {
  constructor() {
    super(404, 'TENANCY_NOT_FOUND', 'Tenancy not found');
  }
}

/** A rule the DTO cannot check alone (a nation's rule, dates in order): the same 400 and field map as the pipe's. */
export class TenancyFieldException extends AppException {
  constructor(fields: FieldErrors) {
    const first = Object.values(fields)[0]?.[0];
    super(400, 'VALIDATION_FAILED', first ? `Invalid input: ${first}` : 'Invalid input', { fields });
  }
}

/** A move the tenancy's status or the property's other tenancies do not allow (LEASE-03). */
export class TenancyConflictException extends AppException {
  constructor(code: string, message: string, details?: Record<string, unknown>) {
    super(409, code, message, details);
  }
}

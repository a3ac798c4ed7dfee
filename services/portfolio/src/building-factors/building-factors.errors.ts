import { AppException } from '@pm/kit';

enum BuildingFactorErrorCode {
  NotFound = 'BUILDING_FACTOR_NOT_FOUND',
  PropertyNotFound = 'PROPERTY_NOT_FOUND',
}

export class BuildingFactorNotFoundException extends AppException {
  constructor() {
    super(404, BuildingFactorErrorCode.NotFound, 'Building factor not found');
  }
}

/** The property of a link: unknown, another company's, or not the caller's to change (ISO-02). */
export class LinkedPropertyNotFoundException extends AppException {
  constructor() {
    super(404, BuildingFactorErrorCode.PropertyNotFound, 'Property not found');
  }
}

/** A link to a factor that does not exist: a field message, like the property form's (PROP-02). */
export class BuildingFactorFieldException extends AppException {
  constructor(field: string, message: string) {
    super(400, 'VALIDATION_FAILED', `Invalid input: ${message}`, { fields: { [field]: [message] } });
  }
}

import { AppException } from '@pm/kit';

/** A property that is unknown, another company's or not the caller's to see: the answer never says which. */
export class CompliancePropertyNotFoundException extends AppException {
  constructor() {
    super(404, 'PROPERTY_NOT_FOUND', 'Property not found');
  }
}

/** A rule that needs more than one field (dates in order, a reason the item offers): 400 with the field's message. */
export const complianceFieldError = (field: string, message: string) =>
  new AppException(400, 'VALIDATION_FAILED', `Invalid input: ${message}`, { fields: { [field]: [message] } });

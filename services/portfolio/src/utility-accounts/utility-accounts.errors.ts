import { AppException } from '@pm/kit';

/** Unknown, another company's, or not the caller's to see: the answer never says which. */
export class UtilityAccountNotFoundException extends AppException {
  constructor() {
    super(404, 'UTILITY_ACCOUNT_NOT_FOUND', 'Utility account not found');
  }
}

export class UtilityPropertyNotFoundException extends AppException {
  constructor() {
    super(404, 'PROPERTY_NOT_FOUND', 'Property not found');
  }
}

/** A rule across fields (the meter point of the kind, a lower reading): 400 with the field's message. */
export const utilityFieldError = (field: string, message: string) =>
  new AppException(400, 'VALIDATION_FAILED', `Invalid input: ${message}`, { fields: { [field]: [message] } });

/** Unknown, of another account, or on an account the caller may not see. */
export class MeterReadingNotFoundException extends AppException {
  constructor() {
    super(404, 'METER_READING_NOT_FOUND', 'Meter reading not found');
  }
}

/** A reading keeps the photo it was given: a reading's record never changes once made. */
export class MeterReadingHasPhotoException extends AppException {
  constructor() {
    super(409, 'METER_READING_HAS_PHOTO', 'This reading already has a photo');
  }
}

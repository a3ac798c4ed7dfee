import { AppException } from '@pm/kit';

export enum PropertyErrorCode {
  NotFound = 'PROPERTY_NOT_FOUND',
}

export class PropertyNotFoundException extends AppException {
  constructor() {
    super(404, PropertyErrorCode.NotFound, 'Property not found');
  }
}

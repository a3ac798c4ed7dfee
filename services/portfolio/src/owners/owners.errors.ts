import { AppException } from '@pm/kit';

export enum OwnerErrorCode {
  NotFound = 'OWNER_NOT_FOUND',
}

export class OwnerNotFoundException extends AppException {
  constructor() {
    super(404, OwnerErrorCode.NotFound, 'Property owner not found');
  }
}

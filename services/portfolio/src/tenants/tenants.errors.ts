import { AppException } from '@pm/kit';

enum TenantErrorCode {
  NotFound = 'TENANT_NOT_FOUND',
}

export class TenantNotFoundException extends AppException {
  constructor() {
    super(404, TenantErrorCode.NotFound, 'Tenant not found');
  }
}

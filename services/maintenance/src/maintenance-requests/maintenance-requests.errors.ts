import { AppException } from '@pm/kit';

enum MaintenanceRequestErrorCode {
  NotFound = 'MAINTENANCE_REQUEST_NOT_FOUND',
}

export class MaintenanceRequestNotFoundException extends AppException {
  constructor() {
    super(404, MaintenanceRequestErrorCode.NotFound, 'Maintenance request not found');
  }
}

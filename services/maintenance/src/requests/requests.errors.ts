import { AppException } from '@pm/kit';

export enum RequestErrorCode {
  NotFound = 'MAINTENANCE_REQUEST_NOT_FOUND',
}

export class MaintenanceRequestNotFoundException extends AppException {
  constructor() {
    super(404, RequestErrorCode.NotFound, 'Maintenance request not found');
  }
}

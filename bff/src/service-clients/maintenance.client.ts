import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  MaintenanceCounts,
  MaintenanceRequestBody,
  MaintenanceStatus,
  Page,
  PageQuery,
} from '@pm/contracts';
import { BffSettings } from '../config/bff.config';
import { ServiceApi } from './service-api';

export interface MaintenanceListQuery extends PageQuery {
  status?: MaintenanceStatus;
}

@Injectable()
export class MaintenanceClient extends ServiceApi {
  constructor(settings: BffSettings) {
    super(settings, 'maintenance');
  }

  listRequests(caller: CallerContext, query: MaintenanceListQuery) {
    return this.client.get<Page<MaintenanceRequestBody>>('/v1/requests', { caller, query: { ...query } });
  }

  counts(caller: CallerContext) {
    return this.client.get<MaintenanceCounts>('/v1/counts', { caller });
  }
}

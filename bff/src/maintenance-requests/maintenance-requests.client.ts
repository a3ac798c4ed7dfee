import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  MaintenanceCounts,
  MaintenanceRequestBody,
  MaintenanceStatus,
  OpenRequestsByPriority,
  Page,
  PageQuery,
} from '@pm/contracts';
import type { ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

@Injectable()
export class MaintenanceRequestsClient {
  constructor(@InjectServiceClient('maintenance') private readonly http: ServiceClient) {}

  list(caller: CallerContext, query: PageQuery & { status?: MaintenanceStatus }) {
    return this.http.get<Page<MaintenanceRequestBody>>('/v1/requests', { caller, query: { ...query } });
  }

  counts(caller: CallerContext) {
    return this.http.get<MaintenanceCounts>('/v1/counts', { caller });
  }

  openByPriority(caller: CallerContext) {
    return this.http.get<OpenRequestsByPriority>('/v1/counts/open-by-priority', { caller });
  }
}

import { Injectable } from '@nestjs/common';
import type { CallerContext, ComplianceAlertBody, ComplianceAlertQuery, Page } from '@pm/contracts';
import type { ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

@Injectable()
export class ComplianceAlertsClient {
  constructor(@InjectServiceClient('portfolio') private readonly http: ServiceClient) {}

  list(caller: CallerContext, query: ComplianceAlertQuery) {
    return this.http.get<Page<ComplianceAlertBody>>('/v1/compliance-alerts', { caller, query: { ...query } });
  }
}

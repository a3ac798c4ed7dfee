import { Injectable } from '@nestjs/common';
import type {
  BugReportAdminQuery,
  BugReportBody,
  CallerContext,
  CreateBugReportRequest,
  Page,
  SetBugReportCreditsRequest,
  UpdateBugReportRequest,
} from '@pm/contracts';
import { nullIfNotFound, type ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

const ADMIN = '/v1/admin/bug-reports';
const adminPath = (id: string) => `${ADMIN}/${encodeURIComponent(id)}`;

@Injectable()
export class BugReportsClient {
  constructor(@InjectServiceClient('engagement') private readonly http: ServiceClient) {}

  create(caller: CallerContext, body: CreateBugReportRequest) {
    return this.http.post<BugReportBody>('/v1/bug-reports', { caller, body });
  }

  /** The reporter's own report: the credits the ledger awarded it. */
  setCredits(caller: CallerContext, id: string, body: SetBugReportCreditsRequest) {
    return this.http.request<BugReportBody>('PATCH', `/v1/bug-reports/${encodeURIComponent(id)}/credits`, {
      caller,
      body,
    });
  }

  list(caller: CallerContext, query: BugReportAdminQuery) {
    return this.http.get<Page<BugReportBody>>(ADMIN, { caller, query: { ...query } });
  }

  get(caller: CallerContext, id: string) {
    return this.http.get<BugReportBody>(adminPath(id), { caller });
  }

  find(caller: CallerContext, id: string) {
    return nullIfNotFound(this.get(caller, id));
  }

  setStatus(caller: CallerContext, id: string, body: UpdateBugReportRequest) {
    return this.http.request<BugReportBody>('PATCH', adminPath(id), { caller, body });
  }
}

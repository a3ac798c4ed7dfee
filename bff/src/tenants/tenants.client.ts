import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  CreateTenantRequest,
  Page,
  PageQuery,
  PropertyHistoryEntryBody,
  RecordRightToRentCheckRequest,
  RightToRentCheckBody,
  TenantBody,
  TenantListQuery,
  UpdateTenantRequest,
} from '@pm/contracts';
import { nullIfNotFound, type ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

const tenantPath = (id: string) => `/v1/tenants/${encodeURIComponent(id)}`;

@Injectable()
export class TenantsClient {
  constructor(@InjectServiceClient('portfolio') private readonly http: ServiceClient) {}

  list(caller: CallerContext, page: PageQuery & TenantListQuery) {
    return this.http.get<Page<TenantBody>>('/v1/tenants', { caller, query: { ...page } });
  }

  /** A tenant the caller may see, or null when unknown, another company's or not the caller's to see (ISO-02). */
  find(caller: CallerContext, id: string): Promise<TenantBody | null> {
    return nullIfNotFound(this.http.get<TenantBody>(tenantPath(id), { caller }));
  }

  get(caller: CallerContext, id: string) {
    return this.http.get<TenantBody>(tenantPath(id), { caller });
  }

  create(caller: CallerContext, body: CreateTenantRequest) {
    return this.http.post<TenantBody>('/v1/tenants', { caller, body });
  }

  update(caller: CallerContext, id: string, body: UpdateTenantRequest) {
    return this.http.request<TenantBody>('PATCH', tenantPath(id), { caller, body });
  }

  checks(caller: CallerContext, id: string) {
    return this.http.get<RightToRentCheckBody[]>(`${tenantPath(id)}/right-to-rent-checks`, { caller });
  }

  recordCheck(caller: CallerContext, id: string, body: RecordRightToRentCheckRequest) {
    return this.http.post<RightToRentCheckBody>(`${tenantPath(id)}/right-to-rent-checks`, { caller, body });
  }

  /** Links the login the tenant's invitation will make (TEN-01). */
  recordInvitation(caller: CallerContext, id: string, userId: string) {
    return this.http.post<TenantBody>(`${tenantPath(id)}/invitation`, { caller, body: { userId } });
  }

  history(caller: CallerContext, id: string) {
    return this.http.get<PropertyHistoryEntryBody[]>(`${tenantPath(id)}/history`, { caller });
  }
}

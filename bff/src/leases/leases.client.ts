import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  ChangeRentRequest,
  CreateTenancyRequest,
  EndTenancyRequest,
  GiveNoticeRequest,
  ListArrearsQuery,
  ListTenanciesQuery,
  Page,
  PropertyHistoryEntryBody,
  RecordDepositRequest,
  RecordRentPaymentRequest,
  RentLedgerBody,
  RentSummaryBody,
  TenancyBody,
  TenancyDetailBody,
  TenancyRulesBody,
  TenancyRulesQuery,
  TenantBody,
} from '@pm/contracts';
import { nullIfNotFound, type ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

const leasePath = (id: string) => `/v1/leases/${encodeURIComponent(id)}`;

@Injectable()
export class LeasesClient {
  constructor(@InjectServiceClient('portfolio') private readonly http: ServiceClient) {}

  /** The tenancies the caller may see: the company's for staff, an owner's properties', a tenant's own. */
  list(caller: CallerContext, query: ListTenanciesQuery) {
    return this.http.get<Page<TenancyBody>>('/v1/leases', { caller, query: { ...query } });
  }

  /** Batch read of a page's tenants (Tenancy.tenants): ids the caller may not see are left out (ISO-02). */
  async tenantsByIds(caller: CallerContext, ids: readonly string[]): Promise<TenantBody[]> {
    if (ids.length === 0) return [];
    const answer = await this.http.get<{ items: TenantBody[] }>('/v1/tenants', { caller, query: { ids: [...ids] } });
    return answer.items;
  }

  /** A tenancy the caller may see with its schedule, or null (unknown, another company's, not theirs: ISO-02). */
  find(caller: CallerContext, id: string): Promise<TenancyDetailBody | null> {
    return nullIfNotFound(this.http.get<TenancyDetailBody>(leasePath(id), { caller }));
  }

  history(caller: CallerContext, id: string) {
    return this.http.get<PropertyHistoryEntryBody[]>(`${leasePath(id)}/history`, { caller });
  }

  rules(caller: CallerContext, query: TenancyRulesQuery) {
    return this.http.get<TenancyRulesBody>('/v1/tenancy-rules', { caller, query: { ...query } });
  }

  create(caller: CallerContext, body: CreateTenancyRequest) {
    return this.http.post<TenancyDetailBody>('/v1/leases', { caller, body });
  }

  activate(caller: CallerContext, id: string) {
    return this.http.post<TenancyDetailBody>(`${leasePath(id)}/activate`, { caller, body: {} });
  }

  giveNotice(caller: CallerContext, id: string, body: GiveNoticeRequest) {
    return this.http.post<TenancyDetailBody>(`${leasePath(id)}/notice`, { caller, body });
  }

  end(caller: CallerContext, id: string, body: EndTenancyRequest) {
    return this.http.post<TenancyDetailBody>(`${leasePath(id)}/end`, { caller, body });
  }

  changeRent(caller: CallerContext, id: string, body: ChangeRentRequest) {
    return this.http.post<TenancyDetailBody>(`${leasePath(id)}/rent-changes`, { caller, body });
  }

  /** RENT-01: a tenancy's ledger, or null when the caller may not see it (ISO-02). */
  ledger(caller: CallerContext, id: string): Promise<RentLedgerBody | null> {
    return nullIfNotFound(this.http.get<RentLedgerBody>(`${leasePath(id)}/ledger`, { caller }));
  }

  recordPayment(caller: CallerContext, id: string, body: RecordRentPaymentRequest) {
    return this.http.post<RentLedgerBody>(`${leasePath(id)}/payments`, { caller, body });
  }

  deletePayment(caller: CallerContext, id: string, paymentId: string) {
    return this.http.request<RentLedgerBody>('DELETE', `${leasePath(id)}/payments/${encodeURIComponent(paymentId)}`, {
      caller,
    });
  }

  /** RENT-01: the tenancies the caller may see with their rent standing, most arrears first. */
  arrears(caller: CallerContext, query: ListArrearsQuery) {
    return this.http.get<Page<TenancyBody>>('/v1/rent/arrears', { caller, query: { ...query } });
  }

  /** RENT-03, DASH-01: the rent of the tenancies the caller may see, summed today. */
  rentSummary(caller: CallerContext) {
    return this.http.get<RentSummaryBody>('/v1/rent/summary', { caller });
  }

  recordDeposit(caller: CallerContext, id: string, body: RecordDepositRequest) {
    return this.http.request<TenancyDetailBody>('PATCH', `${leasePath(id)}/deposit`, { caller, body });
  }
}

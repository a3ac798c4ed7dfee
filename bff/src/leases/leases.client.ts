import { Injectable } from '@nestjs/common';
import type { CallerContext, LeaseBody, ListLeasesQuery, Page } from '@pm/contracts';
import type { ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

@Injectable()
export class LeasesClient {
  constructor(@InjectServiceClient('portfolio') private readonly http: ServiceClient) {}

  /** The tenancies the caller may see: the company's for staff, an owner's properties', a tenant's own. */
  list(caller: CallerContext, query: ListLeasesQuery) {
    return this.http.get<Page<LeaseBody>>('/v1/leases', { caller, query: { ...query } });
  }
}

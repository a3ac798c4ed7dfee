import { Injectable } from '@nestjs/common';
import type { CallerContext, CompanyBody } from '@pm/contracts';
import type { ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

@Injectable()
export class CompaniesClient {
  constructor(@InjectServiceClient('identity') private readonly http: ServiceClient) {}

  current(caller: CallerContext) {
    return this.http.get<CompanyBody>('/v1/companies/current', { caller });
  }
}

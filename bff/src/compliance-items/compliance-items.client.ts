import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  ComplianceInclude,
  MarkComplianceExemptRequest,
  PropertyComplianceBody,
  RecordComplianceItemRequest,
} from '@pm/contracts';
import type { ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

const propertyPath = (id: string, rest: string) => `/v1/properties/${encodeURIComponent(id)}/${rest}`;

@Injectable()
export class ComplianceItemsClient {
  constructor(@InjectServiceClient('portfolio') private readonly http: ServiceClient) {}

  /** Batch read: properties the caller may not see, of another company or unknown are left out. */
  async byPropertyIds(
    caller: CallerContext,
    propertyIds: readonly string[],
    include?: ComplianceInclude,
  ): Promise<PropertyComplianceBody[]> {
    if (propertyIds.length === 0) return [];
    const answer = await this.http.get<{ items: PropertyComplianceBody[] }>('/v1/compliance', {
      caller,
      query: { propertyIds: [...propertyIds], include },
    });
    return answer.items;
  }

  record(caller: CallerContext, propertyId: string, body: RecordComplianceItemRequest) {
    return this.http.post<PropertyComplianceBody>(propertyPath(propertyId, 'compliance-items'), { caller, body });
  }

  markExempt(caller: CallerContext, propertyId: string, body: MarkComplianceExemptRequest) {
    return this.http.post<PropertyComplianceBody>(propertyPath(propertyId, 'compliance-exemptions'), { caller, body });
  }
}

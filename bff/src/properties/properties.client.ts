import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  CreatePropertyRequest,
  Page,
  PageQuery,
  PortfolioCounts,
  PropertyBody,
  PropertyHistoryEntryBody,
  PropertyListQuery,
  UpdatePropertyRequest,
} from '@pm/contracts';
import { nullIfNotFound, type ServiceClient } from '@pm/kit';
import { CsvTransferClient } from '../common/csv-transfer.client';
import { InjectServiceClient } from '../service-clients/service-clients.module';

const propertyPath = (id: string) => `/v1/properties/${encodeURIComponent(id)}`;

@Injectable()
export class PropertiesClient {
  /** The list in and out as CSV (issue 11 item 6). */
  readonly csv: CsvTransferClient;

  constructor(@InjectServiceClient('portfolio') private readonly http: ServiceClient) {
    this.csv = new CsvTransferClient(http, '/v1/properties');
  }

  list(caller: CallerContext, page: PageQuery & PropertyListQuery) {
    return this.http.get<Page<PropertyBody>>('/v1/properties', { caller, query: { ...page } });
  }

  /** A property the caller may see, or null when unknown, another company's or not the caller's to see (ISO-02). */
  find(caller: CallerContext, id: string): Promise<PropertyBody | null> {
    return nullIfNotFound(this.http.get<PropertyBody>(propertyPath(id), { caller }));
  }

  /** Batch read: ids the caller may not see, of another company or unknown are left out. */
  async byIds(caller: CallerContext, ids: readonly string[]): Promise<PropertyBody[]> {
    if (ids.length === 0) return [];
    const answer = await this.http.get<{ items: PropertyBody[] }>('/v1/properties', {
      caller,
      query: { ids: [...ids] },
    });
    return answer.items;
  }

  create(caller: CallerContext, body: CreatePropertyRequest) {
    return this.http.post<PropertyBody>('/v1/properties', { caller, body });
  }

  update(caller: CallerContext, id: string, body: UpdatePropertyRequest) {
    return this.http.request<PropertyBody>('PATCH', propertyPath(id), { caller, body });
  }

  archive(caller: CallerContext, id: string) {
    return this.http.post<PropertyBody>(`${propertyPath(id)}/archive`, { caller, body: {} });
  }

  history(caller: CallerContext, id: string) {
    return this.http.get<PropertyHistoryEntryBody[]>(`${propertyPath(id)}/history`, { caller });
  }

  counts(caller: CallerContext) {
    return this.http.get<PortfolioCounts>('/v1/counts', { caller });
  }
}

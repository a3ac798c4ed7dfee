import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  CreatePropertyRequest,
  Page,
  PageQuery,
  PortfolioCounts,
  PropertyBody,
  PropertyHistoryEntryBody,
  PropertyImportRequest,
  PropertyImportResult,
  PropertyListQuery,
  UpdatePropertyRequest,
} from '@pm/contracts';
import { nullIfNotFound, type ServiceClient } from '@pm/kit';
import type { Readable } from 'node:stream';
import { InjectServiceClient } from '../service-clients/service-clients.module';

const propertyPath = (id: string) => `/v1/properties/${encodeURIComponent(id)}`;

@Injectable()
export class PropertiesClient {
  constructor(@InjectServiceClient('portfolio') private readonly http: ServiceClient) {}

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

  /** A dry run or an import of a CSV; an import of 1,000 rows may take longer than a read. */
  importCsv(caller: CallerContext, body: PropertyImportRequest) {
    return this.http.post<PropertyImportResult>('/v1/properties/import', { caller, body, timeoutMs: 60_000 });
  }

  exportCsv(caller: CallerContext, query: Record<string, string>): Promise<Readable> {
    return this.http.download('/v1/properties/export.csv', { caller, query, accept: 'text/csv', timeoutMs: 60_000 });
  }

  importTemplate(caller: CallerContext): Promise<Readable> {
    return this.http.download('/v1/properties/import-template.csv', { caller, accept: 'text/csv' });
  }

  counts(caller: CallerContext) {
    return this.http.get<PortfolioCounts>('/v1/counts', { caller });
  }
}

import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  CreatePropertyOwnerRequest,
  OwnerStatementBody,
  Page,
  PageQuery,
  PropertyBody,
  PropertyHistoryEntryBody,
  PropertyOwnerBody,
  PropertyOwnerListQuery,
  UpdatePropertyOwnerRequest,
} from '@pm/contracts';
import { nullIfNotFound, type ServiceClient } from '@pm/kit';
import { CsvTransferClient } from '../common/csv-transfer.client';
import { InjectServiceClient } from '../service-clients/service-clients.module';

const ownerPath = (id: string) => `/v1/owners/${encodeURIComponent(id)}`;

@Injectable()
export class PropertyOwnersClient {
  /** The list in and out as CSV (issue 11 item 6). */
  readonly csv: CsvTransferClient;

  constructor(@InjectServiceClient('portfolio') private readonly http: ServiceClient) {
    this.csv = new CsvTransferClient(http, '/v1/owners');
  }

  list(caller: CallerContext, page: PageQuery & PropertyOwnerListQuery) {
    return this.http.get<Page<PropertyOwnerBody>>('/v1/owners', { caller, query: { ...page } });
  }

  /** An owner the caller may see, or null when unknown, another company's or not the caller's to see (ISO-02). */
  find(caller: CallerContext, id: string): Promise<PropertyOwnerBody | null> {
    return nullIfNotFound(this.http.get<PropertyOwnerBody>(ownerPath(id), { caller }));
  }

  async byIds(caller: CallerContext, ids: readonly string[]): Promise<PropertyOwnerBody[]> {
    if (ids.length === 0) return [];
    const answer = await this.http.get<{ items: PropertyOwnerBody[] }>('/v1/owners', {
      caller,
      query: { ids: [...ids] },
    });
    return answer.items;
  }

  /** The owner's properties that the caller may see: portfolio's property list, filtered by the owner. */
  properties(caller: CallerContext, ownerId: string, page: PageQuery) {
    return this.http.get<Page<PropertyBody>>('/v1/properties', { caller, query: { ...page, ownerId } });
  }

  create(caller: CallerContext, body: CreatePropertyOwnerRequest) {
    return this.http.post<PropertyOwnerBody>('/v1/owners', { caller, body });
  }

  update(caller: CallerContext, id: string, body: UpdatePropertyOwnerRequest) {
    return this.http.request<PropertyOwnerBody>('PATCH', ownerPath(id), { caller, body });
  }

  /** OWN-02: the owner's statement for `month`; 404 for an owner the caller may not see, 400 for a bad month. */
  statement(caller: CallerContext, id: string, month: string) {
    return this.http.get<OwnerStatementBody>(`${ownerPath(id)}/statements/${encodeURIComponent(month)}`, { caller });
  }

  /** The statement, or null when the owner is not the caller's to see (ISO-02). */
  findStatement(caller: CallerContext, id: string, month: string): Promise<OwnerStatementBody | null> {
    return nullIfNotFound(this.statement(caller, id, month));
  }

  history(caller: CallerContext, id: string) {
    return this.http.get<PropertyHistoryEntryBody[]>(`${ownerPath(id)}/history`, { caller });
  }
}

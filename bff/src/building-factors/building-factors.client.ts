import { Injectable } from '@nestjs/common';
import type {
  BuildingFactorBody,
  BuildingFactorQuery,
  CallerContext,
  CreateBuildingFactorRequest,
  Page,
  PropertyBuildingFactorLinkBody,
  PropertyHistoryEntryBody,
  UpdateBuildingFactorRequest,
} from '@pm/contracts';
import { nullIfNotFound, type ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

const BUILDING_FACTORS = '/v1/building-factors';
const buildingFactorPath = (id: string) => `${BUILDING_FACTORS}/${encodeURIComponent(id)}`;

@Injectable()
export class BuildingFactorsClient {
  constructor(@InjectServiceClient('portfolio') private readonly http: ServiceClient) {}

  list(caller: CallerContext, query: BuildingFactorQuery) {
    return this.http.get<Page<BuildingFactorBody>>(BUILDING_FACTORS, { caller, query: { ...query } });
  }

  /** A factor the caller may see, or null when unknown, another company's or not the caller's to see (ISO-02). */
  find(caller: CallerContext, id: string): Promise<BuildingFactorBody | null> {
    return nullIfNotFound(this.http.get<BuildingFactorBody>(buildingFactorPath(id), { caller }));
  }

  async byIds(caller: CallerContext, ids: readonly string[]): Promise<BuildingFactorBody[]> {
    if (ids.length === 0) return [];
    const answer = await this.http.get<{ items: BuildingFactorBody[] }>(BUILDING_FACTORS, {
      caller,
      query: { ids: [...ids] },
    });
    return answer.items;
  }

  create(caller: CallerContext, body: CreateBuildingFactorRequest) {
    return this.http.post<BuildingFactorBody>(BUILDING_FACTORS, { caller, body });
  }

  update(caller: CallerContext, id: string, body: UpdateBuildingFactorRequest) {
    return this.http.request<BuildingFactorBody>('PATCH', buildingFactorPath(id), { caller, body });
  }

  history(caller: CallerContext, id: string) {
    return this.http.get<PropertyHistoryEntryBody[]>(`${buildingFactorPath(id)}/history`, { caller });
  }

  link(caller: CallerContext, propertyId: string, buildingFactorId: string | null) {
    return this.http.request<PropertyBuildingFactorLinkBody>(
      'PUT',
      `${BUILDING_FACTORS}/links/${encodeURIComponent(propertyId)}`,
      { caller, body: { buildingFactorId } },
    );
  }
}

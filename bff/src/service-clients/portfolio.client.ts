import { Injectable } from '@nestjs/common';
import type { CallerContext, Page, PageQuery, PortfolioCounts, PropertyBody, PropertyOwnerBody } from '@pm/contracts';
import { BffSettings } from '../config/bff.config';
import { isNotFound, ServiceApi } from './service-api';

@Injectable()
export class PortfolioClient extends ServiceApi {
  constructor(settings: BffSettings) {
    super(settings, 'portfolio');
  }

  listProperties(caller: CallerContext, page: PageQuery) {
    return this.client.get<Page<PropertyBody>>('/v1/properties', { caller, query: { ...page } });
  }

  /** A property of the caller's company, or null when unknown or another company's. */
  async findProperty(caller: CallerContext, id: string): Promise<PropertyBody | null> {
    try {
      return await this.client.get<PropertyBody>(`/v1/properties/${encodeURIComponent(id)}`, { caller });
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async ownersByIds(caller: CallerContext, ids: readonly string[]): Promise<PropertyOwnerBody[]> {
    if (ids.length === 0) return [];
    const answer = await this.client.get<{ items: PropertyOwnerBody[] }>('/v1/owners', {
      caller,
      query: { ids: [...ids] },
    });
    return answer.items;
  }

  counts(caller: CallerContext) {
    return this.client.get<PortfolioCounts>('/v1/counts', { caller });
  }
}

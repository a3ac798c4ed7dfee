import { Injectable } from '@nestjs/common';
import type { TenantBody } from '@pm/contracts';
import { MAX_PAGE_SIZE } from '@pm/kit';
import DataLoader from 'dataloader';
import { type CallerOf, inKeyOrder, type LoaderFactory } from '../graphql/request-loaders';
import { LeasesClient } from './leases.client';

/**
 * The tenants of a page of tenancies: one portfolio call per request; ids the caller may not see load as null (an
 * owner sees their properties' tenants, a tenant only themself).
 */
@Injectable()
export class TenancyTenantLoader implements LoaderFactory<string, TenantBody | null> {
  constructor(private readonly leases: LeasesClient) {}

  create(caller: CallerOf) {
    return new DataLoader<string, TenantBody | null>(
      async (ids) => inKeyOrder(ids, await this.leases.tenantsByIds(caller(), ids)),
      { maxBatchSize: MAX_PAGE_SIZE },
    );
  }
}

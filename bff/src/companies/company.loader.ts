import { Injectable } from '@nestjs/common';
import { ADMIN_ROLES, type CompanyBody } from '@pm/contracts';
import DataLoader from 'dataloader';
import type { CallerOf, LoaderFactory } from '../graphql/request-loaders';
import { CompaniesClient } from './companies.client';

/**
 * Identity answers only "the caller's company"; platform staff see users of other companies in the
 * admin area, so their other-company keys ask as that company (one call per company there).
 */
@Injectable()
export class CompanyLoader implements LoaderFactory<string, CompanyBody | null> {
  constructor(private readonly companies: CompaniesClient) {}

  create(caller: CallerOf) {
    return new DataLoader<string, CompanyBody | null>(async (ids) => {
      const user = caller();
      const results = await Promise.allSettled(
        ids.map(async (id) => {
          if (id === user.companyId) return this.companies.current(user);
          if (ADMIN_ROLES.includes(user.role)) return this.companies.current({ ...user, companyId: id });
          return null;
        }),
      );
      // One failing company fails only the fields that asked for it.
      return results.map((r) =>
        r.status === 'fulfilled' ? r.value : r.reason instanceof Error ? r.reason : new Error(String(r.reason)),
      );
    });
  }
}

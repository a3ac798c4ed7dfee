import { Injectable } from '@nestjs/common';
import type { CallerContext, CompanyBody, PropertyOwnerBody } from '@pm/contracts';
import { ADMIN_ROLES, MAX_PAGE_SIZE } from '@pm/kit';
import DataLoader from 'dataloader';
import type { AuthUser } from '../auth/auth-user';
import { unauthenticated } from '../auth/current-user.decorator';
import { IdentityClient } from '../service-clients/identity.client';
import { PortfolioClient } from '../service-clients/portfolio.client';

/** Per-request batch loaders: one service call per field per request, whatever the page size. */
export interface Loaders {
  propertyOwner: DataLoader<string, PropertyOwnerBody | null>;
  company: DataLoader<string, CompanyBody | null>;
}

export interface LoaderSources {
  portfolio: Pick<PortfolioClient, 'ownersByIds'>;
  identity: Pick<IdentityClient, 'currentCompany'>;
}

/**
 * `caller` is read when a batch runs, after the auth guard has verified the request, because the
 * GraphQL context (and so the loaders) is created before any guard runs.
 */
export function createLoaders(sources: LoaderSources, caller: () => AuthUser | undefined): Loaders {
  const requireCaller = (): CallerContext => {
    const user = caller();
    if (!user) throw unauthenticated();
    return user;
  };

  const propertyOwner = new DataLoader<string, PropertyOwnerBody | null>(
    async (ids) => {
      const owners = await sources.portfolio.ownersByIds(requireCaller(), ids);
      const byId = new Map(owners.map((owner) => [owner.id, owner]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: MAX_PAGE_SIZE },
  );

  // Identity answers only "the caller's company"; platform staff see users of other companies in
  // the admin area, so their other-company keys ask as that company (one call per company there).
  const company = new DataLoader<string, CompanyBody | null>(async (ids) => {
    const user = requireCaller();
    const results = await Promise.allSettled(
      ids.map(async (id) => {
        if (id === user.companyId) return sources.identity.currentCompany(user);
        if (ADMIN_ROLES.includes(user.role)) return sources.identity.currentCompany({ ...user, companyId: id });
        return null;
      }),
    );
    // One failing company fails only the fields that asked for it.
    return results.map((r) =>
      r.status === 'fulfilled' ? r.value : r.reason instanceof Error ? r.reason : new Error(String(r.reason)),
    );
  });

  return { propertyOwner, company };
}

@Injectable()
export class LoadersFactory {
  constructor(
    private readonly portfolio: PortfolioClient,
    private readonly identity: IdentityClient,
  ) {}

  create(caller: () => AuthUser | undefined): Loaders {
    return createLoaders({ portfolio: this.portfolio, identity: this.identity }, caller);
  }
}

import { Injectable } from '@nestjs/common';
import type { CallerContext, LeaseBody, ListLeasesQuery, Page } from '@pm/contracts';
import { Db, keysetPage, newestFirst, visibilityOf, whereVisible } from '@pm/kit';
import { LeaseTenantEntity } from './lease-tenant.entity';
import { LeaseEntity } from './lease.entity';

const toLeaseBody =
  (tenantsOf: Map<string, string[]>) =>
  (entity: LeaseEntity): LeaseBody => ({
    id: entity.id,
    companyId: entity.companyId,
    propertyId: entity.propertyId,
    status: entity.status,
    startDate: entity.startDate,
    endDate: entity.endDate,
    monthlyRentPence: entity.monthlyRentPence,
    tenantIds: tenantsOf.get(entity.id) ?? [],
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  });

@Injectable()
export class LeasesService {
  constructor(private readonly db: Db) {}

  /** An owner sees the tenancies of their properties, a tenant their own (joint or not), a trade none. */
  private visible(caller: CallerContext) {
    const query = this.db
      .repository(LeaseEntity)
      .createQueryBuilder('l')
      .where('l.companyId = :companyId', { companyId: caller.companyId });
    return whereVisible(query, visibilityOf(caller, 'lease'), {
      propertyIds: 'l.propertyId',
      tenantIds: (param) =>
        `l.id IN (SELECT lt.lease_id FROM "portfolio"."lease_tenant" lt WHERE lt.tenant_id IN (:...${param}))`,
    });
  }

  async list(caller: CallerContext, query: ListLeasesQuery): Promise<Page<LeaseBody>> {
    const filtered = () => {
      const qb = this.visible(caller);
      if (query.status?.length) qb.andWhere('l.status IN (:...statuses)', { statuses: query.status });
      return qb;
    };
    const page = await keysetPage(filtered, newestFirst('l.created_at'), query, (row) => row);
    const tenantsOf = await this.tenantsOf(
      caller,
      page.items.map((lease) => lease.id),
    );
    return { ...page, items: page.items.map(toLeaseBody(tenantsOf)) };
  }

  /** The tenants of each lease that the caller may see: the staff all of them, a tenant only themselves. */
  private async tenantsOf(caller: CallerContext, leaseIds: string[]): Promise<Map<string, string[]>> {
    const tenantsOf = new Map<string, string[]>();
    if (leaseIds.length === 0) return tenantsOf;
    const query = this.db
      .repository(LeaseTenantEntity)
      .createQueryBuilder('lt')
      .where('lt.companyId = :companyId', { companyId: caller.companyId })
      .andWhere('lt.leaseId IN (:...leaseIds)', { leaseIds })
      .orderBy('lt.createdAt')
      .addOrderBy('lt.tenantId');
    const rows = await whereVisible(query, visibilityOf(caller, 'tenant'), { ids: 'lt.tenantId' }).getMany();
    for (const row of rows) tenantsOf.set(row.leaseId, [...(tenantsOf.get(row.leaseId) ?? []), row.tenantId]);
    return tenantsOf;
  }
}

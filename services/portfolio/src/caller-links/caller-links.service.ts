import { Injectable } from '@nestjs/common';
import {
  CURRENT_LEASE_STATUSES,
  MAX_CALLER_PROPERTY_IDS,
  ROLE_SCOPE,
  type CallerContext,
  type CallerLinksBody,
} from '@pm/contracts';
import { AppException, Db } from '@pm/kit';
import { LeaseTenantEntity } from '../leases/lease-tenant.entity';
import { LeaseEntity } from '../leases/lease.entity';
import { PropertyEntity } from '../properties/property.entity';
import { PropertyOwnerEntity } from '../property-owners/property-owner.entity';
import { TenantEntity } from '../tenants/tenant.entity';

const NO_LINKS: CallerLinksBody = { ownerId: null, tenantId: null, propertyIds: [] };

/**
 * What an owner's or tenant's login opens (ISO-02), found by the verified user id alone: the bff asks once per
 * request, before it knows any link, and signs the answer with the caller for portfolio and maintenance.
 * Row-level security lets a login read its own owner or tenant row, and through them these ids, and no other.
 */
@Injectable()
export class CallerLinksService {
  constructor(private readonly db: Db) {}

  async linksOf(caller: CallerContext): Promise<CallerLinksBody> {
    switch (ROLE_SCOPE[caller.role]) {
      case 'owner':
        return this.ownerLinks(caller);
      case 'tenant':
        return this.tenantLinks(caller);
      default:
        return NO_LINKS;
    }
  }

  private async ownerLinks(caller: CallerContext): Promise<CallerLinksBody> {
    const owner = await this.db
      .repository(PropertyOwnerEntity)
      .findOneBy({ companyId: caller.companyId, userId: caller.userId });
    if (!owner) return NO_LINKS;
    const properties = await this.db
      .repository(PropertyEntity)
      .createQueryBuilder('p')
      .select('p.id')
      .where('p.companyId = :companyId AND p.ownerId = :ownerId', { companyId: caller.companyId, ownerId: owner.id })
      .orderBy('p.reference')
      .limit(MAX_CALLER_PROPERTY_IDS + 1)
      .getMany();
    return { ownerId: owner.id, tenantId: null, propertyIds: withinLimit(properties.map((p) => p.id)) };
  }

  /** Their home: the properties of their current tenancies (active, or ending after notice). */
  private async tenantLinks(caller: CallerContext): Promise<CallerLinksBody> {
    const tenant = await this.db
      .repository(TenantEntity)
      .findOneBy({ companyId: caller.companyId, userId: caller.userId });
    if (!tenant) return NO_LINKS;
    const homes = await this.db
      .repository(LeaseEntity)
      .createQueryBuilder('l')
      .select('l.propertyId', 'propertyId')
      .distinct(true)
      .innerJoin(LeaseTenantEntity, 'lt', 'lt.leaseId = l.id AND lt.companyId = l.companyId')
      .where('l.companyId = :companyId AND lt.tenantId = :tenantId', {
        companyId: caller.companyId,
        tenantId: tenant.id,
      })
      .andWhere('l.status IN (:...current)', { current: CURRENT_LEASE_STATUSES })
      .limit(MAX_CALLER_PROPERTY_IDS + 1)
      .getRawMany<{ propertyId: string }>();
    return { ownerId: null, tenantId: tenant.id, propertyIds: withinLimit(homes.map((home) => home.propertyId)) };
  }
}

/** Rather than show an owner a part of their portfolio, say why it cannot be shown (the signed header's limit). */
function withinLimit(propertyIds: string[]): string[] {
  if (propertyIds.length <= MAX_CALLER_PROPERTY_IDS) return propertyIds;
  throw new AppException(
    422,
    'TOO_MANY_LINKED_PROPERTIES',
    `Your login is linked to more than ${MAX_CALLER_PROPERTY_IDS} properties; ask your letting agent for a staff login to see them`,
  );
}

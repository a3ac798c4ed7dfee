import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { LeaseTenantEntity } from '../src/leases/lease-tenant.entity';
import { LeaseEntity } from '../src/leases/lease.entity';
import { PropertyOwnerEntity } from '../src/property-owners/property-owner.entity';
import { PropertyEntity } from '../src/properties/property.entity';
import { TenantEntity } from '../src/tenants/tenant.entity';

let sequence = 0;

/** A property of the given company; references are unique within the test run. */
export async function createProperty(
  dataSource: DataSource,
  companyId: string,
  overrides: Partial<PropertyEntity> = {},
): Promise<PropertyEntity> {
  sequence += 1;
  const repo = dataSource.getRepository(PropertyEntity);
  return repo.save(
    repo.create({
      companyId,
      reference: `T-${String(sequence).padStart(4, '0')}-${randomUUID().slice(0, 6)}`,
      addressLine1: `${sequence} Test Street`,
      addressLine2: null,
      city: 'Manchester',
      postcode: 'M14 5AL',
      nation: 'england',
      type: 'flat',
      bedrooms: 2,
      bathrooms: 1,
      furnished: false,
      status: 'vacant',
      ownerId: null,
      buildingFactorId: null,
      monthlyRentPence: 95_000,
      councilTaxBand: null,
      epcRating: null,
      notes: null,
      ...overrides,
    }),
  );
}

export async function createOwner(
  dataSource: DataSource,
  companyId: string,
  overrides: Partial<PropertyOwnerEntity> = {},
): Promise<PropertyOwnerEntity> {
  sequence += 1;
  const repo = dataSource.getRepository(PropertyOwnerEntity);
  return repo.save(
    repo.create({
      companyId,
      name: `Owner ${sequence}`,
      email: `owner-${randomUUID()}@example.com`,
      phone: null,
      managementFeePercent: 10.5,
      spendingLimitPence: 25_000,
      ...overrides,
    }),
  );
}

export async function createTenant(
  dataSource: DataSource,
  companyId: string,
  overrides: Partial<TenantEntity> = {},
): Promise<TenantEntity> {
  sequence += 1;
  const repo = dataSource.getRepository(TenantEntity);
  return repo.save(
    repo.create({
      companyId,
      firstName: 'Tenant',
      lastName: `Number ${sequence}`,
      email: `tenant-${randomUUID()}@example.com`,
      phone: '07700 900123',
      status: 'current',
      ...overrides,
    }),
  );
}

/** An active English tenancy of the property from today, monthly, with these tenants. */
export async function createTenancy(
  dataSource: DataSource,
  companyId: string,
  propertyId: string,
  tenantIds: string[],
  overrides: Partial<LeaseEntity> = {},
): Promise<LeaseEntity> {
  const repo = dataSource.getRepository(LeaseEntity);
  const lease = await repo.save(
    repo.create({
      companyId,
      propertyId,
      status: 'active',
      nation: 'england',
      type: 'assured_periodic',
      startDate: new Date().toISOString().slice(0, 10),
      endDate: null,
      rentPence: 95_000,
      rentFrequency: 'monthly',
      rentDueDay: 1,
      monthlyRentPence: 95_000,
      ...overrides,
    }),
  );
  await dataSource
    .getRepository(LeaseTenantEntity)
    .save(tenantIds.map((tenantId) => ({ companyId, leaseId: lease.id, tenantId })));
  return lease;
}

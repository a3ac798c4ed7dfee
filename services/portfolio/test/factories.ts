import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { PropertyOwnerEntity } from '../src/property-owners/property-owner.entity';
import { PropertyEntity } from '../src/properties/property.entity';

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

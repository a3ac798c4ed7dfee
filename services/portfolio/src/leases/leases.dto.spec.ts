import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { CreateTenancyDto, ListLeasesQueryDto } from './leases.dto';

const VALID = {
  propertyId: '00000000-0000-4000-8201-000000000001',
  tenantIds: ['00000000-0000-4000-8204-000000000001'],
  type: 'assured_periodic',
  startDate: '2026-12-01',
  rentPence: 95_000,
  rentFrequency: 'monthly',
  rentDueDay: 1,
  depositPence: 100_000,
  depositScheme: 'dps',
};

async function invalidFields(body: Record<string, unknown>) {
  const errors = await validate(plainToInstance(CreateTenancyDto, { ...VALID, ...body }));
  return errors.map((error) => error.property).sort();
}

describe('a new tenancy’s shape', () => {
  it('[LEASE-01] accepts whole terms, and a periodic tenancy with no end date or deposit', async () => {
    expect(await invalidFields({})).toEqual([]);
    expect(await invalidFields({ endDate: null, depositPence: null, depositScheme: null })).toEqual([]);
  });

  it.each([0, 32, 1.5])('[LEASE-04] refuses a due day of %s', async (rentDueDay) => {
    expect(await invalidFields({ rentDueDay })).toEqual(['rentDueDay']);
  });

  it.each([
    [{ startDate: '2026-02-29' }, 'startDate'],
    [{ endDate: '01/12/2027' }, 'endDate'],
    [{ rentPence: 0 }, 'rentPence'],
    [{ rentPence: 950.5 }, 'rentPence'],
    [{ depositPence: -1 }, 'depositPence'],
    [{ tenantIds: [] }, 'tenantIds'],
    [{ tenantIds: [VALID.tenantIds[0], VALID.tenantIds[0]] }, 'tenantIds'],
    [{ type: 'periodic' }, 'type'],
    [{ rentFrequency: 'daily' }, 'rentFrequency'],
    [{ depositScheme: 'my_bank' }, 'depositScheme'],
  ])('[LEASE-01] refuses %j on its field', async (body, field) => {
    expect(await invalidFields(body)).toEqual([field]);
  });
});

describe('the tenancy list’s filters', () => {
  it('[LEASE-01] read comma lists, a property id and ending within N days from the query string', async () => {
    const query = plainToInstance(ListLeasesQueryDto, {
      status: 'active,ending',
      type: 'company_let',
      propertyId: VALID.propertyId,
      endingWithinDays: '30',
      schedule: 'true',
    });
    expect(await validate(query)).toEqual([]);
    expect(query).toMatchObject({
      status: ['active', 'ending'],
      type: ['company_let'],
      endingWithinDays: 30,
      schedule: true,
    });
    const bad = plainToInstance(ListLeasesQueryDto, { status: 'live', endingWithinDays: '-1', propertyId: 'x' });
    expect((await validate(bad)).map((error) => error.property).sort()).toEqual([
      'endingWithinDays',
      'propertyId',
      'status',
    ]);
  });
});

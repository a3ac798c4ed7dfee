import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Nation, PropertyStatus, PropertyType } from '@pm/contracts';
import { DEMO, demoId, ServiceConfig } from '@pm/kit';
import { DataSource, type EntityManager } from 'typeorm';
import { normalisePostcode } from '../properties/postcode';

/**
 * Id kinds of this service's demo records. The maintenance seed refers to demo properties by
 * `demoId(0x201, n)`, so these numbers are shared knowledge: never renumber them.
 */
export const DEMO_KIND = { property: 0x201, owner: 0x202, buildingFactor: 0x203, tenant: 0x204 } as const;

const agency = DEMO.agencyCompanyId;
const other = DEMO.otherAgencyCompanyId;
const ownerId = (n: number) => demoId(DEMO_KIND.owner, n);
const factorId = (n: number) => demoId(DEMO_KIND.buildingFactor, n);

interface DemoOwner {
  n: number;
  name: string;
  email: string | null;
  phone: string | null;
  feePercent: number;
  spendingLimitPence: number;
}

// prettier-ignore
const OWNERS: DemoOwner[] = [
  { n: 1, name: 'Margaret Holloway', email: DEMO.users.owner.email, phone: '07700 900123', feePercent: 10, spendingLimitPence: 25_000 },
  { n: 2, name: 'Pennine Residential Investments Ltd', email: 'accounts@pennine-residential.example.com', phone: '0113 496 0412', feePercent: 8.5, spendingLimitPence: 50_000 },
  { n: 3, name: 'David and Aisha Okafor', email: 'okafor.family@example.com', phone: '07700 900456', feePercent: 12, spendingLimitPence: 20_000 },
  { n: 4, name: 'Fiona MacLeod', email: 'fiona.macleod@example.com', phone: null, feePercent: 11, spendingLimitPence: 30_000 },
];

interface DemoProperty {
  n: number;
  companyId: string;
  reference: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  postcode: string;
  nation: Nation;
  type: PropertyType;
  bedrooms: number;
  bathrooms: number;
  furnished: boolean;
  status: PropertyStatus;
  owner: number | null;
  factor: number | null;
  rentPence: number | null;
  councilTaxBand: string | null;
  epcRating: string | null;
  notes: string | null;
}

// prettier-ignore
const PROPERTIES: DemoProperty[] = [
  { n: 1, companyId: agency, reference: 'NGL-001', addressLine1: 'Flat 3, 112 Wilmslow Road', addressLine2: 'Rusholme', city: 'Manchester', postcode: 'M14 5AL', nation: 'england', type: 'flat', bedrooms: 2, bathrooms: 1, furnished: true, status: 'let', owner: 1, factor: null, rentPence: 95_000, councilTaxBand: 'A', epcRating: 'C', notes: 'Entry phone on the main door; bins collected Tuesday.' },
  { n: 2, companyId: agency, reference: 'NGL-002', addressLine1: '14 Cardigan Road', addressLine2: 'Headingley', city: 'Leeds', postcode: 'LS6 3AG', nation: 'england', type: 'hmo', bedrooms: 5, bathrooms: 2, furnished: true, status: 'let', owner: 2, factor: null, rentPence: 245_000, councilTaxBand: 'C', epcRating: 'D', notes: 'Licensed HMO for five occupiers (Leeds City Council).' },
  { n: 3, companyId: agency, reference: 'NGL-003', addressLine1: 'Flat 2F1, 18 Dalmeny Street', addressLine2: 'Leith', city: 'Edinburgh', postcode: 'EH6 8PG', nation: 'scotland', type: 'flat', bedrooms: 2, bathrooms: 1, furnished: false, status: 'let', owner: 4, factor: 1, rentPence: 115_000, councilTaxBand: 'C', epcRating: 'C', notes: 'Common stair cleaned monthly by the factor.' },
  { n: 4, companyId: agency, reference: 'NGL-004', addressLine1: 'Flat 3F2, 41 Great Junction Street', addressLine2: 'Leith', city: 'Edinburgh', postcode: 'EH6 5HX', nation: 'scotland', type: 'flat', bedrooms: 1, bathrooms: 1, furnished: true, status: 'vacant', owner: 4, factor: 1, rentPence: 99_500, councilTaxBand: 'B', epcRating: 'D', notes: null },
  { n: 5, companyId: agency, reference: 'NGL-005', addressLine1: 'Flat 2/1, 9 Highburgh Road', addressLine2: 'Hillhead', city: 'Glasgow', postcode: 'G12 9YD', nation: 'scotland', type: 'flat', bedrooms: 2, bathrooms: 1, furnished: true, status: 'let', owner: 4, factor: 1, rentPence: 105_000, councilTaxBand: 'D', epcRating: 'C', notes: 'Traditional tenement; back court shared with numbers 7-11.' },
  { n: 6, companyId: agency, reference: 'NGL-006', addressLine1: '42 Heslington Road', addressLine2: null, city: 'York', postcode: 'YO10 5BN', nation: 'england', type: 'house', bedrooms: 3, bathrooms: 1, furnished: false, status: 'under_offer', owner: 1, factor: null, rentPence: 135_000, councilTaxBand: 'C', epcRating: 'D', notes: 'Holding deposit taken; references in progress.' },
  { n: 7, companyId: agency, reference: 'NGL-007', addressLine1: '15a Oakholme Road', addressLine2: 'Broomhill', city: 'Sheffield', postcode: 'S10 3DF', nation: 'england', type: 'maisonette', bedrooms: 2, bathrooms: 1, furnished: false, status: 'let', owner: 3, factor: null, rentPence: 87_500, councilTaxBand: 'B', epcRating: 'C', notes: null },
  { n: 8, companyId: agency, reference: 'NGL-008', addressLine1: 'Flat 1, 23 Cotham Hill', addressLine2: 'Cotham', city: 'Bristol', postcode: 'BS6 6JR', nation: 'england', type: 'studio', bedrooms: 0, bathrooms: 1, furnished: true, status: 'let', owner: 3, factor: null, rentPence: 82_500, councilTaxBand: 'A', epcRating: 'C', notes: null },
  { n: 9, companyId: agency, reference: 'NGL-009', addressLine1: '31 Fog Lane', addressLine2: 'Didsbury', city: 'Manchester', postcode: 'M20 6AS', nation: 'england', type: 'bungalow', bedrooms: 2, bathrooms: 1, furnished: false, status: 'vacant', owner: 1, factor: null, rentPence: 110_000, councilTaxBand: 'C', epcRating: 'E', notes: 'Level access; suits a tenant with reduced mobility.' },
  { n: 10, companyId: agency, reference: 'NGL-010', addressLine1: 'Flat 4, 9 Headingley Lane', addressLine2: 'Headingley', city: 'Leeds', postcode: 'LS6 1BL', nation: 'england', type: 'flat', bedrooms: 1, bathrooms: 1, furnished: true, status: 'unavailable', owner: 2, factor: null, rentPence: 72_500, councilTaxBand: 'A', epcRating: 'D', notes: 'Kitchen refit under way; back on the market next month.' },
  { n: 11, companyId: agency, reference: 'NGL-011', addressLine1: 'Flat 0/1, 5 Cranworth Street', addressLine2: 'Hillhead', city: 'Glasgow', postcode: 'G12 8AG', nation: 'scotland', type: 'flat', bedrooms: 3, bathrooms: 2, furnished: false, status: 'let', owner: 4, factor: 1, rentPence: 120_000, councilTaxBand: 'E', epcRating: 'C', notes: null },
  { n: 12, companyId: agency, reference: 'NGL-012', addressLine1: '56 Chesterfield Road', addressLine2: 'St Andrews', city: 'Bristol', postcode: 'BS6 5DP', nation: 'england', type: 'house', bedrooms: 4, bathrooms: 2, furnished: false, status: 'let', owner: 2, factor: null, rentPence: 195_000, councilTaxBand: 'D', epcRating: 'C', notes: null },
  { n: 101, companyId: other, reference: 'HRL-001', addressLine1: '8 Aigburth Drive', addressLine2: 'Aigburth', city: 'Liverpool', postcode: 'L17 4JQ', nation: 'england', type: 'flat', bedrooms: 2, bathrooms: 1, furnished: false, status: 'let', owner: null, factor: null, rentPence: 85_000, councilTaxBand: 'B', epcRating: 'C', notes: null },
  { n: 102, companyId: other, reference: 'HRL-002', addressLine1: '27 Richmond Road', addressLine2: 'Roath', city: 'Cardiff', postcode: 'CF24 3AT', nation: 'wales', type: 'house', bedrooms: 3, bathrooms: 1, furnished: false, status: 'vacant', owner: null, factor: null, rentPence: 115_000, councilTaxBand: 'D', epcRating: 'D', notes: null },
];

interface DemoTenant {
  n: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  checkedDaysAgo: number | null;
  /** Days from today until a time-limited Right to Rent ends; null for an unlimited right. */
  expiresInDays: number | null;
  userId: string | null;
}

// prettier-ignore
const TENANTS: DemoTenant[] = [
  { n: 1, firstName: 'Emily', lastName: 'Carter', email: DEMO.users.tenant.email, phone: '07700 900201', checkedDaysAgo: 400, expiresInDays: null, userId: DEMO.users.tenant.id },
  { n: 2, firstName: 'James', lastName: 'Patel', email: 'james.patel@example.com', phone: '07700 900202', checkedDaysAgo: 220, expiresInDays: null, userId: null },
  { n: 3, firstName: 'Sophie', lastName: 'Williams', email: 'sophie.williams@example.com', phone: '07700 900203', checkedDaysAgo: 150, expiresInDays: null, userId: null },
  { n: 4, firstName: 'Callum', lastName: 'Fraser', email: 'callum.fraser@example.com', phone: '07700 900204', checkedDaysAgo: 90, expiresInDays: null, userId: null },
  { n: 5, firstName: 'Ana', lastName: 'Kowalska', email: 'ana.kowalska@example.com', phone: '07700 900205', checkedDaysAgo: 330, expiresInDays: 40, userId: null },
  { n: 6, firstName: 'Liam', lastName: "O'Connor", email: 'liam.oconnor@example.com', phone: '07700 900206', checkedDaysAgo: null, expiresInDays: null, userId: null },
];

function isoDate(daysFromToday: number): string {
  const date = new Date(Date.now() + daysFromToday * 86_400_000);
  return date.toISOString().slice(0, 10);
}

function postcodeOf(row: DemoProperty): string {
  const postcode = normalisePostcode(row.postcode);
  if (!postcode) throw new Error(`Demo property ${row.reference} has an invalid postcode`);
  return postcode;
}

async function seed(manager: EntityManager): Promise<void> {
  for (const owner of OWNERS) {
    await manager.query(
      `INSERT INTO "portfolio"."property_owner"
         ("id", "company_id", "name", "email", "phone", "management_fee_percent", "spending_limit_pence")
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [ownerId(owner.n), agency, owner.name, owner.email, owner.phone, owner.feePercent, owner.spendingLimitPence],
    );
  }
  await manager.query(
    `INSERT INTO "portfolio"."building_factor" ("id", "company_id", "name", "email", "phone")
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [factorId(1), agency, 'Thistle Property Factors Ltd', 'factoring@thistle-factors.example.com', '0131 496 0788'],
  );
  for (const row of PROPERTIES) {
    await manager.query(
      `INSERT INTO "portfolio"."property"
         ("id", "company_id", "reference", "address_line1", "address_line2", "city", "postcode", "nation", "type",
          "bedrooms", "bathrooms", "furnished", "status", "owner_id", "building_factor_id", "monthly_rent_pence",
          "council_tax_band", "epc_rating", "notes")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
       ON CONFLICT DO NOTHING`,
      [
        demoId(DEMO_KIND.property, row.n),
        row.companyId,
        row.reference,
        row.addressLine1,
        row.addressLine2,
        row.city,
        postcodeOf(row),
        row.nation,
        row.type,
        row.bedrooms,
        row.bathrooms,
        row.furnished,
        row.status,
        row.owner === null ? null : ownerId(row.owner),
        row.factor === null ? null : factorId(row.factor),
        row.rentPence,
        row.councilTaxBand,
        row.epcRating,
        row.notes,
      ],
    );
  }
  for (const tenant of TENANTS) {
    await manager.query(
      `INSERT INTO "portfolio"."tenant"
         ("id", "company_id", "first_name", "last_name", "email", "phone", "right_to_rent_checked_at",
          "right_to_rent_expires_at", "user_id")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [
        demoId(DEMO_KIND.tenant, tenant.n),
        agency,
        tenant.firstName,
        tenant.lastName,
        tenant.email,
        tenant.phone,
        tenant.checkedDaysAgo === null ? null : isoDate(-tenant.checkedDaysAgo),
        tenant.expiresInDays === null ? null : isoDate(tenant.expiresInDays),
        tenant.userId,
      ],
    );
  }
}

/** Applies the portfolio part of the demo seed; safe to run again (fixed ids, existing rows are kept). */
export async function seedPortfolioDemo(dataSource: DataSource): Promise<void> {
  await dataSource.transaction((manager) => seed(manager));
}

@Injectable()
export class DemoSeedRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: ServiceConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.DEMO_SEED !== '1' || this.config.NODE_ENV === 'production') return;
    await seedPortfolioDemo(this.dataSource);
    this.logger.log('portfolio demo data is in place');
  }
}

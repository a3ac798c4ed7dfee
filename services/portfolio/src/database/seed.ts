import {
  DEMO,
  DEMO_DOCUMENT_KIND,
  DEMO_DOCUMENTS,
  DEMO_KIND,
  demoDocumentKey,
  demoId,
  demoPdf,
  type Seed,
  seedRows,
} from '@pm/kit';
import { createHash } from 'node:crypto';
import { BuildingFactorEntity } from '../building-factors/building-factor.entity';
import { ComplianceItemEntity } from '../compliance-items/compliance-item.entity';
import { LeaseTenantEntity } from '../leases/lease-tenant.entity';
import { LeaseEntity } from '../leases/lease.entity';
import { RentChangeEntity } from '../leases/rent-change.entity';
import { RentPaymentEntity } from '../leases/rent-payment.entity';
import { monthlyEquivalent, scheduleOf, takesDueDay } from '../leases/tenancy-terms';
import { londonToday } from '../compliance/calendar-date';
import { normalisePostcode } from '../properties/postcode';
import { PropertyEntity } from '../properties/property.entity';
import { PropertyOwnerEntity } from '../property-owners/property-owner.entity';
import { RightToRentCheckEntity } from '../tenants/right-to-rent-check.entity';
import { TenantEntity } from '../tenants/tenant.entity';
import { DocumentVersionEntity } from '../documents/document-version.entity';
import { DocumentEntity } from '../documents/document.entity';
import { MeterReadingEntity } from '../utility-accounts/meter-reading.entity';
import { UtilityAccountEntity } from '../utility-accounts/utility-account.entity';

const agency = DEMO.agencyCompanyId;
const other = DEMO.otherAgencyCompanyId;
const ownerId = (n: number) => demoId(DEMO_KIND.propertyOwner, n);
const factorId = (n: number) => demoId(DEMO_KIND.buildingFactor, n);

type DemoOwner = Pick<
  PropertyOwnerEntity,
  'name' | 'email' | 'phone' | 'managementFeePercent' | 'spendingLimitPence' | 'userId'
> & {
  n: number;
};

// prettier-ignore
const OWNERS: DemoOwner[] = [
  { n: 1, name: 'Margaret Holloway', email: DEMO.users.owner.email, phone: '07700 900123', managementFeePercent: 10, spendingLimitPence: 25_000, userId: DEMO.users.owner.id },
  { n: 2, name: 'Pennine Residential Investments Ltd', email: 'accounts@pennine-residential.example.com', phone: '0113 496 0412', managementFeePercent: 8.5, spendingLimitPence: 50_000, userId: null },
  { n: 3, name: 'David and Aisha Okafor', email: 'okafor.family@example.com', phone: '07700 900456', managementFeePercent: 12, spendingLimitPence: 20_000, userId: null },
  { n: 4, name: 'Fiona MacLeod', email: 'fiona.macleod@example.com', phone: null, managementFeePercent: 11, spendingLimitPence: 30_000, userId: null },
];

/** Owner and factor by their demo number; the compliance facts are in FACTS. */
type DemoProperty = Omit<
  PropertyEntity,
  | 'id'
  | 'ownerId'
  | 'buildingFactorId'
  | 'monthlyRentPence'
  | 'archivedAt'
  | 'createdAt'
  | 'updatedAt'
  | keyof DemoFacts
> & { n: number; owner: number | null; factor: number | null; rentPence: number | null };

/** What the compliance rules read of a property (CMP-02). */
type DemoFacts = Pick<PropertyEntity, 'hasGasSupply' | 'licence' | 'hasCommonParts' | 'epcMinimumExempt'>;
const USUAL_FACTS: DemoFacts = { hasGasSupply: true, licence: 'none', hasCommonParts: false, epcMinimumExempt: false };
/**
 * By property number, where a property differs from a gas-heated home of its own: flats in converted houses and
 * tenements share a stair or hall (common parts), the Leeds HMO holds a mandatory licence, two flats are
 * all-electric, and the Headingley flat is in Leeds's selective licensing area.
 */
const FACTS: Record<number, Partial<DemoFacts>> = {
  1: { hasCommonParts: true },
  2: { licence: 'hmo_mandatory', hasCommonParts: true },
  3: { hasCommonParts: true },
  4: { hasCommonParts: true, hasGasSupply: false },
  5: { hasCommonParts: true },
  8: { hasCommonParts: true, hasGasSupply: false },
  10: { hasCommonParts: true, licence: 'selective' },
  11: { hasCommonParts: true },
};

// prettier-ignore
const PROPERTIES: DemoProperty[] = [
  { n: 1, companyId: agency, reference: 'NGL-001', addressLine1: 'Flat 3, 112 Wilmslow Road', addressLine2: 'Rusholme', city: 'Manchester', postcode: 'M14 5AL', nation: 'england', type: 'flat', bedrooms: 2, bathrooms: 1, furnished: true, status: 'let', owner: 1, factor: null, rentPence: 95_000, councilTaxBand: 'A', epcRating: 'C', notes: 'Entry phone on the main door; bins collected Tuesday.' },
  { n: 2, companyId: agency, reference: 'NGL-002', addressLine1: '14 Cardigan Road', addressLine2: 'Headingley', city: 'Leeds', postcode: 'LS6 3AG', nation: 'england', type: 'hmo', bedrooms: 5, bathrooms: 2, furnished: true, status: 'let', owner: 2, factor: null, rentPence: 245_000, councilTaxBand: 'C', epcRating: 'D', notes: 'Licensed HMO for five occupiers (Leeds City Council).' },
  { n: 3, companyId: agency, reference: 'NGL-003', addressLine1: 'Flat 2F1, 18 Dalmeny Street', addressLine2: 'Leith', city: 'Edinburgh', postcode: 'EH6 8PG', nation: 'scotland', type: 'flat', bedrooms: 2, bathrooms: 1, furnished: false, status: 'let', owner: 4, factor: 1, rentPence: 115_000, councilTaxBand: 'C', epcRating: 'C', notes: 'Common stair cleaned monthly by the factor.' },
  { n: 4, companyId: agency, reference: 'NGL-004', addressLine1: 'Flat 3F2, 41 Great Junction Street', addressLine2: 'Leith', city: 'Edinburgh', postcode: 'EH6 5HX', nation: 'scotland', type: 'flat', bedrooms: 1, bathrooms: 1, furnished: true, status: 'vacant', owner: 4, factor: 1, rentPence: 99_500, councilTaxBand: 'B', epcRating: 'D', notes: null },
  { n: 5, companyId: agency, reference: 'NGL-005', addressLine1: 'Flat 2/1, 9 Highburgh Road', addressLine2: 'Hillhead', city: 'Glasgow', postcode: 'G12 9YD', nation: 'scotland', type: 'flat', bedrooms: 2, bathrooms: 1, furnished: true, status: 'let', owner: 4, factor: 2, rentPence: 105_000, councilTaxBand: 'D', epcRating: 'C', notes: 'Traditional tenement; back court shared with numbers 7-11.' },
  { n: 6, companyId: agency, reference: 'NGL-006', addressLine1: '42 Heslington Road', addressLine2: null, city: 'York', postcode: 'YO10 5BN', nation: 'england', type: 'house', bedrooms: 3, bathrooms: 1, furnished: false, status: 'under_offer', owner: 1, factor: null, rentPence: 135_000, councilTaxBand: 'C', epcRating: 'D', notes: 'Holding deposit taken; references in progress.' },
  { n: 7, companyId: agency, reference: 'NGL-007', addressLine1: '15a Oakholme Road', addressLine2: 'Broomhill', city: 'Sheffield', postcode: 'S10 3DF', nation: 'england', type: 'maisonette', bedrooms: 2, bathrooms: 1, furnished: false, status: 'let', owner: 3, factor: null, rentPence: 87_500, councilTaxBand: 'B', epcRating: 'C', notes: null },
  { n: 8, companyId: agency, reference: 'NGL-008', addressLine1: 'Flat 1, 23 Cotham Hill', addressLine2: 'Cotham', city: 'Bristol', postcode: 'BS6 6JR', nation: 'england', type: 'studio', bedrooms: 0, bathrooms: 1, furnished: true, status: 'let', owner: 3, factor: null, rentPence: 82_500, councilTaxBand: 'A', epcRating: 'C', notes: null },
  { n: 9, companyId: agency, reference: 'NGL-009', addressLine1: '31 Fog Lane', addressLine2: 'Didsbury', city: 'Manchester', postcode: 'M20 6AS', nation: 'england', type: 'bungalow', bedrooms: 2, bathrooms: 1, furnished: false, status: 'vacant', owner: 1, factor: null, rentPence: 110_000, councilTaxBand: 'C', epcRating: 'E', notes: 'Level access; suits a tenant with reduced mobility.' },
  { n: 10, companyId: agency, reference: 'NGL-010', addressLine1: 'Flat 4, 9 Headingley Lane', addressLine2: 'Headingley', city: 'Leeds', postcode: 'LS6 1BL', nation: 'england', type: 'flat', bedrooms: 1, bathrooms: 1, furnished: true, status: 'unavailable', owner: 2, factor: null, rentPence: 72_500, councilTaxBand: 'A', epcRating: 'D', notes: 'Kitchen refit under way; back on the market next month.' },
  { n: 11, companyId: agency, reference: 'NGL-011', addressLine1: 'Flat 0/1, 5 Cranworth Street', addressLine2: 'Hillhead', city: 'Glasgow', postcode: 'G12 8AG', nation: 'scotland', type: 'flat', bedrooms: 3, bathrooms: 2, furnished: false, status: 'let', owner: 4, factor: 2, rentPence: 120_000, councilTaxBand: 'E', epcRating: 'C', notes: null },
  { n: 12, companyId: agency, reference: 'NGL-012', addressLine1: '56 Chesterfield Road', addressLine2: 'St Andrews', city: 'Bristol', postcode: 'BS6 5DP', nation: 'england', type: 'house', bedrooms: 4, bathrooms: 2, furnished: false, status: 'let', owner: 2, factor: null, rentPence: 195_000, councilTaxBand: 'D', epcRating: 'C', notes: null },
  { n: 101, companyId: other, reference: 'HRL-001', addressLine1: '8 Aigburth Drive', addressLine2: 'Aigburth', city: 'Liverpool', postcode: 'L17 4JQ', nation: 'england', type: 'flat', bedrooms: 2, bathrooms: 1, furnished: false, status: 'let', owner: null, factor: null, rentPence: 85_000, councilTaxBand: 'B', epcRating: 'C', notes: null },
  { n: 102, companyId: other, reference: 'HRL-002', addressLine1: '27 Richmond Road', addressLine2: 'Roath', city: 'Cardiff', postcode: 'CF24 3AT', nation: 'wales', type: 'house', bedrooms: 3, bathrooms: 1, furnished: false, status: 'vacant', owner: null, factor: null, rentPence: 115_000, councilTaxBand: 'D', epcRating: 'D', notes: null },
];

type DemoTenant = Pick<
  TenantEntity,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'dateOfBirth'
  | 'emergencyContactName'
  | 'emergencyContactPhone'
  | 'emergencyContactRelationship'
  | 'status'
  | 'notes'
  | 'userId'
> & { n: number };

// prettier-ignore
const TENANTS: DemoTenant[] = [
  { n: 1, firstName: 'Emily', lastName: 'Carter', email: DEMO.users.tenant.email, phone: '07700 900201', dateOfBirth: '1996-04-18', emergencyContactName: 'Helen Carter', emergencyContactPhone: '07700 900301', emergencyContactRelationship: 'Mother', status: 'current', notes: 'Prefers e-mail; works shifts, so visits after 2pm.', userId: DEMO.users.tenant.id },
  { n: 2, firstName: 'James', lastName: 'Patel', email: 'james.patel@example.com', phone: '07700 900202', dateOfBirth: '1999-09-02', emergencyContactName: 'Priya Patel', emergencyContactPhone: '0113 496 0520', emergencyContactRelationship: 'Sister', status: 'current', notes: null, userId: null },
  { n: 3, firstName: 'Sophie', lastName: 'Williams', email: 'sophie.williams@example.com', phone: '07700 900203', dateOfBirth: '2001-01-23', emergencyContactName: null, emergencyContactPhone: null, emergencyContactRelationship: null, status: 'current', notes: null, userId: null },
  { n: 4, firstName: 'Callum', lastName: 'Fraser', email: 'callum.fraser@example.com', phone: '07700 900204', dateOfBirth: null, emergencyContactName: 'Isla Fraser', emergencyContactPhone: '0131 496 0911', emergencyContactRelationship: 'Partner', status: 'current', notes: null, userId: null },
  { n: 5, firstName: 'Ana', lastName: 'Kowalska', email: 'ana.kowalska@example.com', phone: '07700 900205', dateOfBirth: '1990-07-30', emergencyContactName: null, emergencyContactPhone: null, emergencyContactRelationship: null, status: 'current', notes: 'Has given notice: moving out at the end of next month.', userId: null },
  { n: 6, firstName: 'Liam', lastName: "O'Connor", email: 'liam.oconnor@example.com', phone: '07700 900206', dateOfBirth: null, emergencyContactName: null, emergencyContactPhone: null, emergencyContactRelationship: null, status: 'former', notes: 'Deposit returned in full.', userId: null },
];

/**
 * Right to Rent checks (TEN-02) by tenant number; days are relative to the seed's run. James's time-limited right
 * (Leeds, England) ends within 28 days, so its alert shows; Ana's ends too, but she lives in Glasgow, where no check
 * is required; Liam, a former tenant, has none on record.
 */
type DemoCheck = Pick<RightToRentCheckEntity, 'method' | 'shareCode'> & {
  n: number;
  tenant: number;
  checkedDaysAgo: number;
  /** Days from today until a time-limited right ends; null for an unlimited right. */
  expiresInDays: number | null;
};

// prettier-ignore
const RIGHT_TO_RENT_CHECKS: DemoCheck[] = [
  { n: 1, tenant: 1, method: 'manual_document', shareCode: null, checkedDaysAgo: 400, expiresInDays: null },
  { n: 2, tenant: 2, method: 'online_share_code', shareCode: 'W4K7PX9QM', checkedDaysAgo: 220, expiresInDays: 20 },
  { n: 3, tenant: 3, method: 'idvt', shareCode: null, checkedDaysAgo: 150, expiresInDays: null },
  { n: 4, tenant: 4, method: 'manual_document', shareCode: null, checkedDaysAgo: 90, expiresInDays: null },
  { n: 5, tenant: 5, method: 'online_share_code', shareCode: 'R8T2LN6VB', checkedDaysAgo: 330, expiresInDays: 40 },
];

/** Fixed ids for the demo's Right to Rent checks; kit's DEMO_KIND has no entry for them yet. */
const RIGHT_TO_RENT_CHECK_KIND = 0x2b1;

/**
 * Tenancies by property and tenant number; days are relative to the seed's run. The demo tenant login lives at
 * NGL-001 (owned by the demo owner login) since a year ago; a former tenancy there ended before it began.
 */
type DemoLease = Pick<
  LeaseEntity,
  'status' | 'type' | 'rentPence' | 'rentFrequency' | 'depositPence' | 'depositScheme' | 'depositReference'
> & {
  n: number;
  property: number;
  tenants: number[];
  startDaysAgo: number;
  /** Days from today (negative: in the past); null for a periodic tenancy with no end. */
  endsInDays: number | null;
  noticeDaysAgo: number | null;
  /** When the deposit was received, protected and its prescribed information served (null: not yet). */
  deposit: { receivedDaysAgo: number; protectedDaysAgo: number | null };
};

// prettier-ignore
const LEASES: DemoLease[] = [
  { n: 1, property: 1, tenants: [1], status: 'active', type: 'assured_periodic', startDaysAgo: 395, endsInDays: null, noticeDaysAgo: null, rentPence: 92_000, rentFrequency: 'monthly', depositPence: 109_600, depositScheme: 'dps', depositReference: 'DPS-4417-2291', deposit: { receivedDaysAgo: 395, protectedDaysAgo: 385 } },
  // A new joint tenant's deposit, received last month and not yet protected: its deadline is days away (DEP-02).
  { n: 2, property: 2, tenants: [2, 3], status: 'active', type: 'assured_periodic', startDaysAgo: 220, endsInDays: null, noticeDaysAgo: null, rentPence: 245_000, rentFrequency: 'monthly', depositPence: 282_600, depositScheme: 'tds', depositReference: null, deposit: { receivedDaysAgo: 25, protectedDaysAgo: null } },
  { n: 3, property: 1, tenants: [6], status: 'ended', type: 'assured_shorthold', startDaysAgo: 1_125, endsInDays: -396, noticeDaysAgo: 460, rentPence: 90_000, rentFrequency: 'monthly', depositPence: 103_800, depositScheme: 'mydeposits', depositReference: 'MD-88213', deposit: { receivedDaysAgo: 1_125, protectedDaysAgo: 1_110 } },
  // Four-weekly rent whose monthly equivalent is £1,150.00.
  { n: 4, property: 3, tenants: [4], status: 'active', type: 'private_residential_tenancy', startDaysAgo: 90, endsInDays: null, noticeDaysAgo: null, rentPence: 106_154, rentFrequency: 'four_weekly', depositPence: 115_000, depositScheme: 'safedeposits_scotland', depositReference: 'SDS-220571', deposit: { receivedDaysAgo: 92, protectedDaysAgo: 70 } },
  { n: 5, property: 5, tenants: [5], status: 'ending', type: 'private_residential_tenancy', startDaysAgo: 330, endsInDays: 30, noticeDaysAgo: 54, rentPence: 105_000, rentFrequency: 'monthly', depositPence: 105_000, depositScheme: 'lps_scotland', depositReference: 'LPS-S-30418', deposit: { receivedDaysAgo: 330, protectedDaysAgo: 310 } },
];

/** Fixed ids for the demo's rent changes; kit's DEMO_KIND has no entry for them yet. */
const RENT_CHANGE_KIND = 0x2b1;

/** Later rents (LEASE-04): the demo tenant's rent went up on the tenancy's first anniversary. */
const RENT_CHANGES = [{ n: 1, lease: 1, effectiveDaysAgo: 30, rentPence: 95_000 }];

/**
 * Compliance records (CMP-01) by property; days are relative to the seed's run, so the demo always shows every
 * state: valid, expiring within 30 days, expired, missing (a needed item with no record) and exempt. An expiry
 * left out is worked out from the item's renewal period.
 */
type DemoComplianceItem = Pick<ComplianceItemEntity, 'type' | 'reference'> & {
  n: number;
  property: number;
  issuedDaysAgo: number | null;
  expiresInDays?: number;
  exempt?: Pick<ComplianceItemEntity, 'exemptReason' | 'exemptNote'>;
};

// prettier-ignore
const COMPLIANCE_ITEMS: DemoComplianceItem[] = [
  // NGL-001: valid gas, electrics, EPC and alarms; legionella expiring; the fire risk assessment of the hall expired.
  { n: 1, property: 1, type: 'gas_safety', reference: 'GS-118204', issuedDaysAgo: 200 },
  { n: 2, property: 1, type: 'eicr', reference: 'EICR-M14-2291', issuedDaysAgo: 1_100 },
  { n: 3, property: 1, type: 'epc', reference: '0310-2941-7390-2026-4151', issuedDaysAgo: 1_500 },
  { n: 4, property: 1, type: 'smoke_co_alarms', reference: null, issuedDaysAgo: 396 },
  { n: 5, property: 1, type: 'legionella', reference: 'LRA-2024-031', issuedDaysAgo: 710 },
  { n: 6, property: 1, type: 'fire_risk_assessment', reference: 'FRA-112W', issuedDaysAgo: 380 },
  // NGL-002 (licensed HMO): the gas safety record expires within a fortnight; the licence runs to the council's date.
  { n: 7, property: 2, type: 'gas_safety', reference: 'GS-220871', issuedDaysAgo: 352 },
  { n: 8, property: 2, type: 'eicr', reference: 'EICR-LS6-0932', issuedDaysAgo: 700 },
  { n: 9, property: 2, type: 'epc', reference: '8836-1120-6509-2021-0275', issuedDaysAgo: 2_000 },
  { n: 10, property: 2, type: 'smoke_co_alarms', reference: null, issuedDaysAgo: 221 },
  { n: 11, property: 2, type: 'legionella', reference: 'LRA-2025-117', issuedDaysAgo: 100 },
  { n: 12, property: 2, type: 'licence', reference: 'LCC/HMO/2023/0147', issuedDaysAgo: 1_100, expiresInDays: 725 },
  { n: 13, property: 2, type: 'fire_risk_assessment', reference: 'FRA-14CR', issuedDaysAgo: 90 },
  // NGL-003 (Edinburgh): an older gas safety record replaced by this year's; no legionella assessment yet (missing).
  { n: 14, property: 3, type: 'gas_safety', reference: 'GS-EH6-7710', issuedDaysAgo: 400 },
  { n: 15, property: 3, type: 'gas_safety', reference: 'GS-EH6-8124', issuedDaysAgo: 40 },
  { n: 16, property: 3, type: 'eicr', reference: 'EICR-EH6-0412', issuedDaysAgo: 500 },
  { n: 17, property: 3, type: 'epc', reference: '7010-1923-0402-5527-1001', issuedDaysAgo: 900 },
  { n: 18, property: 3, type: 'smoke_co_alarms', reference: null, issuedDaysAgo: 92 },
  // NGL-012: a new build whose installation certificate stands in for the first electrical report (exempt).
  { n: 19, property: 12, type: 'gas_safety', reference: 'GS-BS6-5520', issuedDaysAgo: 30 },
  { n: 20, property: 12, type: 'eicr', reference: null, issuedDaysAgo: null, expiresInDays: 900, exempt: { exemptReason: 'new_build_within_warranty', exemptNote: "Developer's Electrical Installation Certificate, March 2025" } },
  { n: 21, property: 12, type: 'epc', reference: '2290-4417-6120-2025-3318', issuedDaysAgo: 600 },
  // The other agency's flat, for isolation checks.
  { n: 101, property: 101, type: 'gas_safety', reference: 'GS-L17-0042', issuedDaysAgo: 60 },
];

/** Fixed ids for the demo's compliance records; kit's DEMO_KIND has no entry for them yet. */
const COMPLIANCE_ITEM_KIND = 0x206;

/**
 * Utility accounts (UTIL-01): the let Manchester flat's, where the tenant pays all but the broadband, and the
 * vacant Didsbury bungalow's, paid by the landlord between tenancies; the other agency's for isolation checks.
 */
// prettier-ignore
const UTILITY_ACCOUNTS: (Pick<UtilityAccountEntity, 'kind' | 'supplier' | 'accountNumber' | 'meterPoint' | 'payer'> & { n: number; property: number })[] = [
  { n: 1, property: 1, kind: 'electricity', supplier: 'Octopus Energy', accountNumber: 'A-7F3C2B91', meterPoint: '1200023305968', payer: 'tenant' },
  { n: 2, property: 1, kind: 'gas', supplier: 'Octopus Energy', accountNumber: 'A-7F3C2B91', meterPoint: '7654321098', payer: 'tenant' },
  { n: 3, property: 1, kind: 'water', supplier: 'United Utilities', accountNumber: '3301 884 210', meterPoint: null, payer: 'tenant' },
  { n: 4, property: 1, kind: 'council_tax', supplier: 'Manchester City Council', accountNumber: '61094412', meterPoint: null, payer: 'tenant' },
  { n: 5, property: 1, kind: 'broadband', supplier: 'Community Fibre', accountNumber: 'CF-228417', meterPoint: null, payer: 'landlord' },
  { n: 6, property: 9, kind: 'electricity', supplier: 'British Gas', accountNumber: '850012993', meterPoint: '1600001234565', payer: 'landlord' },
  { n: 7, property: 9, kind: 'council_tax', supplier: 'Manchester City Council', accountNumber: '61107730', meterPoint: null, payer: 'landlord' },
  { n: 101, property: 101, kind: 'gas', supplier: 'EDF', accountNumber: '671100042', meterPoint: '123456789', payer: 'tenant' },
];

// prettier-ignore
const METER_READINGS: (Pick<MeterReadingEntity, 'value' | 'kind' | 'takenByName'> & { n: number; account: number; daysAgo: number })[] = [
  { n: 1, account: 1, daysAgo: 400, value: '18230.000', kind: 'move_in', takenByName: 'Northgate inventory clerk' },
  { n: 2, account: 1, daysAgo: 120, value: '19874.500', kind: 'routine', takenByName: 'Emily Carter' },
  { n: 3, account: 2, daysAgo: 400, value: '4021.120', kind: 'move_in', takenByName: 'Northgate inventory clerk' },
  { n: 4, account: 2, daysAgo: 120, value: '4388.900', kind: 'routine', takenByName: 'Emily Carter' },
  { n: 5, account: 6, daysAgo: 30, value: '52110.000', kind: 'move_out', takenByName: 'Northgate inventory clerk' },
  { n: 101, account: 101, daysAgo: 60, value: '880.000', kind: 'routine', takenByName: 'Harbour inventory clerk' },
];

/** Fixed ids for the demo's utility accounts and readings; kit's DEMO_KIND has no entry for them yet. */
const UTILITY_ACCOUNT_KIND = 0x2a1;
const METER_READING_KIND = 0x2a2;

function isoDate(daysFromToday: number): string {
  const date = new Date(Date.now() + daysFromToday * 86_400_000);
  return date.toISOString().slice(0, 10);
}

function leaseRow({ n, property, startDaysAgo, endsInDays, noticeDaysAgo, deposit, ...lease }: DemoLease) {
  const startDate = isoDate(-startDaysAgo);
  const protectedOn = deposit.protectedDaysAgo === null ? null : isoDate(-deposit.protectedDaysAgo);
  return {
    ...lease,
    id: demoId(DEMO_KIND.lease, n),
    companyId: agency,
    propertyId: demoId(DEMO_KIND.property, property),
    nation: PROPERTIES.find((demo) => demo.n === property)!.nation,
    startDate,
    endDate: endsInDays === null ? null : isoDate(endsInDays),
    rentDueDay: takesDueDay(lease.rentFrequency) ? Number(startDate.slice(8)) : null,
    monthlyRentPence: monthlyEquivalent(
      RENT_CHANGES.find((change) => change.lease === n)?.rentPence ?? lease.rentPence,
      lease.rentFrequency,
    ),
    noticeGivenOn: noticeDaysAgo === null ? null : isoDate(-noticeDaysAgo),
    depositReceivedOn: isoDate(-deposit.receivedDaysAgo),
    depositProtectedOn: protectedOn,
    prescribedInformationServedOn: protectedOn,
  };
}

/** Fixed ids for the demo's rent payments (charge number + 100 × tenancy number). */
const RENT_PAYMENT_KIND = 0x2b3;
/** RENT-01: the joint tenancy at NGL-002 is in arrears: its latest charge before today is only part paid. */
const ARREARS_LEASE = 2;
const ARREARS_PART_PAYMENT_PENCE = 100_000;

/**
 * RENT-01: each demo tenancy's charges due before today paid on their due dates by standing order, so the others
 * are paid up; the tenancy in arrears paid all but its latest, of which it paid £1,000 (worked out from the same
 * schedule the ledger reads, so the figures hold whatever day the seed runs).
 */
function demoPayments(): Omit<RentPaymentEntity, 'recordedAt'>[] {
  const today = londonToday();
  return LEASES.flatMap((demo) => {
    const lease = leaseRow(demo);
    const changes = RENT_CHANGES.filter((change) => change.lease === demo.n).map((change) => ({
      effectiveFrom: isoDate(-change.effectiveDaysAgo),
      rentPence: change.rentPence,
    }));
    const due = scheduleOf(lease, changes, today).schedule.filter((charge) => charge.dueDate < today);
    return due.map((charge, i) => {
      const short = demo.n === ARREARS_LEASE && i === due.length - 1;
      return {
        id: demoId(RENT_PAYMENT_KIND, demo.n * 100 + i + 1),
        companyId: agency,
        leaseId: lease.id,
        paidOn: charge.dueDate,
        amountPence: short ? Math.min(ARREARS_PART_PAYMENT_PENCE, charge.amountPence - 1) : charge.amountPence,
        method: 'standing_order' as const,
        reference: short ? 'Part payment' : null,
        recordedByUserId: DEMO.users.manager.id,
      };
    });
  });
}

function postcodeOf(row: DemoProperty): string {
  const postcode = normalisePostcode(row.postcode);
  if (!postcode) throw new Error(`Demo property ${row.reference} has an invalid postcode`);
  return postcode;
}

export const PORTFOLIO_DEMO_SEED: Seed = {
  name: 'portfolio demo data',
  demoOnly: true,
  rows: () => [
    seedRows(
      PropertyOwnerEntity,
      OWNERS.map(({ n, ...owner }) => ({ ...owner, id: ownerId(n), companyId: agency })),
    ),
    seedRows(BuildingFactorEntity, [
      {
        id: factorId(1),
        companyId: agency,
        name: 'Thistle Property Factors Ltd',
        contactName: 'Morag Campbell',
        email: 'factoring@thistle-factors.example.com',
        phone: '0131 496 0788',
        addressLine1: '22 Constitution Street',
        addressLine2: 'Leith',
        city: 'Edinburgh',
        postcode: 'EH6 7BS',
        fees: '£96 a year per flat, plus VAT; common repairs shared by title',
        serviceChargePencePerYear: 42_000,
        notes: 'Stair cleaning monthly; the common insurance renews in April.',
      },
      {
        id: factorId(2),
        companyId: agency,
        name: 'Kelvin Tenement Factors',
        contactName: 'Iain Docherty',
        email: 'hello@kelvin-factors.example.com',
        phone: '0141 496 0533',
        addressLine1: '140 Byres Road',
        addressLine2: null,
        city: 'Glasgow',
        postcode: 'G12 8TD',
        fees: '£35 a quarter per flat, plus VAT',
        serviceChargePencePerYear: 38_500,
        notes: 'Back court upkeep shared with the neighbouring closes.',
      },
    ]),
    seedRows(
      PropertyEntity,
      PROPERTIES.map((property) => {
        const { n, owner, factor, rentPence, ...row } = property;
        return {
          ...row,
          ...USUAL_FACTS,
          ...FACTS[n],
          id: demoId(DEMO_KIND.property, n),
          postcode: postcodeOf(property),
          ownerId: owner === null ? null : ownerId(owner),
          buildingFactorId: factor === null ? null : factorId(factor),
          monthlyRentPence: rentPence,
        };
      }),
    ),
    seedRows(
      ComplianceItemEntity,
      COMPLIANCE_ITEMS.map(({ n, property, issuedDaysAgo, expiresInDays, exempt, ...item }) => ({
        ...item,
        id: demoId(COMPLIANCE_ITEM_KIND, n),
        companyId: property > 100 ? other : agency,
        propertyId: demoId(DEMO_KIND.property, property),
        issuedDate: issuedDaysAgo === null ? null : isoDate(-issuedDaysAgo),
        expiryDate: expiresInDays === undefined ? null : isoDate(expiresInDays),
        exemptReason: exempt?.exemptReason ?? null,
        exemptNote: exempt?.exemptNote ?? null,
        documentId: null,
        recordedByUserId: DEMO.users.manager.id,
      })),
    ),
    seedRows(
      TenantEntity,
      TENANTS.map(({ n, ...tenant }) => ({ ...tenant, id: demoId(DEMO_KIND.tenant, n), companyId: agency })),
    ),
    seedRows(
      RightToRentCheckEntity,
      RIGHT_TO_RENT_CHECKS.map(({ n, tenant, checkedDaysAgo, expiresInDays, ...check }) => ({
        ...check,
        id: demoId(RIGHT_TO_RENT_CHECK_KIND, n),
        companyId: agency,
        tenantId: demoId(DEMO_KIND.tenant, tenant),
        checkedOn: isoDate(-checkedDaysAgo),
        expiresOn: expiresInDays === null ? null : isoDate(expiresInDays),
        checkedByUserId: DEMO.users.manager.id,
      })),
    ),
    seedRows(LeaseEntity, LEASES.map(leaseRow)),
    seedRows(
      RentChangeEntity,
      RENT_CHANGES.map(({ n, lease, effectiveDaysAgo, rentPence }) => ({
        id: demoId(RENT_CHANGE_KIND, n),
        companyId: agency,
        leaseId: demoId(DEMO_KIND.lease, lease),
        effectiveFrom: isoDate(-effectiveDaysAgo),
        rentPence,
        recordedByUserId: DEMO.users.manager.id,
      })),
    ),
    seedRows(RentPaymentEntity, demoPayments()),
    seedRows(
      LeaseTenantEntity,
      LEASES.flatMap(({ n, tenants }) =>
        tenants.map((tenant) => ({
          leaseId: demoId(DEMO_KIND.lease, n),
          tenantId: demoId(DEMO_KIND.tenant, tenant),
          companyId: agency,
        })),
      ),
    ),
    seedRows(
      UtilityAccountEntity,
      UTILITY_ACCOUNTS.map(({ n, property, ...account }) => ({
        ...account,
        id: demoId(UTILITY_ACCOUNT_KIND, n),
        companyId: property > 100 ? other : agency,
        propertyId: demoId(DEMO_KIND.property, property),
      })),
    ),
    seedRows(
      MeterReadingEntity,
      METER_READINGS.map(({ n, account, daysAgo, ...reading }) => ({
        ...reading,
        id: demoId(METER_READING_KIND, n),
        companyId: account > 100 ? other : agency,
        accountId: demoId(UTILITY_ACCOUNT_KIND, account),
        readOn: isoDate(-daysAgo),
        takenByUserId: DEMO.users.manager.id,
        meterReplaced: false,
      })),
    ),
    // DOC-01: the bff writes the same PDF bytes into its storage under these keys (DEMO_DOCUMENTS in the kit).
    seedRows(
      DocumentEntity,
      DEMO_DOCUMENTS.map(({ n, parentType, parentId, category, title, visibleToOwner, visibleToTenant }) => ({
        id: demoId(DEMO_DOCUMENT_KIND, n),
        companyId: agency,
        parentType,
        parentId,
        category,
        title,
        visibleToOwner,
        visibleToTenant,
        visibleToTrade: false,
        createdByUserId: DEMO.users.manager.id,
      })),
    ),
    seedRows(
      DocumentVersionEntity,
      DEMO_DOCUMENTS.map(({ n, fileName, lines }) => {
        const bytes = demoPdf(lines);
        return {
          documentId: demoId(DEMO_DOCUMENT_KIND, n),
          version: 1,
          companyId: agency,
          storageKey: demoDocumentKey(n),
          fileName,
          contentType: 'application/pdf',
          sizeBytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          uploadedByUserId: DEMO.users.manager.id,
        };
      }),
    ),
  ],
};

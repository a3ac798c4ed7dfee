import type { EpcRating, PropertyLicence } from './compliance';
import type { PropertyOwnerBody } from './property-owner';

export const NATIONS = ['england', 'wales', 'scotland', 'northern_ireland'] as const;
export type Nation = (typeof NATIONS)[number];

export const PROPERTY_TYPES = ['flat', 'house', 'hmo', 'maisonette', 'bungalow', 'studio'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_STATUSES = ['vacant', 'let', 'under_offer', 'unavailable'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export interface PropertyBody {
  id: string;
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
  ownerId: string | null;
  buildingFactorId: string | null;
  monthlyRentPence: number | null;
  /** The facts the compliance rules read (CMP-02); an HMO is the type `hmo`. */
  hasGasSupply: boolean;
  licence: PropertyLicence;
  /** Common parts (stairs, halls, shared rooms) the landlord or agent is responsible for. */
  hasCommonParts: boolean;
  epcRating: EpcRating | null;
  /** An exemption from the minimum EPC rating is registered and in force (PRS Exemptions Register). */
  epcMinimumExempt: boolean;
  /** When the property was archived (PROP-03): kept for its history, left out of lists unless asked for. */
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** In a list asked with `include=owner`: the owner the caller may see (null: none, or not theirs to see). */
  owner?: PropertyOwnerRef | null;
}

/** What a property list carries of its owner, read in the same call. */
export type PropertyOwnerRef = Pick<PropertyOwnerBody, 'id' | 'name' | 'email' | 'phone'>;

export const PROPERTY_INCLUDES = ['owner'] as const;
export type PropertyInclude = (typeof PROPERTY_INCLUDES)[number];

/** Orders of the property list (PROP-01); each has an index that starts with the company. */
export const PROPERTY_SORT_KEYS = ['reference', 'address', 'postcode', 'created'] as const;
export type PropertySortKey = (typeof PROPERTY_SORT_KEYS)[number];
/** `reference` ascending, `-reference` descending. */
export const PROPERTY_SORTS = PROPERTY_SORT_KEYS.flatMap((key) => [key, `-${key}`] as const);
export type PropertySort = PropertySortKey | `-${PropertySortKey}`;

/**
 * Properties by the worst state of the compliance items they need (PROP-01's filter, PORT-01's figures):
 * `compliant` every needed item valid or exempt, `expiring` at worst one expiring within 30 days, `expired` at least
 * one expired, `missing` at worst one missing.
 */
export const PROPERTY_COMPLIANCE_FILTERS = ['compliant', 'expiring', 'expired', 'missing'] as const;
export type PropertyComplianceFilter = (typeof PROPERTY_COMPLIANCE_FILTERS)[number];

export interface PropertyListQuery {
  /** Relations read in the same call. */
  include?: PropertyInclude;
  /** Searches the reference, the address lines, the town and the postcode (with or without its space). */
  q?: string;
  status?: PropertyStatus;
  nation?: Nation;
  type?: PropertyType;
  ownerId?: string;
  buildingFactorId?: string;
  /** Properties in use whose compliance is in this state today (archived ones have none). */
  compliance?: PropertyComplianceFilter;
  /** True: only archived properties; otherwise only those in use. */
  archived?: boolean;
  /** By reference when absent. */
  sort?: PropertySort;
}

export const PROPERTY_REFERENCE_MAX_LENGTH = 30;
export const PROPERTY_ADDRESS_MAX_LENGTH = 200;
export const PROPERTY_CITY_MAX_LENGTH = 100;
export const PROPERTY_MAX_ROOMS = 50;
/** £1,000,000 a month: anything above is a typing slip. */
export const PROPERTY_MAX_MONTHLY_RENT_PENCE = 100_000_000;

/** POST /v1/properties (PROP-02). */
export interface CreatePropertyRequest {
  /** Unique in the company; generated (`PROP-0001`...) when blank. */
  reference?: string | null;
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  /** Validated and normalised: `sw1a1aa` becomes `SW1A 1AA`. */
  postcode: string;
  /** Derived from the postcode's area when left out. */
  nation?: Nation | null;
  type: PropertyType;
  bedrooms: number;
  bathrooms: number;
  furnished: boolean;
  /** Vacant when left out. */
  status?: PropertyStatus;
  monthlyRentPence?: number | null;
  ownerId?: string | null;
  buildingFactorId?: string | null;
  /** Facts the compliance rules read (CMP-02); as the column defaults when left out. */
  hasGasSupply?: boolean;
  licence?: PropertyLicence;
  hasCommonParts?: boolean;
  epcRating?: EpcRating | null;
  epcMinimumExempt?: boolean;
}

/** PATCH /v1/properties/:id: any subset of the fields; null clears an optional one. */
export type UpdatePropertyRequest = Partial<CreatePropertyRequest>;

/** One change of a property (ISO-04): who made it, and each changed field before and after. */
export interface PropertyHistoryEntryBody {
  id: string;
  actorUserId: string | null;
  /** `created`, `updated` or `archived`. */
  action: string;
  subjectType: string;
  subjectId: string;
  data: Record<string, unknown>;
  at: string;
}

export interface PortfolioCounts {
  properties: number;
}

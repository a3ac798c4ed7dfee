import type { PageQuery } from '../common';

/**
 * A building factor (BF-01): the block's managing agent (a Scottish property factor, or an English block manager)
 * looking after the common parts and charging the service charge. A property has at most one.
 */
export interface BuildingFactorBody {
  id: string;
  companyId: string;
  /** The factor's company name. */
  name: string;
  /** The person the agency deals with there. */
  contactName: string | null;
  email: string | null;
  phone: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  postcode: string | null;
  /** The factor's fees as they state them (`£95 a quarter per flat, plus VAT`). */
  fees: string | null;
  /** The service charge a year, in pence, when known. */
  serviceChargePencePerYear: number | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

export const BUILDING_FACTOR_NAME_MAX_LENGTH = 200;
export const BUILDING_FACTOR_CONTACT_MAX_LENGTH = 200;
export const BUILDING_FACTOR_EMAIL_MAX_LENGTH = 254;
export const BUILDING_FACTOR_FEES_MAX_LENGTH = 500;
export const BUILDING_FACTOR_NOTES_MAX_LENGTH = 4000;
/** £1,000,000 a year: anything above is a typing slip. */
export const BUILDING_FACTOR_MAX_SERVICE_CHARGE_PENCE = 100_000_000;

/** POST /v1/building-factors (BF-01): the name is required, everything else may be unknown. */
export interface CreateBuildingFactorRequest {
  name: string;
  contactName?: string | null;
  email?: string | null;
  phone?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  /** Validated and normalised like a property's (`sw1a1aa` → `SW1A 1AA`). */
  postcode?: string | null;
  fees?: string | null;
  serviceChargePencePerYear?: number | null;
  notes?: string | null;
}

/** PATCH /v1/building-factors/:id: any subset of the fields; null clears an optional one. */
export type UpdateBuildingFactorRequest = Partial<CreateBuildingFactorRequest>;

/** GET /v1/building-factors: by name; `ids=a,b` makes it a batch read. */
export interface BuildingFactorQuery extends PageQuery {
  /** Searches the name, the contact and the e-mail. */
  q?: string;
}

/** PUT /v1/building-factors/links/:propertyId: a property's factor; null unlinks it. */
export interface LinkPropertyBuildingFactorRequest {
  buildingFactorId: string | null;
}

export interface PropertyBuildingFactorLinkBody {
  propertyId: string;
  buildingFactorId: string | null;
}

import type { ComplianceItemType, EpcRating, Nation, PropertyLicence } from '@pm/contracts';
import type { CalendarDate } from './calendar-date';

/** What the rules need to know about a property to decide which items it needs (CMP-02). */
export interface PropertyFacts {
  nation: Nation;
  /** Any gas appliance, fitting or flue the landlord provides. */
  hasGasSupply: boolean;
  /** Let as a house in multiple occupation (the property type `hmo`). */
  isHmo: boolean;
  licence: PropertyLicence;
  /** Common parts (stairs, halls, shared rooms) that the landlord or the agent is responsible for. */
  hasCommonParts: boolean;
  /** Let now, or under offer with a tenancy agreed to start. */
  isLet: boolean;
  /** Start of the current tenancy, or of the agreed next one between tenancies; null when none is known. */
  tenancyStartDate: CalendarDate | null;
  epcRating: EpcRating | null;
  /** An exemption from the minimum EPC rating is registered and in force (PRS Exemptions Register). */
  epcMinimumExempt: boolean;
}

/**
 * How an item is renewed: after a number of months from the day it was issued, or at each tenancy start.
 * `earlyMonths`: a renewal done within this many months before the expiry date keeps the old anniversary.
 */
export type Renewal = { every: 'months'; months: number; earlyMonths?: number } | { every: 'tenancy' };

/** One item's rule in one nation. */
export interface ComplianceRule {
  type: ComplianceItemType;
  needs(facts: PropertyFacts): boolean;
  /** Used when a record carries no expiry date of its own; a date the certificate or licence states wins. */
  renewal: Renewal;
  /** Lowest EPC rating the property may be let with (`epc` only). */
  minimumEpcRating?: EpcRating;
  /** The law (or, where the law sets no interval, the product's rule) in a few words, shown with the item. */
  basis: string;
}

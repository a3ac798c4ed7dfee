/** How an owner pays the agency (OWN-01): a share of the rent collected, or a fixed sum each month. */
export const MANAGEMENT_FEE_KINDS = ['percent', 'fixed'] as const;
export type ManagementFeeKind = (typeof MANAGEMENT_FEE_KINDS)[number];

/**
 * Bank details as every answer carries them (OWN-01): the whole sort code and account number are stored and never
 * leave the service; an answer shows the last 2 digits of the sort code and the last 4 of the account number.
 */
export interface MaskedBankDetails {
  accountName: string | null;
  /** `56` of `12-34-56`. */
  sortCodeLast2: string;
  /** `5678` of `12345678`. */
  accountNumberLast4: string;
}

export interface PropertyOwnerBody {
  id: string;
  companyId: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** Correspondence address (statements go there); each part may be unknown. */
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  postcode: string | null;
  /** Null when none are on record. */
  bankDetails: MaskedBankDetails | null;
  managementFeeKind: ManagementFeeKind;
  /** Percent of the rent collected, when the kind is `percent` (null otherwise). */
  managementFeePercent: number | null;
  /** Pence per month, when the kind is `fixed` (null otherwise). */
  managementFeeFixedPence: number | null;
  /** A repair estimated above this waits for the owner's approval (MNT-05). */
  spendingLimitPence: number;
  createdAt: string;
  updatedAt: string;
}

/** Orders of the owner list; each has an index that starts with the company. */
export const PROPERTY_OWNER_SORT_KEYS = ['name', 'created'] as const;
export type PropertyOwnerSortKey = (typeof PROPERTY_OWNER_SORT_KEYS)[number];
/** `name` ascending, `-name` descending. */
export const PROPERTY_OWNER_SORTS = PROPERTY_OWNER_SORT_KEYS.flatMap((key) => [key, `-${key}`] as const);
export type PropertyOwnerSort = PropertyOwnerSortKey | `-${PropertyOwnerSortKey}`;

export interface PropertyOwnerListQuery {
  /** Searches the name and the e-mail. */
  q?: string;
  /** By name when absent. */
  sort?: PropertyOwnerSort;
}

export const PROPERTY_OWNER_NAME_MAX_LENGTH = 200;
export const PROPERTY_OWNER_EMAIL_MAX_LENGTH = 254;
export const PROPERTY_OWNER_ACCOUNT_NAME_MAX_LENGTH = 100;
/** £100,000 a month, and per repair: anything above is a typing slip. */
export const PROPERTY_OWNER_MAX_PENCE = 10_000_000;

/**
 * POST /v1/owners (OWN-01). Bank details go together: a sort code of 6 digits and an account number of 8 (spaces
 * and dashes are dropped), or neither.
 */
export interface CreatePropertyOwnerRequest {
  name: string;
  email?: string | null;
  phone?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  /** Validated and normalised like a property's (`sw1a1aa` → `SW1A 1AA`). */
  postcode?: string | null;
  bankAccountName?: string | null;
  bankSortCode?: string | null;
  bankAccountNumber?: string | null;
  managementFeeKind: ManagementFeeKind;
  /** Required with the kind `percent`: 0 to 100, two decimals at most. */
  managementFeePercent?: number | null;
  /** Required with the kind `fixed`. */
  managementFeeFixedPence?: number | null;
  spendingLimitPence: number;
}

/**
 * PATCH /v1/owners/:id: any subset of the fields; null clears an optional one. Bank details given replace the
 * stored ones as a whole; left out, they are kept (the screen never has them to send back).
 */
export type UpdatePropertyOwnerRequest = Partial<CreatePropertyOwnerRequest>;

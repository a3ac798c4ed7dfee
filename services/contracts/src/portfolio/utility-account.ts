/**
 * UTIL-01: a property's utility accounts and their meter readings. An electricity account's meter point is its
 * MPAN core (13 digits, check digit verified), a gas account's its MPRN (6 to 10 digits); the other kinds have
 * none. A reading may carry one photo of the meter (stored by the bff like a document's file, DOC-02).
 */

export const UTILITY_KINDS = ['electricity', 'gas', 'water', 'council_tax', 'broadband', 'tv_licence'] as const;
export type UtilityKind = (typeof UTILITY_KINDS)[number];

export const UTILITY_PAYERS = ['tenant', 'landlord'] as const;
export type UtilityPayer = (typeof UTILITY_PAYERS)[number];

export const METER_READING_KINDS = ['move_in', 'move_out', 'routine'] as const;
export type MeterReadingKind = (typeof METER_READING_KINDS)[number];

/** The kinds read from a meter, and so the only ones that take meter readings. */
export const METERED_UTILITY_KINDS: readonly UtilityKind[] = ['electricity', 'gas', 'water'];

export const UTILITY_SUPPLIER_MAX_LENGTH = 200;
export const UTILITY_ACCOUNT_NUMBER_MAX_LENGTH = 100;
export const METER_READING_TAKEN_BY_MAX_LENGTH = 200;
/** numeric(12, 3): a meter's register with room to spare, to the litre or watt-hour. */
export const METER_READING_MAX_VALUE = 999_999_999.999;
/** The readings an account answers with, newest first; older ones stay stored. */
export const METER_READING_HISTORY_LIMIT = 50;

/** UTIL-01 with DOC-02: the largest photo of a meter accepted, before it is re-encoded (a phone's full-size JPEG). */
export const METER_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** What a meter photo may be, told by its bytes; it is stored re-encoded in the same type. */
export const METER_PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type MeterPhotoContentType = (typeof METER_PHOTO_CONTENT_TYPES)[number];
/** The longest side of a stored photo: the register's digits stay readable, the file stays small. */
export const METER_PHOTO_MAX_DIMENSION = 2560;

/** POST /v1/utility-accounts/:id/readings/:readingId/photo: what the bff stored; the service never sees the bytes. */
export interface MeterReadingPhotoRequest {
  /** `meter-photos/<uuid>.<ext>`, made by the bff. */
  storageKey: string;
  contentType: MeterPhotoContentType;
  /** Of the stored (re-encoded) file. */
  sizeBytes: number;
  width: number;
  height: number;
}

export interface MeterReadingPhotoBody extends MeterReadingPhotoRequest {
  uploadedByUserId: string;
  uploadedAt: string;
}

export interface MeterReadingBody {
  id: string;
  accountId: string;
  /** Calendar date (YYYY-MM-DD) the meter was read. */
  readOn: string;
  value: number;
  kind: MeterReadingKind;
  /** Who read the meter, as recorded (a tenant, an inventory clerk, the agent). */
  takenByName: string;
  /** The login that recorded the reading. */
  takenByUserId: string;
  /** Confirmed lower than the previous reading because the meter was replaced. */
  meterReplaced: boolean;
  /** The meter's photo, attached once (with the reading or later); null when none was taken. */
  photo: MeterReadingPhotoBody | null;
  createdAt: string;
}

export interface UtilityAccountBody {
  id: string;
  companyId: string;
  propertyId: string;
  kind: UtilityKind;
  supplier: string;
  accountNumber: string | null;
  /** MPAN core (electricity) or MPRN (gas); null for the other kinds. */
  meterPoint: string | null;
  payer: UtilityPayer;
  /** Newest first (by date read, then by when recorded); only when asked (`include=readings`). */
  readings?: MeterReadingBody[];
  createdAt: string;
  updatedAt: string;
}

/** POST /v1/utility-accounts */
export interface CreateUtilityAccountRequest {
  propertyId: string;
  kind: UtilityKind;
  supplier: string;
  accountNumber?: string | null;
  meterPoint?: string | null;
  payer: UtilityPayer;
}

/** PATCH /v1/utility-accounts/:id: any subset; the property and kind stay. */
export type UpdateUtilityAccountRequest = Partial<Omit<CreateUtilityAccountRequest, 'propertyId' | 'kind'>>;

/** POST /v1/utility-accounts/:id/readings */
export interface RecordMeterReadingRequest {
  readOn: string;
  value: number;
  kind: MeterReadingKind;
  takenByName: string;
  /** Needed to record a value lower than the previous reading. */
  meterReplaced?: boolean;
}

export const UTILITY_ACCOUNT_INCLUDES = ['readings'] as const;
export type UtilityAccountInclude = (typeof UTILITY_ACCOUNT_INCLUDES)[number];

/** GET /v1/properties/:propertyId/utility-accounts */
export interface UtilityAccountQuery {
  include?: UtilityAccountInclude;
}

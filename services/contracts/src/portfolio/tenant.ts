import type { RightToRentMethod } from './lease';

/** TEN-01: an applicant (referencing), a current tenant (a tenancy now), or a former one. */
export const TENANT_STATUSES = ['applicant', 'current', 'former'] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];

/**
 * TEN-02: where a tenant's Right to Rent stands today, from their latest check:
 * - `valid`: checked, and the right is not time-limited or runs beyond the alert window;
 * - `expiring`: a time-limited right ending within 28 days (its alert date has come);
 * - `expired`: a time-limited right that has ended;
 * - `not_checked`: no check recorded;
 * - `not_required`: every tenancy of theirs is outside England, where there is no Right to Rent.
 */
export const RIGHT_TO_RENT_STATES = ['valid', 'expiring', 'expired', 'not_checked', 'not_required'] as const;
export type RightToRentState = (typeof RIGHT_TO_RENT_STATES)[number];

/**
 * TEN-01: whether a tenant can sign in to their portal, as the bff answers it from identity: `none` (never invited),
 * `invited` (an invitation is out, not yet used), `active` (their login exists).
 */
export const TENANT_PORTAL_ACCESS = ['none', 'invited', 'active'] as const;
export type TenantPortalAccess = (typeof TENANT_PORTAL_ACCESS)[number];

/** TEN-02: one recorded Right to Rent check; the newest by check date stands for the tenant. */
export interface RightToRentCheckBody {
  id: string;
  tenantId: string;
  /** Calendar dates (YYYY-MM-DD). */
  checkedOn: string;
  method: RightToRentMethod;
  /** The Home Office share code of an online check. */
  shareCode: string | null;
  /** The last day of a time-limited right; null when the right is not time-limited. */
  expiresOn: string | null;
  /** Who made the check; null for checks recorded before users were kept with them. */
  checkedByUserId: string | null;
  createdAt: string;
}

/** TEN-02: the tenant's Right to Rent as of today (Europe/London). */
export interface RightToRentSummary {
  state: RightToRentState;
  /** The check the state follows from; null when none is recorded. */
  latestCheck: RightToRentCheckBody | null;
  /** The day a time-limited right raises its alert (28 days before it ends); null for any other right. */
  alertDate: string | null;
}

export interface TenantBody {
  id: string;
  companyId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Calendar date (YYYY-MM-DD); shown to the company's staff and the tenant themselves only. */
  dateOfBirth: string | null;
  /** Shown to the company's staff and the tenant themselves only, like the date of birth. */
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  emergencyContactRelationship: string | null;
  status: TenantStatus;
  /** The agency's own notes: its staff only (null to anyone else). */
  notes: string | null;
  rightToRent: RightToRentSummary;
  /** The login the tenant's portal invitation made or will make; the company's staff only (null to others). */
  userId: string | null;
  /** When the tenant was last invited to the portal; the company's staff only. */
  invitedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Orders of the tenant list; each has an index that starts with the company. */
export const TENANT_SORT_KEYS = ['name', 'created'] as const;
export type TenantSortKey = (typeof TENANT_SORT_KEYS)[number];
/** `name` ascending (by last name), `-name` descending. */
export const TENANT_SORTS = TENANT_SORT_KEYS.flatMap((key) => [key, `-${key}`] as const);
export type TenantSort = TenantSortKey | `-${TenantSortKey}`;

export interface TenantListQuery {
  /** Searches the first and last name and the e-mail. */
  q?: string;
  status?: TenantStatus;
  /** By name when absent. */
  sort?: TenantSort;
}

export const TENANT_NAME_MAX_LENGTH = 100;
export const TENANT_EMAIL_MAX_LENGTH = 254;
export const TENANT_RELATIONSHIP_MAX_LENGTH = 50;
export const TENANT_NOTES_MAX_LENGTH = 2000;
export const RIGHT_TO_RENT_SHARE_CODE_LENGTH = 9;

/** POST /v1/tenants (TEN-01). The phone is a UK number; the date of birth is not in the future. */
export interface CreateTenantRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth?: string | null;
  emergencyContactName?: string | null;
  emergencyContactPhone?: string | null;
  emergencyContactRelationship?: string | null;
  /** `applicant` when absent. */
  status?: TenantStatus;
  notes?: string | null;
}

/** PATCH /v1/tenants/:id: any subset of the fields; null clears an optional one. */
export type UpdateTenantRequest = Partial<CreateTenantRequest>;

/**
 * POST /v1/tenants/:id/right-to-rent-checks (TEN-02). The check date is not in the future; a time-limited right's
 * expiry is after it. A share code (9 letters and digits, such as `W4K 7PX 9QM`) goes with an online check only.
 */
export interface RecordRightToRentCheckRequest {
  checkedOn: string;
  method: RightToRentMethod;
  shareCode?: string | null;
  expiresOn?: string | null;
}

/**
 * POST /v1/tenants/:id/invitation (TEN-01): the portal login an invitation will make for the tenant, linked before
 * the tenant registers so their first sign-in opens their own records.
 */
export interface RecordTenantInvitationRequest {
  userId: string;
}

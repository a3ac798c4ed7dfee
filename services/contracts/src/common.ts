/** Body of every error answer, from services and from bff REST. */
export interface ErrorBody {
  success: false;
  statusCode: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

/** Per-field validation messages, carried in `ErrorBody.details.fields` and GraphQL `extensions.fields`. */
export type FieldErrors = Record<string, string[]>;

export const ROLES = ['superuser', 'admin', 'landlord', 'manager', 'owner', 'tenant', 'trade'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that may use the platform admin area and cross companies there. */
export const ADMIN_ROLES: readonly Role[] = ['admin', 'superuser'];

/**
 * What a role sees of its company (ISO-02): `company` everything (the company's staff, and platform staff in
 * their own company and the admin area); `owner` the properties they own and what hangs off them; `tenant`
 * their own tenancies, their home and their requests; `trade` the jobs offered or assigned to them.
 */
export const ROLE_SCOPES = ['company', 'owner', 'tenant', 'trade'] as const;
export type RoleScope = (typeof ROLE_SCOPES)[number];

export const ROLE_SCOPE: Readonly<Record<Role, RoleScope>> = {
  superuser: 'company',
  admin: 'company',
  landlord: 'company',
  manager: 'company',
  owner: 'owner',
  tenant: 'tenant',
  trade: 'trade',
};

/**
 * The most property ids a caller carries: each is about 52 bytes of the signed header, and a service's headers
 * stop at 16 KB. An owner with more properties than this in one agency is told so rather than shown a part.
 */
export const MAX_CALLER_PROPERTY_IDS = 200;

/**
 * An owner's or tenant's links to the company's records, which the bff resolves from portfolio once per request
 * (`GET /v1/caller-links`) and signs with the caller for portfolio and maintenance. Absent for the company's
 * staff, who need none; for an owner or tenant, an absent link opens nothing.
 */
export interface CallerLinks {
  /** The property_owner record of an owner's login. */
  ownerId?: string;
  /** The tenant record of a tenant's login. */
  tenantId?: string;
  /** The properties an owner owns, or a tenant's current home(s). */
  propertyIds?: string[];
}

/** Who is calling a service, as the bff verified it from the access token, with the links it resolved. */
export interface CallerContext extends CallerLinks {
  userId: string;
  companyId: string;
  role: Role;
}

/** Keyset page of a list endpoint: `cursor` is opaque, `nextCursor` is null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  /** Absent when the request said `count: false`. */
  total?: number;
}

export interface PageQuery {
  limit?: number;
  cursor?: string;
  /** False: leave the total out (it costs a count of the whole filtered list). */
  count?: boolean;
}

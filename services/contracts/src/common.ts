/** Body of every error answer, from services and from bff REST. */
export interface ErrorBody {
  success: false;
  statusCode: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

/** Per-field validation messages, carried in `ErrorBody.details.fields`. */
export type FieldErrors = Record<string, string[]>;

export type Role = 'superuser' | 'admin' | 'landlord' | 'manager' | 'owner' | 'tenant' | 'trade';

/** Who is calling a service, as the bff verified it from the access token. */
export interface CallerContext {
  userId: string;
  companyId: string;
  role: Role;
}

/** Keyset page of a list endpoint: `cursor` is opaque, `nextCursor` is null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}

export interface PageQuery {
  limit?: number;
  cursor?: string;
}

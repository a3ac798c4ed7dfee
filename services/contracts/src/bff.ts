import type { CompanyBody, UserBody } from './identity';
import type { InvitationPreviewBody } from './identity-invitations';

/** Bodies of the bff's public REST API (`/api/*`, spec §7). Errors use `ErrorBody`. */
export interface ApiData<T> {
  success: true;
  data: T;
  message?: string;
}

/** A list answer: `pageInfo.nextCursor` goes back as `?cursor=` for the next page; null on the last one. */
export interface ApiPage<T> {
  success: true;
  data: T[];
  pageInfo: { nextCursor: string | null; total: number };
}

/** POST /api/auth/token */
export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  success: true;
  /** `expiresAt`: epoch milliseconds when `token` (the access token) expires. */
  data: { token: string; refreshToken: string; user: UserBody; expiresAt: number };
  message: string;
}

/** GET /api/auth/oidc/providers: the OpenID Connect sign-in buttons (404 when none is configured). */
export type OidcProvidersResponse = ApiData<{ name: string; label: string }[]>;

/** POST /api/auth/token/refresh */
export interface RefreshResponse {
  success: true;
  data: { token: string; refreshToken: string; expiresAt: number };
  message: string;
}

/** POST /api/auth/logout */
export interface LogoutResponse {
  success: true;
  message: string;
}

/** POST /api/register: a new company account, or a tenant joining through an invitation hash. */
export type RegisterRequest =
  | { companyName: string; firstName: string; lastName: string; email: string; password: string }
  | { invitationHash: string; firstName: string; lastName: string; password: string };

export interface RegisterResponse {
  success: true;
  data: { user: UserBody };
  message: string;
}

/** GET /api/user */
export type CurrentUserBody = UserBody & { company: CompanyBody };

/** GET /api/register/invitations/:hash */
export type InvitationPreviewResponse = ApiData<InvitationPreviewBody>;

/** GET /api/admin/overview: what waits in each staff queue of the admin area. */
export interface AdminOverviewBody {
  newContactSubmissions: number;
  openSupportConversations: number;
  newBugReports: number;
  draftBlogPosts: number;
  publishedBlogPosts: number;
  knowledgeBaseArticles: number;
  users: number;
}

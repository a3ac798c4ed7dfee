import type { CompanyBody } from './identity/company';
import type { UserBody } from './identity/user';
import type { InvitationPreviewBody } from './identity/invitation';
import type { SalesBotAnswer } from './engagement/kb-article';

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

/** `data` is also what an OpenID Connect sign-in hands back, as JSON in the `auth` query parameter. */
export interface LoginResponse {
  success: true;
  /** `expiresAt`: epoch milliseconds when `token` (the access token) expires. */
  data: { token: string; refreshToken: string; user: UserBody; expiresAt: number };
  message: string;
}

/** GET /api/auth/oidc/providers: the OpenID Connect sign-in buttons (404 when none is configured). */
export type OidcProvidersResponse = ApiData<{ name: string; label: string }[]>;

/** Why an OpenID Connect sign-in failed: the callback lands on `/login?oauthError=<code>`, never on a JSON page. */
export const OIDC_ERROR_CODES = [
  'invalid_state',
  'access_denied',
  'provider_error',
  'provider_unavailable',
  'no_account',
  'rate_limited',
  'server_error',
] as const;
export type OidcErrorCode = (typeof OIDC_ERROR_CODES)[number];

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

/** POST /api/register */
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

/** POST /api/contact/contact-submissions (body: CreateContactSubmissionRequest) */
export interface ContactSubmittedResponse {
  success: true;
  data: { id: string };
  message: string;
}

/**
 * POST /api/bug-reports (multipart form data). `creditsAwarded` is what the report earned: less than the
 * bugReportCredits setting, or 0, once the reporter reaches today's cap; `message` then says so.
 */
export interface BugReportSubmittedResponse {
  success: true;
  creditsAwarded: number;
  message: string;
  data: {
    id: string;
    creditsAwarded: number;
    /** Today's cap of bug report credits is reached: reports earn no more credits until `creditsResetAt`. */
    dailyCreditLimitReached: boolean;
    creditsLeftToday: number;
    dailyCreditCap: number;
    creditsResetAt: string;
  };
}

/** POST /api/sales-bot/query (body: SalesBotQueryRequest): the retrieval score stays in the bff. */
export type SalesBotQueryResponse = ApiData<Pick<SalesBotAnswer, 'answer' | 'source'>>;

/** POST /api/admin/blog/cover-images (multipart, file field `image`): where the re-encoded image is served. */
export type BlogCoverUploadResponse = ApiData<{ url: string }>;

/** The adminOverview query: what waits in each staff queue of the admin area. */
export interface AdminOverviewBody {
  newContactSubmissions: number;
  openSupportConversations: number;
  newBugReports: number;
  draftBlogPosts: number;
  publishedBlogPosts: number;
  knowledgeBaseArticles: number;
  users: number;
}

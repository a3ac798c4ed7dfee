import type { Role } from './common';

export interface CompanyBody {
  id: string;
  name: string;
  logoUrl: string | null;
}

export interface UserBody {
  id: string;
  companyId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  createdAt: string;
}

/** POST /v1/auth/verify-password */
export interface VerifyPasswordRequest {
  email: string;
  password: string;
}

/**
 * POST /v1/auth/federated: the user an OpenID Connect sign-in stands for. Answers the user linked to
 * (issuer, subject); otherwise links the user with that e-mail when the provider verified it; else 404.
 */
export interface FederatedSignInRequest {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
}

/** POST /v1/sessions: opens a refresh-token family for a user. */
export interface CreateSessionRequest {
  userId: string;
  userAgent?: string;
  ip?: string;
}

/** POST /v1/sessions/rotate */
export interface RotateSessionRequest {
  refreshToken: string;
}

/** POST /v1/sessions/revoke */
export interface RevokeSessionRequest {
  refreshToken: string;
}

export interface SessionBody {
  refreshToken: string;
  refreshExpiresAt: string;
  user: UserBody;
}

/** POST /v1/registrations: a new company with its first (landlord) user. */
export interface RegisterCompanyRequest {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** POST /v1/registrations/tenant: a tenant joining through an invitation hash. */
export interface RegisterTenantRequest {
  invitationHash: string;
  firstName: string;
  lastName: string;
  password: string;
}

export interface InvitationBody {
  id: string;
  companyId: string;
  email: string;
  role: Role;
  expiresAt: string;
  acceptedAt: string | null;
}

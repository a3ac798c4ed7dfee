import type { Role } from '../common';

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

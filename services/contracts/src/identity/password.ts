import type { ApiData } from '../api';

/** POST /v1/password-resets (identity) and POST /api/auth/password-resets (bff): always 202, account or not. */
export interface PasswordResetRequest {
  email: string;
}

/** GET /v1/password-resets/:token: read-only, so a mail scanner opening the link changes nothing. */
export interface PasswordResetPreviewBody {
  email: string;
  expiresAt: string;
}

/** POST /v1/password-resets/complete (identity): sets the password and ends every session of the account. */
export interface CompletePasswordResetRequest {
  token: string;
  password: string;
}

/** POST /api/auth/password-resets/:token (bff) */
export interface ResetPasswordRequest {
  password: string;
}

/** POST /v1/users/me/password: the caller's own password; every other session of the account ends. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  /** The session making the change, which stays signed in. */
  sessionId?: string;
}

export interface ChangePasswordBody {
  /** Other sessions that were open and are now ended, refresh and access tokens alike. */
  revokedSessions: number;
}

export type PasswordResetRequestedResponse = { success: true; message: string };
export type PasswordResetPreviewResponse = ApiData<PasswordResetPreviewBody>;
export type PasswordResetDoneResponse = { success: true; message: string };

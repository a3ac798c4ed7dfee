import { AppException } from '@pm/kit';

enum SessionsErrorCode {
  RefreshInvalid = 'REFRESH_INVALID',
  RefreshReused = 'REFRESH_REUSED',
}

export const refreshInvalid = () =>
  new AppException(401, SessionsErrorCode.RefreshInvalid, 'The refresh token is invalid or has expired');
export const refreshReused = () =>
  new AppException(
    401,
    SessionsErrorCode.RefreshReused,
    'The refresh token was already used; the session has been ended',
  );

import { AppException } from '@pm/kit';

enum UsersErrorCode {
  InvalidCredentials = 'INVALID_CREDENTIALS',
  UserNotFound = 'USER_NOT_FOUND',
  EmailTaken = 'EMAIL_TAKEN',
}

/** One answer for unknown e-mail and wrong password, so neither is distinguishable. */
export const invalidCredentials = () => new AppException(401, UsersErrorCode.InvalidCredentials, 'Invalid credentials');
export const userNotFound = () => new AppException(404, UsersErrorCode.UserNotFound, 'User not found');
export const emailTaken = () =>
  new AppException(409, UsersErrorCode.EmailTaken, 'An account with this email already exists');

import { AppException } from '@pm/kit';

enum PasswordsErrorCode {
  ResetNotFound = 'PASSWORD_RESET_NOT_FOUND',
  ResetExpired = 'PASSWORD_RESET_EXPIRED',
  ResetUsed = 'PASSWORD_RESET_USED',
}

export const resetNotFound = () =>
  new AppException(404, PasswordsErrorCode.ResetNotFound, 'This password reset link is not valid');
export const resetExpired = () =>
  new AppException(410, PasswordsErrorCode.ResetExpired, 'This password reset link has expired');
export const resetUsed = () =>
  new AppException(409, PasswordsErrorCode.ResetUsed, 'This password reset link has already been used');

const fieldError = (field: string, message: string) =>
  new AppException(400, 'VALIDATION_FAILED', `Invalid input: ${message}`, { fields: { [field]: [message] } });

export const wrongCurrentPassword = () => fieldError('currentPassword', 'Current password is incorrect');
export const samePassword = () => fieldError('newPassword', 'New password must be different from the current password');

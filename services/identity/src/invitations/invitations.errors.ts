import { AppException } from '@pm/kit';

enum InvitationsErrorCode {
  NotFound = 'INVITATION_NOT_FOUND',
  Expired = 'INVITATION_EXPIRED',
  Used = 'INVITATION_USED',
}

export const invitationNotFound = () => new AppException(404, InvitationsErrorCode.NotFound, 'Invitation not found');
export const invitationExpired = () =>
  new AppException(410, InvitationsErrorCode.Expired, 'This invitation has expired');
export const invitationUsed = () =>
  new AppException(409, InvitationsErrorCode.Used, 'This invitation has already been used');

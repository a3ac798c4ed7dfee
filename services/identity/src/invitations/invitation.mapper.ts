import type { InvitationBody } from '@pm/contracts';
import type { InvitationEntity } from './invitation.entity';

export const toInvitationBody = (invitation: InvitationEntity): InvitationBody => ({
  id: invitation.id,
  companyId: invitation.companyId,
  email: invitation.email,
  role: invitation.role,
  userId: invitation.userId,
  expiresAt: invitation.expiresAt.toISOString(),
  acceptedAt: invitation.acceptedAt?.toISOString() ?? null,
});

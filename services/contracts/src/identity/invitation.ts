import type { Role } from '../common';

/** Who a company may invite by e-mail; every other role joins otherwise. */
export const INVITABLE_ROLES = ['tenant', 'owner'] as const satisfies readonly Role[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const INVITING_ROLES: readonly Role[] = ['landlord', 'manager', 'admin', 'superuser'];

export interface InvitationBody {
  id: string;
  companyId: string;
  email: string;
  role: Role;
  /** The id the account made from the invitation will have (null on invitations made before it was chosen). */
  userId: string | null;
  expiresAt: string;
  acceptedAt: string | null;
}

/** POST /v1/invitations: the invitee is e-mailed the `/register/{hash}` link, good once within 14 days. */
export interface CreateInvitationRequest {
  email: string;
  /** Default 'tenant'. */
  role?: InvitableRole;
}

/** The invitation and its hash; the hash is shown only here, the service keeps its digest. */
export interface CreateInvitationResponse {
  invitation: InvitationBody;
  hash: string;
}

/** GET /v1/invitations/:hash: what the tenant-registration page shows. */
export interface InvitationPreviewBody {
  companyName: string;
  email: string;
  role: Role;
  expiresAt: string;
}

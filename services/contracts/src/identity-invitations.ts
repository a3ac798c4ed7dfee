import type { Role } from './common';
import type { InvitationBody } from './identity';

/** POST /v1/invitations: invite a tenant or owner of the caller's company by e-mail. */
export interface CreateInvitationRequest {
  email: string;
  /** 'tenant' (default) or 'owner'. */
  role?: Extract<Role, 'tenant' | 'owner'>;
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

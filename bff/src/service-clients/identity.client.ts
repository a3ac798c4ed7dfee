import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  CompanyBody,
  CreateSessionRequest,
  FederatedSignInRequest,
  InvitationPreviewBody,
  Page,
  PageQuery,
  RegisterCompanyRequest,
  RegisterTenantRequest,
  SessionBody,
  UserBody,
  VerifyPasswordRequest,
} from '@pm/contracts';
import { BffSettings } from '../config/bff.config';
import { isNotFound, ServiceApi } from './service-api';

@Injectable()
export class IdentityClient extends ServiceApi {
  constructor(settings: BffSettings) {
    super(settings, 'identity');
  }

  verifyPassword(body: VerifyPasswordRequest) {
    return this.client.post<UserBody>('/v1/auth/verify-password', { body });
  }

  federatedSignIn(body: FederatedSignInRequest) {
    return this.client.post<UserBody>('/v1/auth/federated', { body });
  }

  createSession(body: CreateSessionRequest) {
    return this.client.post<SessionBody>('/v1/sessions', { body });
  }

  rotateSession(refreshToken: string) {
    return this.client.post<SessionBody>('/v1/sessions/rotate', { body: { refreshToken } });
  }

  async revokeSession(refreshToken: string): Promise<void> {
    await this.client.post<undefined>('/v1/sessions/revoke', { body: { refreshToken } });
  }

  getUser(caller: CallerContext, id: string) {
    return this.client.get<UserBody>(`/v1/users/${encodeURIComponent(id)}`, { caller });
  }

  /**
   * The users behind a page of records (authors, reporters), each looked up once, in parallel; ids
   * without an account (deleted, or null for the seed) are left out of the map.
   */
  async usersByIds(caller: CallerContext, ids: readonly (string | null | undefined)[]): Promise<Map<string, UserBody>> {
    const unique = [...new Set(ids.filter((id): id is string => !!id))];
    const users = await Promise.all(
      unique.map((id) =>
        this.getUser(caller, id).catch((error: unknown) => {
          if (isNotFound(error)) return null;
          throw error;
        }),
      ),
    );
    return new Map(users.filter((user): user is UserBody => user !== null).map((user) => [user.id, user]));
  }

  listAllUsers(caller: CallerContext, page: PageQuery) {
    return this.client.get<Page<UserBody>>('/v1/admin/users', { caller, query: { ...page } });
  }

  currentCompany(caller: CallerContext) {
    return this.client.get<CompanyBody>('/v1/companies/current', { caller });
  }

  registerCompany(body: RegisterCompanyRequest) {
    return this.client.post<UserBody>('/v1/registrations', { body });
  }

  registerTenant(body: RegisterTenantRequest) {
    return this.client.post<UserBody>('/v1/registrations/tenant', { body });
  }

  invitation(hash: string) {
    return this.client.get<InvitationPreviewBody>(`/v1/invitations/${encodeURIComponent(hash)}`);
  }
}

/** How staff screens name a user: full name, else the e-mail. */
export const displayName = (user: UserBody): string => `${user.firstName} ${user.lastName}`.trim() || user.email;

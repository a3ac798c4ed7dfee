import { Injectable } from '@nestjs/common';
import type { FederatedSignInRequest, SessionBody, UserBody } from '@pm/contracts';
import { AppException } from '@pm/kit';
import { IdentityClient } from '../service-clients/identity.client';
import { TokenService } from './token.service';

export const invalidCredentials = () => new AppException(401, 'INVALID_CREDENTIALS', 'Invalid credentials');

export interface LoginResult {
  token: string;
  refreshToken: string;
  refreshExpiresAt: string;
  user: UserBody;
  expiresAt: number;
}

export interface ClientInfo {
  userAgent?: string;
  ip?: string;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly identity: IdentityClient,
    private readonly tokens: TokenService,
  ) {}

  /** Unknown e-mail and wrong password answer the same, so the login never reveals who has an account. */
  async login(email: string, password: string, client: ClientInfo): Promise<LoginResult> {
    let user: UserBody;
    try {
      user = await this.identity.verifyPassword({ email, password });
    } catch (error) {
      if (error instanceof AppException && error.statusCode < 500) throw invalidCredentials();
      throw error;
    }
    return this.openSession(user, client);
  }

  /**
   * After a verified OpenID Connect sign-in: the same session and tokens as a password login.
   * Identity answers 404 FEDERATED_USER_NOT_FOUND when no account matches.
   */
  async loginFederated(identity: FederatedSignInRequest, client: ClientInfo): Promise<LoginResult> {
    const user = await this.identity.federatedSignIn(identity);
    return this.openSession(user, client);
  }

  /** Rotates the refresh token; identity revokes the whole family when a rotated token comes back. */
  async refresh(refreshToken: string): Promise<LoginResult> {
    const session = await this.identity.rotateSession(refreshToken);
    return this.withAccessToken(session);
  }

  logout(refreshToken: string): Promise<void> {
    return this.identity.revokeSession(refreshToken);
  }

  private async openSession(user: UserBody, client: ClientInfo): Promise<LoginResult> {
    const session = await this.identity.createSession({
      userId: user.id,
      userAgent: client.userAgent?.slice(0, 500) || undefined,
      ip: client.ip?.slice(0, 100) || undefined,
    });
    return this.withAccessToken(session);
  }

  private withAccessToken(session: SessionBody): LoginResult {
    const { token, expiresAt } = this.tokens.issue(session.user);
    return {
      token,
      expiresAt,
      refreshToken: session.refreshToken,
      refreshExpiresAt: session.refreshExpiresAt,
      user: session.user,
    };
  }
}

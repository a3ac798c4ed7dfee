import { Injectable } from '@nestjs/common';
import type { FederatedSignInRequest, SessionBody, UserBody } from '@pm/contracts';
import { AppException } from '@pm/kit';
import { SessionRevocations } from './session-revocations';
import { SessionsClient } from './sessions.client';
import { TokenService } from './token.service';

const invalidCredentials = () => new AppException(401, 'INVALID_CREDENTIALS', 'Invalid credentials');

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
    private readonly sessions: SessionsClient,
    private readonly tokens: TokenService,
    private readonly revocations: SessionRevocations,
  ) {}

  /** Unknown e-mail and wrong password answer the same, so the login never reveals who has an account. */
  async login(email: string, password: string, client: ClientInfo): Promise<LoginResult> {
    let user: UserBody;
    try {
      user = await this.sessions.verifyPassword({ email, password });
    } catch (error) {
      if (error instanceof AppException && error.statusCode < 500) throw invalidCredentials();
      throw error;
    }
    return this.openSession(user, client);
  }

  /** Identity answers 404 FEDERATED_USER_NOT_FOUND when no account matches. */
  async loginFederated(identity: FederatedSignInRequest, client: ClientInfo): Promise<LoginResult> {
    const user = await this.sessions.federatedSignIn(identity);
    return this.openSession(user, client);
  }

  /**
   * Rotates the refresh token. Identity revokes the whole family when a rotated token comes back, access tokens
   * included: this replica reads the revocation list at once, so the family's tokens stop working here now.
   */
  async refresh(refreshToken: string): Promise<LoginResult> {
    let session: SessionBody;
    try {
      session = await this.sessions.rotate(refreshToken);
    } catch (error) {
      if (error instanceof AppException && error.code === 'REFRESH_REUSED') {
        await this.revocations.refreshNow().catch(() => undefined);
      }
      throw error;
    }
    return this.withAccessToken(session);
  }

  /** Ends the session, its access tokens at once on this replica and within one read interval on the others. */
  async logout(refreshToken: string): Promise<void> {
    const { sessionId } = await this.sessions.revoke(refreshToken);
    if (sessionId) this.revocations.markRevoked([sessionId]);
  }

  private async openSession(user: UserBody, client: ClientInfo): Promise<LoginResult> {
    const session = await this.sessions.create({
      userId: user.id,
      userAgent: client.userAgent?.slice(0, 500) || undefined,
      ip: client.ip?.slice(0, 100) || undefined,
    });
    return this.withAccessToken(session);
  }

  private withAccessToken(session: SessionBody): LoginResult {
    const { token, expiresAt } = this.tokens.issue(session);
    return {
      token,
      expiresAt,
      refreshToken: session.refreshToken,
      refreshExpiresAt: session.refreshExpiresAt,
      user: session.user,
    };
  }
}

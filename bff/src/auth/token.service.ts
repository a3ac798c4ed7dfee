import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ACCESS_TOKEN_TTL_SECONDS, type Role, type SessionBody } from '@pm/contracts';

/** Claims of an access token: user, company, role and the session that issued it, nothing else. */
export interface AccessTokenClaims {
  sub: string;
  cid: string;
  role: Role;
  /** The refresh-token family: ending the session (logout, password change) refuses the token at once. */
  sid: string;
}

export interface IssuedAccessToken {
  token: string;
  /** Epoch milliseconds of the token's expiry. */
  expiresAt: number;
}

@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  issue({ user, sessionId }: Pick<SessionBody, 'user' | 'sessionId'>): IssuedAccessToken {
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAtSeconds = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
    const claims: AccessTokenClaims & { iat: number; exp: number } = {
      sub: user.id,
      cid: user.companyId,
      role: user.role,
      sid: sessionId,
      iat: issuedAt,
      exp: expiresAtSeconds,
    };
    return { token: this.jwt.sign(claims), expiresAt: expiresAtSeconds * 1000 };
  }
}

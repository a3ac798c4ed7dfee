import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Role, UserBody } from '@pm/contracts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Claims of an access token: user, company and role, nothing else. */
export interface AccessTokenClaims {
  sub: string;
  cid: string;
  role: Role;
}

export interface IssuedAccessToken {
  token: string;
  /** Epoch milliseconds of the token's expiry. */
  expiresAt: number;
}

@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  issue(user: Pick<UserBody, 'id' | 'companyId' | 'role'>): IssuedAccessToken {
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAtSeconds = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
    const claims: AccessTokenClaims & { iat: number; exp: number } = {
      sub: user.id,
      cid: user.companyId,
      role: user.role,
      iat: issuedAt,
      exp: expiresAtSeconds,
    };
    return { token: this.jwt.sign(claims), expiresAt: expiresAtSeconds * 1000 };
  }
}

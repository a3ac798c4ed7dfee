import { ROLES } from '@pm/contracts';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { isUUID } from 'class-validator';

import { ExtractJwt, Strategy } from 'passport-jwt';
import { BffSettings } from '../config/bff.config';
import type { AuthedRequest, AuthUser } from './auth-user';
import { unauthenticated } from './current-user.decorator';
import type { AccessTokenClaims } from './token.service';

/**
 * Checks the signature and the claims only. Whether the session is still open is the guards' check
 * (JwtAuthGuard, OptionalJwtAuthGuard): passport keeps one strategy per name for the whole process, so the
 * strategy holds nothing of its own app.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(settings: BffSettings) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt hands it to jsonwebtoken.verify, which takes a KeyObject; its own types list only strings.
      secretOrKey: settings.jwtKey as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  /** A token without a session (signed before sessions were carried) is refused: it could not be revoked. */
  validate(request: AuthedRequest, claims: Partial<AccessTokenClaims>): AuthUser {
    const { sub, cid, role, sid } = claims;
    if (
      typeof sub !== 'string' ||
      typeof cid !== 'string' ||
      typeof sid !== 'string' ||
      !isUUID(sub) ||
      !isUUID(cid) ||
      !isUUID(sid) ||
      !role ||
      !ROLES.includes(role)
    ) {
      throw unauthenticated();
    }
    request.sessionId = sid;
    // The guards run again for every root field of a GraphQL request: one caller object per request, so what
    // is resolved for it once (an owner's or tenant's links, service-clients/caller-links.ts) is shared.
    const verified = request.user;
    if (verified?.userId === sub && verified.companyId === cid && verified.role === role) return verified;
    return { userId: sub, companyId: cid, role };
  }
}

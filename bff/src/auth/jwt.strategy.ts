import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { isUUID } from 'class-validator';
import { ROLES } from '@pm/kit';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { BffSettings } from '../config/bff.config';
import type { AuthUser } from './auth-user';
import { unauthenticated } from './current-user.decorator';
import type { AccessTokenClaims } from './token.service';

/** Verifies the bearer access token (HS256, not expired) and turns its claims into the caller. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(settings: BffSettings) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: settings.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(claims: Partial<AccessTokenClaims>): AuthUser {
    const { sub, cid, role } = claims;
    if (
      typeof sub !== 'string' ||
      typeof cid !== 'string' ||
      !isUUID(sub) ||
      !isUUID(cid) ||
      !role ||
      !ROLES.includes(role)
    ) {
      throw unauthenticated();
    }
    return { userId: sub, companyId: cid, role };
  }
}

import { randomUUID } from 'node:crypto';
import { BffSettings } from '../config/bff.config';
import type { AuthedRequest } from './auth-user';
import { JwtStrategy } from './jwt.strategy';

const claims = () => ({ sub: randomUUID(), cid: randomUUID(), role: 'owner' as const, sid: randomUUID() });

describe('JwtStrategy.validate', () => {
  const strategy = new JwtStrategy(
    Object.assign(new BffSettings(), { jwtSecret: 'unit-test-secret-unit-test-secret' }),
  );

  it("keeps one caller object per request, however often a request's guards run (per GraphQL root field)", () => {
    const request = {} as AuthedRequest;
    const token = claims();
    const first = strategy.validate(request, token);
    request.user = first;
    expect(strategy.validate(request, token)).toBe(first);
    expect(first).toEqual({ userId: token.sub, companyId: token.cid, role: 'owner' });
    expect(request.sessionId).toBe(token.sid);
  });

  it('makes a new caller for another request, or for other claims', () => {
    const token = claims();
    const request = {} as AuthedRequest;
    request.user = strategy.validate(request, token);
    expect(strategy.validate({} as AuthedRequest, token)).not.toBe(request.user);
    expect(strategy.validate(request, { ...token, role: 'tenant' })).toEqual({
      userId: token.sub,
      companyId: token.cid,
      role: 'tenant',
    });
  });
});

import type { CallerContext } from '@pm/contracts';
import { SignJWT, UnsecuredJWT } from 'jose';
import {
  CallerAssertionSigner,
  CallerAssertionVerifier,
  callerAssertionKey,
  signCallerAssertion,
  verifyCallerAssertion,
} from './caller-assertion';

const caller: CallerContext = {
  userId: '7f1f5d0e-8c44-4d0c-9b7e-0f3a2b1c4d5e',
  companyId: '2d7b7c1e-9a0b-4c3d-8e2f-1a2b3c4d5e6f',
  role: 'manager',
};
const key = callerAssertionKey('internal-token-for-unit-tests');
const refused = { statusCode: 401, code: 'CALLER_ASSERTION_INVALID' };

const signed = (payload: Record<string, unknown>, overrides: { iat?: number; exp?: number; aud?: string } = {}) => {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('bff')
    .setAudience(overrides.aud ?? 'portfolio')
    .setIssuedAt(overrides.iat ?? now)
    .setExpirationTime(overrides.exp ?? now + 60)
    .sign(key);
};

describe('caller assertions', () => {
  it('round-trips the whole caller context for the service it names', async () => {
    const token = await signCallerAssertion(key, caller, 'portfolio');
    await expect(verifyCallerAssertion(key, token, 'portfolio')).resolves.toEqual(caller);
  });

  it("round-trips an owner's links (ISO-02) and leaves absent links absent", async () => {
    const owner: CallerContext = {
      ...caller,
      role: 'owner',
      ownerId: '00000000-0000-4000-8202-000000000001',
      propertyIds: ['00000000-0000-4000-8201-000000000001', '00000000-0000-4000-8201-000000000006'],
    };
    const verified = await verifyCallerAssertion(
      key,
      await signCallerAssertion(key, owner, 'maintenance'),
      'maintenance',
    );
    expect(verified).toEqual(owner);
    expect('tenantId' in verified).toBe(false);
  });

  it('drops fields nobody declared, so an unchecked claim never reaches a service', async () => {
    const token = await signed({ caller: { ...caller, role: 'manager', extra: 'x' } });
    await expect(verifyCallerAssertion(key, token, 'portfolio')).resolves.toEqual(caller);
  });

  it.each([
    ['another service', () => signCallerAssertion(key, caller, 'identity')],
    ['another key', () => signCallerAssertion(callerAssertionKey('some-other-internal-token'), caller, 'portfolio')],
    [
      'an expired one',
      () => signed({ caller }, { iat: Math.floor(Date.now() / 1000) - 120, exp: Math.floor(Date.now() / 1000) - 60 }),
    ],
    ['one issued too long ago', () => signed({ caller }, { iat: Math.floor(Date.now() / 1000) - 600 })],
    [
      'alg none',
      async () =>
        new UnsecuredJWT({ caller })
          .setIssuer('bff')
          .setAudience('portfolio')
          .setIssuedAt()
          .setExpirationTime('60s')
          .encode(),
    ],
    ['an unknown role', () => signed({ caller: { ...caller, role: 'root' } })],
    ['a company that is no uuid', () => signed({ caller: { ...caller, companyId: 'acme' } })],
    ['no caller at all', () => signed({})],
    ['an owner link that is no uuid', () => signed({ caller: { ...caller, ownerId: 'owner-1' } })],
    ['a tenant link that is no uuid', () => signed({ caller: { ...caller, tenantId: 42 } })],
    ['property ids that are no list', () => signed({ caller: { ...caller, propertyIds: caller.companyId } })],
    [
      'a property id that is no uuid',
      () => signed({ caller: { ...caller, propertyIds: [caller.companyId, "' OR 1=1"] } }),
    ],
    [
      'more property ids than a caller carries',
      () => signed({ caller: { ...caller, propertyIds: Array.from({ length: 201 }, () => caller.companyId) } }),
    ],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses %s with 401', async (_, token) => {
    await expect(verifyCallerAssertion(key, await token(), 'portfolio')).rejects.toMatchObject(refused);
  });

  it('refuses a payload changed after signing', async () => {
    const [header, , signature] = (await signCallerAssertion(key, caller, 'portfolio')).split('.');
    const now = Math.floor(Date.now() / 1000);
    const forged = Buffer.from(
      JSON.stringify({
        caller: { ...caller, role: 'superuser' },
        iss: 'bff',
        aud: 'portfolio',
        iat: now,
        exp: now + 60,
      }),
    ).toString('base64url');
    await expect(verifyCallerAssertion(key, `${header}.${forged}.${signature}`, 'portfolio')).rejects.toMatchObject(
      refused,
    );
  });

  describe('reuse', () => {
    afterEach(() => jest.useRealTimers());

    it('signs one assertion per caller for half its minute, then a fresh one', async () => {
      jest.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
      const signer = new CallerAssertionSigner(key, 'portfolio');
      const first = await signer.sign(caller);
      expect(await signer.sign({ ...caller })).toBe(first);
      expect(await signer.sign({ ...caller, role: 'owner' })).not.toBe(first);
      jest.setSystemTime(new Date('2026-11-23T12:00:31Z'));
      const renewed = await signer.sign(caller);
      expect(renewed).not.toBe(first);
      await expect(verifyCallerAssertion(key, renewed, 'portfolio')).resolves.toEqual(caller);
    });

    it('verifies a token once until it expires, hands out a frozen caller, and still refuses any other token', async () => {
      const verifier = new CallerAssertionVerifier(key, 'portfolio');
      const token = await signCallerAssertion(key, { ...caller, propertyIds: [caller.companyId] }, 'portfolio');
      const once = await verifier.verify(token);
      expect(await verifier.verify(token)).toBe(once);
      expect(Object.isFrozen(once) && Object.isFrozen(once.propertyIds)).toBe(true);
      const [header, payload, signature] = token.split('.');
      await expect(verifier.verify(`${header}.${payload}.${signature!.slice(0, -2)}AA`)).rejects.toMatchObject(refused);
      const other = await signCallerAssertion(key, caller, 'maintenance');
      await expect(verifier.verify(other)).rejects.toMatchObject(refused);
    });

    it('forgets a verified token once it has expired', async () => {
      const verifier = new CallerAssertionVerifier(key, 'portfolio');
      const now = Math.floor(Date.now() / 1000);
      const token = await signed({ caller }, { iat: now - 58, exp: now + 2 });
      await expect(verifier.verify(token)).resolves.toEqual(caller);
      jest.useFakeTimers({ now: Date.now() + 10_000, doNotFake: ['nextTick', 'setImmediate'] });
      await expect(verifier.verify(token)).rejects.toMatchObject(refused);
    });
  });
});

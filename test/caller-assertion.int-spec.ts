import type { CallerContext } from '@pm/contracts';
import { CALLER_ASSERTION_HEADER, callerAssertionKey, INTERNAL_TOKEN_HEADER, type ServiceName } from '@pm/kit';
import { callerAssertion, internalToken, makeCaller, ownerDataSource, requestJson } from '@pm/kit/testing';
import { createHmac, type KeyObject, randomUUID } from 'node:crypto';
import { type ServiceApps, startAllServices } from './services';

const seconds = () => Math.floor(Date.now() / 1000);

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT built by hand, as a forger would: `alg` as given, signed with `key` (HS256) or not at all. */
function jwt(alg: 'HS256' | 'none', payload: Record<string, unknown>, key?: KeyObject): string {
  const signedPart = `${part({ alg, typ: 'JWT' })}.${part(payload)}`;
  return `${signedPart}.${key ? createHmac('sha256', key).update(signedPart).digest('base64url') : ''}`;
}

/** Signed like the bff's, with any claim or key changed. */
function signed(
  caller: CallerContext,
  audience: string,
  { key = callerAssertionKey(internalToken()), iat = seconds(), exp = seconds() + 60 } = {},
): string {
  return jwt('HS256', { caller, iss: 'bff', aud: audience, iat, exp }, key);
}

/** The bff's assertion with the payload swapped after signing: the signature no longer matches. */
function tampered(caller: CallerContext, audience: string, changes: Partial<CallerContext>): string {
  const [header, , signature] = callerAssertion(caller, audience).split('.');
  const payload = { caller: { ...caller, ...changes }, iss: 'bff', aud: audience, iat: seconds(), exp: seconds() + 60 };
  return `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
}

type Forgery = (victim: CallerContext, service: ServiceName) => Promise<Record<string, string>>;

/** Every way to claim a caller the bff did not sign for this service; each carries the real internal token. */
const FORGERIES: [string, Forgery][] = [
  [
    'plain x-caller-* headers (the old protocol)',
    async (victim) => ({
      'x-caller-user-id': victim.userId,
      'x-caller-company-id': victim.companyId,
      'x-caller-role': victim.role,
    }),
  ],
  [
    'an assertion signed with another key',
    async (victim, service) => ({
      [CALLER_ASSERTION_HEADER]: signed(victim, service, { key: callerAssertionKey(`x${internalToken()}`) }),
    }),
  ],
  [
    'an expired assertion',
    async (victim, service) => ({
      [CALLER_ASSERTION_HEADER]: signed(victim, service, { iat: seconds() - 120, exp: seconds() - 60 }),
    }),
  ],
  [
    "another service's assertion replayed (portfolio's, or identity's to portfolio)",
    async (victim, service) => ({
      [CALLER_ASSERTION_HEADER]: callerAssertion(victim, service === 'portfolio' ? 'identity' : 'portfolio'),
    }),
  ],
  [
    'an unsigned assertion (alg: none)',
    async (victim, service) => ({
      [CALLER_ASSERTION_HEADER]: jwt('none', {
        caller: victim,
        iss: 'bff',
        aud: service,
        iat: seconds(),
        exp: seconds() + 60,
      }),
    }),
  ],
  [
    'a payload changed after signing',
    async (victim, service) => ({
      [CALLER_ASSERTION_HEADER]: tampered({ ...victim, role: 'tenant', companyId: randomUUID() }, service, {
        role: victim.role,
        companyId: victim.companyId,
      }),
    }),
  ],
  ['a malformed assertion', async () => ({ [CALLER_ASSERTION_HEADER]: 'not-a-jwt' })],
];

describe('services believe only a caller the bff signed for them', () => {
  let services: ServiceApps;
  const victimCompany = randomUUID();
  let victimProperty: string;

  beforeAll(async () => {
    services = await startAllServices();
    const [row] = (await ownerDataSource(services.portfolio).query(
      `INSERT INTO "portfolio"."property" ("company_id", "reference", "address_line1", "city", "postcode", "nation", "type", "bedrooms", "bathrooms", "furnished", "status", "monthly_rent_pence")
       VALUES ($1, 'VICTIM-1', '1 Victim Street', 'Leeds', 'LS1 1AA', 'england', 'flat', 1, 1, false, 'vacant', 90000)
       RETURNING id`,
      [victimCompany],
    )) as { id: string }[];
    victimProperty = row!.id;
  });

  afterAll(() => services?.close());

  const call = async (service: ServiceName, path: string, headers: Record<string, string>, body?: unknown) =>
    requestJson(`${services[service].url}${path}`, {
      headers: { [INTERNAL_TOKEN_HEADER]: internalToken(), ...headers },
      ...(body === undefined ? {} : { body }),
    });

  const targets: { what: string; service: ServiceName; path: string; victim: () => CallerContext; body?: unknown }[] = [
    {
      what: "another company's properties",
      service: 'portfolio',
      path: '/v1/properties',
      victim: () => makeCaller({ companyId: victimCompany }),
    },
    {
      what: 'every user (as a superuser)',
      service: 'identity',
      path: '/v1/admin/users',
      victim: () => makeCaller({ role: 'superuser' }),
    },
    {
      what: 'the contact inbox (as an admin)',
      service: 'engagement',
      path: '/v1/contact-submissions',
      victim: () => makeCaller({ role: 'admin' }),
    },
    {
      what: 'a bug report filed in their name',
      service: 'engagement',
      path: '/v1/bug-reports',
      victim: () => makeCaller(),
      body: { title: 'Forged', description: 'Forged report', currentUrl: 'http://x', userAgent: 'forger' },
    },
  ];

  it('answers the bff-signed caller (the control: the routes and data are there)', async () => {
    const owner = makeCaller({ companyId: victimCompany });
    const own = await call('portfolio', '/v1/properties', {
      [CALLER_ASSERTION_HEADER]: callerAssertion(owner, 'portfolio'),
    });
    expect(own.status).toBe(200);
    expect(own.body.items.map((p: { id: string }) => p.id)).toEqual([victimProperty]);
    const admin = makeCaller({ role: 'superuser' });
    const users = await call('identity', '/v1/admin/users?limit=1', {
      [CALLER_ASSERTION_HEADER]: callerAssertion(admin, 'identity'),
    });
    expect(users.status).toBe(200);
  });

  describe.each(FORGERIES)('%s', (_, forge) => {
    it.each(targets)('is refused with 401 reading or writing $what, and nothing is done', async (target) => {
      const victim = target.victim();
      const res = await call(target.service, target.path, await forge(victim, target.service), target.body);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, statusCode: 401 });
      expect(JSON.stringify(res.body)).not.toContain('VICTIM-1');
      if (target.body) {
        const [stored] = (await ownerDataSource(services.engagement).query(
          `SELECT count(*)::int AS n FROM "engagement"."bug_report" WHERE user_id = $1`,
          [victim.userId],
        )) as { n: number }[];
        expect(stored!.n).toBe(0);
      }
    });
  });
});

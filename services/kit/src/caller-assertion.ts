import { MAX_CALLER_PROPERTY_IDS, ROLES, type CallerContext, type Role } from '@pm/contracts';
import { isUUID } from 'class-validator';
import { jwtVerify, SignJWT } from 'jose';
import { createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import { AppException } from './errors';

/** The one header that carries the caller from the bff to a service. */
export const CALLER_ASSERTION_HEADER = 'x-caller-assertion';

const ISSUER = 'bff';
const ALGORITHM = 'HS256';
/** A service call lasts seconds: a captured assertion is worthless a minute later. */
const LIFETIME_SECONDS = 60;
const CLOCK_TOLERANCE_SECONDS = 5;

/**
 * Separate from the internal token itself (HKDF with its own label), so the token that opens a service and
 * the key that vouches for a caller never appear as the same bytes. Built once: a KeyObject, not a string.
 */
export function callerAssertionKey(internalToken: string): KeyObject {
  const key = hkdfSync('sha256', internalToken, 'pm:caller-assertion', 'HS256 signing key', 32);
  return createSecretKey(Buffer.from(key));
}

/**
 * How each field of CallerContext is checked when a service reads it. Typed over every key, so a field added
 * to the context (link ids, visible property ids) does not compile until it says how it is checked.
 */
const uuid = (value: unknown) => typeof value === 'string' && isUUID(value);
/** A link may be absent (the company's staff carry none); when present it must be well formed. */
const optional = (check: (value: unknown) => boolean) => (value: unknown) => value === undefined || check(value);

const FIELD_CHECKS: { [K in keyof CallerContext]-?: (value: unknown) => boolean } = {
  userId: uuid,
  companyId: uuid,
  role: (value) => typeof value === 'string' && ROLES.includes(value as Role),
  ownerId: optional(uuid),
  tenantId: optional(uuid),
  propertyIds: optional(
    (value) => Array.isArray(value) && value.length <= MAX_CALLER_PROPERTY_IDS && value.every((id) => uuid(id)),
  ),
};

/** The signed object as a CallerContext, or null when a field is missing or malformed; unknown fields are dropped. */
function parseCaller(value: unknown): CallerContext | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const given = value as Record<string, unknown>;
  const caller: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(FIELD_CHECKS)) {
    if (!check(given[field])) return null;
    if (given[field] !== undefined) caller[field] = given[field];
  }
  return caller as unknown as CallerContext;
}

/** The whole context object is signed, whatever fields it grows. */
export function signCallerAssertion(key: KeyObject, caller: CallerContext, audience: string): Promise<string> {
  return new SignJWT({ caller })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setSubject(caller.userId)
    .setIssuedAt()
    .setExpirationTime(`${LIFETIME_SECONDS}s`)
    .sign(key);
}

const invalidAssertion = () =>
  new AppException(401, 'CALLER_ASSERTION_INVALID', 'The caller assertion is invalid, expired or not for this service');

/**
 * Only HS256 with our key, issued by the bff for this very service, within its minute: `alg: none`, another
 * key, a changed payload, another service's assertion and an old one are all the same 401.
 */
export async function verifyCallerAssertion(key: KeyObject, token: string, audience: string): Promise<CallerContext> {
  return (await verifyWithExpiry(key, token, audience)).caller;
}

async function verifyWithExpiry(
  key: KeyObject,
  token: string,
  audience: string,
): Promise<{ caller: CallerContext; expiresAt: number }> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience,
      requiredClaims: ['iat', 'exp', 'aud', 'iss'],
      maxTokenAge: `${LIFETIME_SECONDS}s`,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    }));
  } catch {
    throw invalidAssertion();
  }
  const caller = parseCaller(payload.caller);
  if (!caller) throw invalidAssertion();
  const issuedAt = payload.iat as number;
  return { caller, expiresAt: Math.min(payload.exp as number, issuedAt + LIFETIME_SECONDS) * 1000 };
}

/** Half an assertion's life: what is left always covers a call's timeout. */
const REUSE_MS = (LIFETIME_SECONDS / 2) * 1000;
const MAX_REMEMBERED = 1_000;

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  if (map.size >= MAX_REMEMBERED) map.clear();
  map.set(key, value);
}

/**
 * The bff's signer for one service. Signing costs more than the rest of a call's headers, so an assertion is
 * reused for the same caller during the first half of its minute; a changed link or role is a new caller.
 */
export class CallerAssertionSigner {
  private readonly issued = new Map<string, { token: string; renewAt: number }>();

  constructor(
    private readonly key: KeyObject,
    private readonly audience: string,
  ) {}

  async sign(caller: CallerContext): Promise<string> {
    const id = JSON.stringify(caller);
    const known = this.issued.get(id);
    if (known && known.renewAt > Date.now()) return known.token;
    const token = await signCallerAssertion(this.key, caller, this.audience);
    remember(this.issued, id, { token, renewAt: Date.now() + REUSE_MS });
    return token;
  }
}

/**
 * A service's verifier: the same token verifies to the same caller until it expires, so a reused assertion is
 * checked once. The caller is frozen, as every request that presents the token shares it.
 */
export class CallerAssertionVerifier {
  private readonly verified = new Map<string, { caller: CallerContext; expiresAt: number }>();

  constructor(
    private readonly key: KeyObject,
    private readonly audience: string,
  ) {}

  async verify(token: string): Promise<CallerContext> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.caller;
    const { caller, expiresAt } = await verifyWithExpiry(this.key, token, this.audience);
    if (caller.propertyIds) Object.freeze(caller.propertyIds);
    Object.freeze(caller);
    remember(this.verified, token, { caller, expiresAt });
    return caller;
  }
}

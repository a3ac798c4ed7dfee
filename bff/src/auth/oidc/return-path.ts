import type { OidcErrorCode } from '@pm/contracts';

export const DEFAULT_RETURN_PATH = '/dashboard';
const MAX_RETURN_PATH = 2048;

/** A same-origin path to land on after sign-in, or undefined. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\#]/.test(value)) return undefined;
  const parsed = new URL(value, 'http://origin.invalid');
  if (parsed.origin !== 'http://origin.invalid') return undefined;
  return value;
}

/** The spec's OAuth landing: `auth` carries the login answer's data as JSON, `welcome=1` greets the user. */
export function signedInLocation(returnPath: string | undefined, auth: object): string {
  const path = returnPath ?? DEFAULT_RETURN_PATH;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}auth=${encodeURIComponent(JSON.stringify(auth))}&welcome=1`;
}

/** Every failure lands on the login page with a short code it can explain; never a JSON page. */
export const failureLocation = (code: OidcErrorCode) => `/login?oauthError=${code}`;

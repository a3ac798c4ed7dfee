import type { OidcErrorCode, OidcProvidersResponse } from '@pm/contracts';

import { env } from '@/config/env';
import { apiRequest } from '@/lib/rest-client';

/** One OpenID Connect provider the login page offers. */
type OidcProvider = OidcProvidersResponse['data'][number];

export const oidcProvidersQueryKey = ['/auth/oidc/providers'] as const;

function isProvider(value: unknown): value is OidcProvider {
  if (typeof value !== 'object' || value === null) return false;
  const { name, label } = value as Partial<OidcProvider>;
  return typeof name === 'string' && name !== '' && typeof label === 'string' && label !== '';
}

/** The configured providers; the bff answers 404 when none is, which the caller treats as an empty list. */
export async function fetchOidcProviders(signal?: AbortSignal): Promise<OidcProvider[]> {
  const answer = await apiRequest<OidcProvidersResponse | undefined>('/auth/oidc/providers', {
    signal,
    skipAuth: true,
  });
  return answer?.success && Array.isArray(answer.data) ? answer.data.filter(isProvider) : [];
}

/** A full page load: the bff sends the browser to the provider and back to `returnUrl` with `auth`. */
export function oidcStartUrl(provider: string, returnUrl: string): string {
  return `${env.apiBaseUrl}/auth/oidc/${encodeURIComponent(provider)}/start?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** The query parameter a failed provider sign-in lands on /login with. */
export const OAUTH_ERROR_PARAM = 'oauthError';

// A Map, so a code such as 'constructor' finds nothing; `satisfies` keeps the keys the contract's codes.
const OAUTH_ERROR_MESSAGES = new Map<string, string>(
  Object.entries({
    invalid_state: 'That sign-in expired or was started in another tab. Please try again.',
    access_denied: 'The sign-in was cancelled at the provider. Try again, or sign in with your password.',
    provider_error: 'The sign-in provider reported a problem. Try again, or sign in with your password.',
    provider_unavailable:
      'The sign-in provider could not be reached. Try again in a moment, or sign in with your password.',
    no_account:
      'No account uses the e-mail address of that sign-in. Ask your agency to invite you, or sign in with your password.',
    rate_limited: 'Too many sign-in attempts. Wait a few minutes, then try again.',
    server_error: 'Something went wrong while signing you in. Please try again.',
  } satisfies Record<OidcErrorCode, string>),
);

const UNKNOWN_OAUTH_ERROR = 'Signing in with that provider failed. Try again, or sign in with your password.';

/** The human message for an `oauthError` code; null when there is none. */
export function oauthErrorMessage(code: string | null): string | null {
  if (code === null || code === '') return null;
  return OAUTH_ERROR_MESSAGES.get(code) ?? UNKNOWN_OAUTH_ERROR;
}

// Every route path of the SPA. Components build links from here, never from literals.
export const paths = {
  home: '/',
  login: '/login',
  dashboard: '/dashboard',
  properties: '/properties',
} as const;

/** Where an unauthenticated visitor of a login-required route is sent. */
export function loginPath(returnUrl?: string): string {
  return returnUrl ? `${paths.login}?returnUrl=${encodeURIComponent(returnUrl)}` : paths.login;
}

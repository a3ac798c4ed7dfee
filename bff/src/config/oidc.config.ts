import { isURL } from 'class-validator';

export interface OidcProviderSettings {
  /** Lower-case name in the routes: /api/auth/oidc/<name>/start. */
  name: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Plain-HTTP issuers (a local test provider) are accepted outside production only. */
  allowInsecure: boolean;
}

export interface OidcSettings {
  /** Empty: the feature is off and its routes answer 404. */
  providers: OidcProviderSettings[];
  /** The origin browsers use to reach the app; providers send them back to <publicUrl>/api/auth/oidc/<name>/callback. */
  publicUrl: string;
}

const NAME = /^[a-z][a-z0-9]{0,31}$/;
const httpUrl = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

const envKey = (name: string, field: string) => `OIDC_${name.toUpperCase()}_${field}`;
const labelOf = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * OIDC_PROVIDERS=google,microsoft with OIDC_<NAME>_ISSUER, _CLIENT_ID, _CLIENT_SECRET and optional
 * _LABEL per name. Every problem is reported at once, naming the variable, like the rest of the config.
 */
export function loadOidcSettings(
  env: NodeJS.ProcessEnv,
  defaults: { production: boolean; port: number },
): OidcSettings {
  const problems: string[] = [];
  const names = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (new Set(names).size !== names.length) problems.push('OIDC_PROVIDERS: names must be unique');

  const providers: OidcProviderSettings[] = [];
  for (const name of names) {
    if (!NAME.test(name)) {
      problems.push(`OIDC_PROVIDERS: "${name}" must be letters and digits, starting with a letter`);
      continue;
    }
    const read = (field: string) => env[envKey(name, field)]?.trim() ?? '';
    const issuer = read('ISSUER');
    const clientId = read('CLIENT_ID');
    const clientSecret = read('CLIENT_SECRET');
    const insecure = issuer.startsWith('http://');
    if (!isURL(issuer, httpUrl)) problems.push(`${envKey(name, 'ISSUER')}: must be the provider's issuer URL`);
    else if (insecure && defaults.production) problems.push(`${envKey(name, 'ISSUER')}: must use https in production`);
    if (!clientId) problems.push(`${envKey(name, 'CLIENT_ID')}: must be set`);
    if (!clientSecret) problems.push(`${envKey(name, 'CLIENT_SECRET')}: must be set`);
    providers.push({
      name,
      label: read('LABEL') || labelOf(name),
      issuer,
      clientId,
      clientSecret,
      allowInsecure: insecure,
    });
  }

  const publicUrl = (
    env.PUBLIC_URL?.trim() || (defaults.production ? '' : `http://localhost:${defaults.port}`)
  ).replace(/\/+$/, '');
  if (providers.length > 0 && !isURL(publicUrl, httpUrl)) {
    problems.push(
      "PUBLIC_URL: must be the app's public origin (e.g. https://app.example.com) when OIDC_PROVIDERS is set",
    );
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return { providers, publicUrl };
}

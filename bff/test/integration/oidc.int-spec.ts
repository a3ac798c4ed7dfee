import type { RunningApp } from '@pm/kit/testing';
import { ownerDataSource, requestJson } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { startOidcProvider, type OidcTestAccount, type OidcTestProvider } from '../oidc/start-provider';
import { freePort, registerCompany, serviceEnv, startBff, startServices, uniqueEmail, type Services } from './harness';

/** A browser's cookie jar for one origin, enough for these flows (names are unique per origin here). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(headers: Headers): void {
    for (const setCookie of headers.getSetCookie()) {
      const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some(
        (a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return cookie ? { cookie } : {};
  }
}

const location = (response: Response) => response.headers.get('location') ?? '';
const formAction = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
const hiddenPrompt = (html: string) => /name="prompt" value="([^"]+)"/.exec(html)?.[1];

describe('bff: OpenID Connect sign-in against a real provider', () => {
  let services: Services;
  let provider: OidcTestProvider;
  let bff: RunningApp;
  const account = async (email: string, emailVerified = true): Promise<OidcTestAccount> => {
    const created = { sub: `sub-${randomUUID()}`, email, emailVerified };
    await provider.addAccount(created);
    return created;
  };
  const bffJar = () => new CookieJar();

  /** GET on the bff without following redirects, sending the jar's cookies and keeping the answer's. */
  async function bffGet(path: string, jar: CookieJar): Promise<Response> {
    const response = await fetch(`${bff.url}${path}`, { redirect: 'manual', headers: jar.header() });
    jar.store(response.headers);
    return response;
  }

  /**
   * Plays the browser at the provider: follows its redirects and fills in its development login
   * (as `login`) and consent forms, until it sends the browser back to the bff's callback.
   */
  async function atProvider(authorizationUrl: string, login: string): Promise<string> {
    const jar = new CookieJar();
    let next: { url: string; form?: URLSearchParams } = { url: authorizationUrl };
    for (let step = 0; step < 20; step += 1) {
      const response = await fetch(next.url, {
        method: next.form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          ...jar.header(),
          ...(next.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: next.form?.toString(),
      });
      jar.store(response.headers);
      if (response.status >= 300 && response.status < 400) {
        const target = new URL(location(response), next.url).href;
        if (target.startsWith(bff.url)) return target.slice(bff.url.length);
        next = { url: target };
        continue;
      }
      const html = await response.text();
      const action = formAction(html);
      const prompt = hiddenPrompt(html);
      if (response.status !== 200 || !action || !prompt) {
        throw new Error(`unexpected provider page ${response.status}: ${html.slice(0, 500)}`);
      }
      const form = new URLSearchParams({ prompt });
      if (prompt === 'login') {
        form.set('login', login);
        form.set('password', 'any');
      }
      next = { url: new URL(action, next.url).href, form };
    }
    throw new Error('the provider never sent the browser back');
  }

  /** start -> provider -> callback, as a browser does; answers the callback's redirect. */
  async function signIn(login: string, startQuery = '') {
    const jar = bffJar();
    const start = await bffGet(`/api/auth/oidc/test/start${startQuery}`, jar);
    expect(start.status).toBe(302);
    const callbackPath = await atProvider(location(start), login);
    const callback = await bffGet(callbackPath, jar);
    return { start, callback, jar };
  }

  const authOf = (redirect: string) => {
    const url = new URL(redirect, 'http://spa.invalid');
    return { url, auth: JSON.parse(url.searchParams.get('auth') ?? 'null') };
  };
  const federatedLinks = (userId: string) =>
    ownerDataSource(services.identity).query(
      `SELECT issuer, subject FROM "identity"."federated_identity" WHERE user_id = $1`,
      [userId],
    );

  beforeAll(async () => {
    services = await startServices();
    provider = await startOidcProvider();
    const port = await freePort();
    const client = await provider.registerClient([`http://127.0.0.1:${port}/api/auth/oidc/test/callback`]);
    bff = await startBff(
      {
        ...serviceEnv(services),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        OIDC_PROVIDERS: 'test',
        OIDC_TEST_ISSUER: provider.issuer,
        OIDC_TEST_CLIENT_ID: client.clientId,
        OIDC_TEST_CLIENT_SECRET: client.clientSecret,
        OIDC_TEST_LABEL: 'Test Login',
      },
      port,
    );
  });
  afterAll(async () => {
    await bff?.close();
    await provider?.stop();
    await services?.close();
  });

  it('GET /api/auth/oidc/providers lists the configured providers for the login page', async () => {
    const res = await requestJson(`${bff.url}/api/auth/oidc/providers`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: [{ name: 'test', label: 'Test Login' }] });
  });

  it('start redirects to the provider with code + PKCE (S256), state and nonce kept in a signed Lax cookie', async () => {
    const jar = bffJar();
    const start = await bffGet('/api/auth/oidc/test/start', jar);
    expect(start.status).toBe(302);
    const url = new URL(location(start));
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      redirect_uri: `${bff.url}/api/auth/oidc/test/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    const cookie = start.headers.getSetCookie().find((c) => c.startsWith('oidcState='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\/api\/auth\/oidc(;|$)/);
    expect(cookie).toMatch(/; Max-Age=600/);
    // The browser cannot read the state: it is signed, and neither state nor verifier appear in clear.
    expect(cookie).not.toContain(url.searchParams.get('state'));
  });

  it('[AUTH-02] a verified e-mail signs in: the redirect carries auth {token, refreshToken, user, expiresAt} and welcome=1', async () => {
    const registered = await registerCompany(bff);
    const { sub } = await account(registered.email);
    const before = Date.now();
    const { callback } = await signIn(sub, `?returnUrl=${encodeURIComponent('/properties?view=list')}`);

    expect(callback.status).toBe(302);
    expect(callback.headers.get('cache-control')).toBe('no-store');
    expect(callback.headers.get('referrer-policy')).toBe('no-referrer');
    const { url, auth } = authOf(location(callback));
    expect(url.pathname).toBe('/properties');
    expect(url.searchParams.get('view')).toBe('list');
    expect(url.searchParams.get('welcome')).toBe('1');
    expect(location(callback)).toMatch(/^\/properties\?view=list&auth=[^&]+&welcome=1$/);
    expect(Object.keys(auth).sort()).toEqual(['expiresAt', 'refreshToken', 'token', 'user']);
    expect(auth.user).toMatchObject({
      id: registered.user.id,
      email: registered.email,
      role: 'landlord',
      companyId: registered.user.companyId,
    });
    expect(auth.expiresAt).toBeGreaterThanOrEqual(before + 15 * 60_000 - 2_000);
    expect(auth.refreshToken).toEqual(expect.any(String));

    // The same session as a password login: the refresh cookie is set and the state cookie is spent.
    const cookies = callback.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('refreshToken='))).toContain(encodeURIComponent(auth.refreshToken));
    expect(cookies.find((c) => c.startsWith('oidcState='))).toMatch(/oidcState=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i);

    const me = await requestJson(`${bff.url}/api/user`, { headers: { authorization: `Bearer ${auth.token}` } });
    expect(me.status).toBe(200);
    expect(me.body.data ?? me.body).toMatchObject({ id: registered.user.id, email: registered.email });
    const refreshed = await requestJson(`${bff.url}/api/auth/token/refresh`, {
      body: { refreshToken: auth.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(await federatedLinks(registered.user.id)).toEqual([{ issuer: provider.issuer, subject: sub }]);
  });

  it('lands on /dashboard without a returnUrl, and ignores one that leaves the site', async () => {
    const registered = await registerCompany(bff);
    const { sub } = await account(registered.email);
    for (const query of ['', `?returnUrl=${encodeURIComponent('//evil.example/x')}`]) {
      const { callback } = await signIn(sub, query);
      expect(location(callback)).toMatch(/^\/dashboard\?auth=[^&]+&welcome=1$/);
      expect(authOf(location(callback)).auth.user.id).toBe(registered.user.id);
    }
  });

  it('a tampered, missing or mismatched state ends on /login?oauthError=invalid_state', async () => {
    const registered = await registerCompany(bff);
    const { sub } = await account(registered.email);

    const tampered = bffJar();
    const start = await bffGet('/api/auth/oidc/test/start', tampered);
    const callbackPath = await atProvider(location(start), sub);
    // A browser rewriting the cookie (here: where to land) keeps the old signature, which no longer fits.
    const signed = decodeURIComponent(tampered.get('oidcState')!);
    const payload = signed.slice(0, signed.lastIndexOf('.'));
    const state = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const rewritten = Buffer.from(JSON.stringify({ ...state, returnPath: '/admin' })).toString('base64url');
    tampered.set('oidcState', encodeURIComponent(`${rewritten}${signed.slice(signed.lastIndexOf('.'))}`));
    const forged = await bffGet(callbackPath, tampered);
    expect(forged.status).toBe(302);
    expect(location(forged)).toBe('/login?oauthError=invalid_state');
    expect(forged.headers.getSetCookie().some((c) => c.startsWith('refreshToken='))).toBe(false);

    const missing = await bffGet(callbackPath, bffJar());
    expect(location(missing)).toBe('/login?oauthError=invalid_state');

    const other = bffJar();
    await bffGet('/api/auth/oidc/test/start', other);
    const mismatched = await bffGet(callbackPath, other);
    expect(location(mismatched)).toBe('/login?oauthError=invalid_state');
  });

  it('a cancelled sign-in at the provider ends on /login?oauthError=access_denied', async () => {
    const jar = bffJar();
    const start = await bffGet('/api/auth/oidc/test/start', jar);
    const state = new URL(location(start)).searchParams.get('state')!;
    const callback = await bffGet(`/api/auth/oidc/test/callback?error=access_denied&state=${state}`, jar);
    expect(callback.status).toBe(302);
    expect(location(callback)).toBe('/login?oauthError=access_denied');
  });

  it('a code the provider never issued ends on /login?oauthError=provider_error, not a 5xx', async () => {
    const jar = bffJar();
    const start = await bffGet('/api/auth/oidc/test/start', jar);
    const state = new URL(location(start)).searchParams.get('state')!;
    const callback = await bffGet(`/api/auth/oidc/test/callback?code=forged&state=${state}`, jar);
    expect(callback.status).toBe(302);
    expect(location(callback)).toBe('/login?oauthError=provider_error');
  });

  it('an e-mail with no account ends on /login?oauthError=no_account: nobody is signed up', async () => {
    const { sub } = await account(uniqueEmail('stranger'));
    const { callback } = await signIn(sub);
    expect(callback.status).toBe(302);
    expect(location(callback)).toBe('/login?oauthError=no_account');
    expect(callback.headers.getSetCookie().some((c) => c.startsWith('refreshToken='))).toBe(false);
  });

  it('an unverified e-mail is not linked to the account that has it', async () => {
    const registered = await registerCompany(bff);
    const { sub } = await account(registered.email, false);
    const { callback } = await signIn(sub);
    expect(location(callback)).toBe('/login?oauthError=no_account');
    expect(await federatedLinks(registered.user.id)).toEqual([]);
  });

  it('an unknown provider answers 404', async () => {
    expect((await requestJson(`${bff.url}/api/auth/oidc/nope/start`)).status).toBe(404);
    expect((await requestJson(`${bff.url}/api/auth/oidc/nope/callback?code=x&state=y`)).status).toBe(404);
  });

  it('start and callback are limited per address like login, then redirect with oauthError=rate_limited', async () => {
    const limited = await startBff({
      ...serviceEnv(services),
      LOGIN_LIMIT_PER_IP: '2',
      OIDC_PROVIDERS: 'test',
      OIDC_TEST_ISSUER: provider.issuer,
      OIDC_TEST_CLIENT_ID: 'unused',
      OIDC_TEST_CLIENT_SECRET: 'unused',
    });
    try {
      const starts = [];
      for (let i = 0; i < 3; i += 1) {
        starts.push(await fetch(`${limited.url}/api/auth/oidc/test/start`, { redirect: 'manual' }));
      }
      expect(starts.map((r) => r.status)).toEqual([302, 302, 302]);
      expect(location(starts[2]!)).toBe('/login?oauthError=rate_limited');
      expect(location(starts[0]!)).toContain(provider.issuer);
      const callbacks = [];
      for (let i = 0; i < 3; i += 1) {
        callbacks.push(
          await fetch(`${limited.url}/api/auth/oidc/test/callback?code=x&state=y`, { redirect: 'manual' }),
        );
      }
      expect(callbacks.map(location)).toEqual([
        '/login?oauthError=invalid_state',
        '/login?oauthError=invalid_state',
        '/login?oauthError=rate_limited',
      ]);
    } finally {
      await limited.close();
    }
  });

  it('with no provider configured the feature is off: the login page hears an empty list, the flow answers 404', async () => {
    const off = await startBff(serviceEnv(services));
    try {
      const providers = await requestJson(`${off.url}/api/auth/oidc/providers`);
      expect(providers.status).toBe(200);
      expect(providers.body).toEqual({ success: true, data: [] });
      for (const path of ['test/start', 'test/callback?code=x&state=y']) {
        const res = await requestJson(`${off.url}/api/auth/oidc/${path}`);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ success: false, statusCode: 404, code: 'NOT_FOUND' });
      }
    } finally {
      await off.close();
    }
  });
});

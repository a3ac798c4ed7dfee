import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createDatabaseIfMissing,
  databaseUrl,
  dropDatabase,
  ensurePostgres,
  type PostgresServer,
} from '../scripts/postgres';
import { runStack, SERVICES, stopAll, waitForReady, type ManagedProcess } from '../scripts/stack';
import { startOidcProvider, type OidcTestProvider } from '../bff/test/oidc/start-provider';

declare global {
  var __PM_E2E__:
    | { server: PostgresServer; database: string; stack: ManagedProcess; oidc: OidcTestProvider; uploads: string }
    | undefined;
}

/** E2E_PORT lets two checkouts (or a helper beside CI) run the browser tests at once; each port +1..+4 goes to the services. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3400);
/** The OpenID Connect provider of the e2e stack, as the login page names it (e2e/oidc.spec.ts). */
export const E2E_OIDC_PROVIDER = 'testidp';
export const E2E_OIDC_LABEL = 'Test IdP';

/**
 * A real local OIDC provider (oidc-provider) with two accounts: one whose e-mail is the demo
 * manager's, one whose e-mail has no account here; and a client registered for the stack's callback.
 */
async function startTestIdp(publicUrl: string): Promise<{ oidc: OidcTestProvider; env: NodeJS.ProcessEnv }> {
  const oidc = await startOidcProvider({
    accounts: [
      { sub: 'manager-sso', email: 'manager@example.com', emailVerified: true },
      { sub: 'stranger', email: 'nobody@example.com', emailVerified: true },
    ],
  });
  try {
    const { clientId, clientSecret } = await oidc.registerClient([
      `${publicUrl}/api/auth/oidc/${E2E_OIDC_PROVIDER}/callback`,
    ]);
    const key = E2E_OIDC_PROVIDER.toUpperCase();
    return {
      oidc,
      env: {
        OIDC_PROVIDERS: E2E_OIDC_PROVIDER,
        [`OIDC_${key}_ISSUER`]: oidc.issuer,
        [`OIDC_${key}_CLIENT_ID`]: clientId,
        [`OIDC_${key}_CLIENT_SECRET`]: clientSecret,
        [`OIDC_${key}_LABEL`]: E2E_OIDC_LABEL,
        PUBLIC_URL: publicUrl,
      },
    };
  } catch (error) {
    await oidc.stop();
    throw error;
  }
}

/**
 * Starts the whole built stack the way `npm start` does (same script, --no-build), on its own ports
 * and a fresh database with the demo seed, so the browser tests run against the real thing.
 */
export default async function globalSetup(): Promise<void> {
  const server = await ensurePostgres({
    dataDir: join(tmpdir(), `pm-e2e-pg-${process.pid}`),
    port: 55_000 + Math.floor(Math.random() * 900),
    persistent: false,
  });
  const publicUrl = `http://127.0.0.1:${E2E_PORT}`;
  const database = `pm_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const uploads = join(tmpdir(), `pm-e2e-uploads-${process.pid}`);
  let idp: Awaited<ReturnType<typeof startTestIdp>> | undefined;
  let stack: ManagedProcess | undefined;
  try {
    idp = await startTestIdp(publicUrl);
    await createDatabaseIfMissing(server.url, database);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl(server.url, database),
      NODE_ENV: 'test',
      DEMO_SEED: '1',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      INTERNAL_SERVICE_TOKEN: randomBytes(32).toString('base64url'),
      // Every spec signs in and sends forms from 127.0.0.1: the limits themselves are tested in integration.
      LOGIN_LIMIT_PER_IP: '100000',
      LOGIN_LIMIT_PER_EMAIL: '100000',
      CONTACT_LIMIT_PER_IP: '100000',
      BUG_REPORT_LIMIT_PER_USER: '100000',
      // Uploads of the run (screenshots, blog covers) go with its database, not into the developer's .data.
      STORAGE_DIR: uploads,
      ...idp.env,
    };
    SERVICES.forEach((s, i) => (env[`${s.name.toUpperCase()}_PORT`] = String(E2E_PORT + 1 + i)));
    stack = runStack(env, !process.env.E2E_VERBOSE);
    globalThis.__PM_E2E__ = { server, database, stack, oidc: idp.oidc, uploads };
    process.env.E2E_BASE_URL = publicUrl;
    process.env.E2E_OIDC_ISSUER = idp.oidc.issuer;
    await waitForReady(`${publicUrl}/readyz`, stack, 120_000);
  } catch (error) {
    // jest skips global-teardown when setup fails: leave nothing running or behind.
    if (stack) await stopAll([stack]);
    await idp?.oidc.stop();
    await dropDatabase(server.url, database);
    await server.stop();
    globalThis.__PM_E2E__ = undefined;
    throw error;
  }
}

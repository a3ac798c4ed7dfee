import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface OidcTestAccount {
  /** The provider's subject; also what to type in its dev login form's "login" field. */
  sub: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

export interface OidcTestProvider {
  /** e.g. http://127.0.0.1:41234, the value for OIDC_<NAME>_ISSUER. */
  issuer: string;
  addAccount(account: OidcTestAccount): Promise<void>;
  /** Dynamic client registration (RFC 7591): a confidential client for these redirect URIs. */
  registerClient(redirectUris: string[]): Promise<{ clientId: string; clientSecret: string }>;
  stop(): Promise<void>;
}

const ROOT = join(__dirname, '..', '..', '..');
const STARTUP_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

/** Answers once the provider listens. */
export async function startOidcProvider(
  options: { port?: number; accounts?: OidcTestAccount[] } = {},
): Promise<OidcTestProvider> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--disable-warning=ExperimentalWarning', join(__dirname, 'provider-main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        OIDC_TEST_PROVIDER: JSON.stringify({ port: options.port ?? 0, accounts: options.accounts ?? [] }),
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`OIDC test provider did not start in time:\n${stderr}`));
    }, STARTUP_TIMEOUT_MS);
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { issuer: string }).issuer);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`OIDC test provider exited (${code}):\n${stderr}`));
    });
  });

  return {
    issuer,
    async addAccount(account) {
      const response = await fetch(`${issuer}/test/accounts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      });
      if (response.status !== 204) throw new Error(`adding the account failed: ${response.status}`);
    },
    async registerClient(redirectUris) {
      const response = await fetch(`${issuer}/reg`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          redirect_uris: redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        }),
      });
      const body = (await response.json()) as { client_id?: string; client_secret?: string };
      if (response.status !== 201 || !body.client_id || !body.client_secret) {
        throw new Error(`client registration failed: ${response.status} ${JSON.stringify(body)}`);
      }
      return { clientId: body.client_id, clientSecret: body.client_secret };
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

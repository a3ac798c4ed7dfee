/**
 * A child process of start-provider.ts because oidc-provider is ES-module only, which jest's registry cannot
 * load. Prints one JSON line {issuer} once it listens, and exits when its parent goes away (stdin closes).
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { OidcTestAccount } from './start-provider';

interface Settings {
  port: number;
  accounts: OidcTestAccount[];
}

async function main(): Promise<void> {
  const settings = JSON.parse(process.env.OIDC_TEST_PROVIDER ?? '{}') as Settings;
  const accounts = new Map(settings.accounts.map((account) => [account.sub, account]));
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(settings.port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    // The login form's "login" field is the account's sub; any password is accepted.
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        claims: () => ({
          sub: account.sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name ?? account.email,
        }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    features: { devInteractions: { enabled: true }, registration: { enabled: true } },
    jwks: { keys: [{ ...signingKey, alg: 'RS256', use: 'sig', kid: 'test-signing-key' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    clientBasedCORS: () => false,
  });
  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (req.method !== 'POST' || req.url !== '/test/accounts') return handle(req, res);
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const account = JSON.parse(body) as OidcTestAccount;
      accounts.set(account.sub, account);
      res.writeHead(204).end();
    });
  });

  process.stdin.on('end', () => process.exit(0));
  process.stdin.resume();
  // No graceful close: keep-alive connections from the bff would hold it open.
  process.on('SIGTERM', () => process.exit(0));
  process.stdout.write(`${JSON.stringify({ issuer })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

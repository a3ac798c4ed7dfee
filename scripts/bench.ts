/**
 * `npm run bench`: starts the built stack on a fresh database (demo seed), signs in as the demo
 * manager, and loads the main read paths from this machine's loopback for a bounded time each.
 * Prints requests per second and latency percentiles, and what JavaScript a first visit to `/` loads
 * in Chromium (gzip -9 of each file, and the bytes the bff actually sent). Build first (`npm run build`).
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../e2e/browser';
import { createDatabaseIfMissing, databaseUrl, dropDatabase, ensurePostgres } from './postgres';
import { runStack, SERVICES, stopAll, waitForReady } from './stack';

const PORT = 3500;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** Every script a first visit of `path` loads, with its gzip -9 size and the bytes on the wire. */
async function firstLoadJs(url: string): Promise<{ files: number; gzip: number; wire: number; raw: number }> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ gzip: number; wire: number; raw: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return { gzip: gzipSync(body, { level: 9 }).length, wire: sizes.responseBodySize, raw: body.length };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const all = await Promise.all(scripts);
    const sum = (key: 'gzip' | 'wire' | 'raw') => all.reduce((total, file) => total + file[key], 0);
    return { files: all.length, gzip: sum('gzip'), wire: sum('wire'), raw: sum('raw') };
  } finally {
    await browser.close();
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function main(): Promise<void> {
  const server = await ensurePostgres({
    dataDir: join(tmpdir(), `pm-bench-pg-${process.pid}`),
    port: 55_950,
    persistent: false,
  });
  const database = `pm_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await createDatabaseIfMissing(server.url, database);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl(server.url, database),
    NODE_ENV: 'test',
    DEMO_SEED: '1',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOGIN_LIMIT_PER_IP: '100000',
    LOGIN_LIMIT_PER_EMAIL: '100000',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    INTERNAL_SERVICE_TOKEN: randomBytes(32).toString('base64url'),
  };
  SERVICES.forEach((s, i) => (env[`${s.name.toUpperCase()}_PORT`] = String(PORT + 1 + i)));
  const stack = runStack(env, true);
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitForReady(`${base}/readyz`, stack, 120_000);
    const login = await fetch(`${base}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'manager@example.com', password: 'Password123!' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const auth = { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' };
    const query = JSON.stringify({
      query: '{ properties(first: 25) { totalCount edges { node { id reference postcode owner { id name } } } } }',
    });
    const cases: { title: string; opts: autocannon.Options }[] = [
      { title: 'GET /healthz', opts: { url: `${base}/healthz` } },
      {
        title: 'GET /api/properties (REST -> portfolio -> PostgreSQL)',
        opts: { url: `${base}/api/properties`, headers: auth },
      },
      {
        title: 'POST /graphql properties(first: 25) with owners (DataLoader)',
        opts: { url: `${base}/graphql`, method: 'POST', headers: auth, body: query },
      },
    ];
    console.log(
      `bench: ${CONNECTIONS} connections, ${SECONDS} s per case, loopback, ${process.platform} ${process.arch}`,
    );
    const js = await firstLoadJs(`${base}/`);
    console.log(
      `First visit of / in Chromium\n  ${js.files} JS files: ${kB(js.gzip)} gzipped (-9), ${kB(js.wire)} sent (brotli), ${kB(js.raw)} uncompressed`,
    );
    for (const c of cases) {
      const result = await autocannon({ ...c.opts, connections: CONNECTIONS, duration: SECONDS });
      const errors = result.errors + result.non2xx;
      console.log(
        `${c.title}\n  ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${errors}`,
      );
    }
  } finally {
    await stopAll([stack]);
    await dropDatabase(server.url, database);
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
